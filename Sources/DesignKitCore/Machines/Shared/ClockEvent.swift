/// The virtual-clock events that timed machines share.
public enum ClockEvent: Hashable, Sendable, CustomStringConvertible {
  /// The virtual clock moved to an absolute time in seconds.
  case clockAdvanced(to: Double)
  /// The virtual clock moved forward by a span in seconds.
  case timePassed(Double)

  /// Parses `clockAdvanced(to: <seconds>)` and `timePassed(<seconds>)`; nil for any other name.
  static func parse(_ n: EventName) -> ClockEvent? {
    switch n.base {
    case "clockAdvanced": n.number.map { .clockAdvanced(to: $0) }
    case "timePassed": n.number.map { .timePassed($0) }
    default: nil
    }
  }

  /// The event forms.
  static let eventForms = ["clockAdvanced(to: <seconds>)", "timePassed(<seconds>)"]

  public var description: String {
    switch self {
    case .clockAdvanced(let t): "clockAdvanced(to: \(Self.text(t)))"
    case .timePassed(let t): "timePassed(\(Self.text(t)))"
    }
  }

  /// Seconds as the clock counts them: rounded to its microsecond, so sums print as written (`3.4`, not
  /// `3.4000000000000004`).
  static func text(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e9 else { return JSONWriter.format(seconds) }
    return JSONWriter.format((seconds * 1_000_000).rounded() / 1_000_000)
  }
}

/// An event type that carries the virtual-clock events in one case.
///
/// Conforming types get `.clockAdvanced(to:)` and `.timePassed(_:)` to build them, and their explorable
/// machines get `clockEvent(advancingTo:)`.
public protocol ClockCarrying: MachineEvent {
  /// Wraps a virtual-clock event.
  static func clock(_ event: ClockEvent) -> Self
}

extension ClockCarrying {
  /// The virtual clock moved to an absolute time in seconds.
  public static func clockAdvanced(to seconds: Double) -> Self { .clock(.clockAdvanced(to: seconds)) }
  /// The virtual clock moved forward by a span in seconds.
  public static func timePassed(_ seconds: Double) -> Self { .clock(.timePassed(seconds)) }
}

extension ExplorableMachine where Event: ClockCarrying {
  public static func clockEvent(advancingTo seconds: Double) -> Event? { .clockAdvanced(to: seconds) }
}

extension VirtualClock {
  /// Moves the clock as `event` says; the elapsed span, or nil when time did not move forward.
  mutating func advance(_ event: ClockEvent) -> VirtualDuration? {
    switch event {
    case .clockAdvanced(let t): advance(to: t)
    case .timePassed(let t): advance(by: t)
    }
  }
}

extension VirtualDuration? {
  /// Counts a running timer down by `left`, taking from `left` the time it used; true when it ran out
  /// (the timer is then nil). A timer that is not running (nil) never runs out.
  mutating func runDown(_ left: inout VirtualDuration) -> Bool {
    guard let r = self else { return false }
    guard r <= left else {
      self = r - left
      left = .zero
      return false
    }
    left = left - r
    self = nil
    return true
  }
}
