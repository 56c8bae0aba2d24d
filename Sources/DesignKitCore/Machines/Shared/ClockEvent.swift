import DesignKitValues

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

/// What time alone does between two events, step by step: traces show a timer running out (a long press, a toast's
/// display time) at the moment it does, as time passing rather than as a clock event no one sent.
enum ClockSteps {
  /// How a trace labels a step that time alone made.
  static let label = "(time passes)"

  /// Moves `value`'s clock from `start` to `end`. Each time the clock alone makes a visible change on the way, the
  /// step at the first microsecond it does (at most `limit` of them, then the rest of the way at once); a clock move
  /// that changes nothing visible (a timer counting down) is applied without a step.
  static func run<Value, Step>(
    _ value: inout Value, from start: Double, to end: Double, limit: Int = 100,
    tick: (inout Value, Double) -> Step?, isVisible: (Step) -> Bool
  ) -> [(step: Step, time: Double)] {
    var steps: [(step: Step, time: Double)] = []
    var start = start
    while true {
      var whole = value
      guard let step = tick(&whole, end), isVisible(step) else {
        value = whole
        return steps
      }
      let moment =
        steps.count < limit
        ? firstMoment(after: start, through: end) { t in
          var trial = value
          return tick(&trial, t).map(isVisible) ?? false
        } : end
      var partial = value
      guard moment < end, let first = tick(&partial, moment) else {
        value = whole
        steps.append((step, end))
        return steps
      }
      value = partial
      steps.append((first, moment))
      start = moment
    }
  }

  /// The first whole microsecond after `start` and no later than `end` at which `happens` holds, for a `happens` that
  /// holds at `end` and, once it holds, at every later time (a timer that ran out stays out); `end` itself when no
  /// earlier microsecond does.
  static func firstMoment(after start: Double, through end: Double, where happens: (Double) -> Bool) -> Double {
    var low = VirtualDuration(seconds: start).microseconds
    let last = VirtualDuration(seconds: end).microseconds
    var high = last
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if happens(Double(middle) / 1_000_000) { high = middle } else { low = middle }
    }
    return high == last ? end : Double(high) / 1_000_000
  }
}
