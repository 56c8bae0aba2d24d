import DesignKitValues

/// A span of virtual time, exact to the microsecond, so that timers add up without rounding drift.
///
/// Machines keep their timers as remaining durations of this type; nothing reads the wall clock.
public struct VirtualDuration: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The span in whole microseconds, never negative.
  public var microseconds: Int64

  /// The longest representable span (about 292 000 years); stands for "never" where a timer is off.
  public static let forever = VirtualDuration(microseconds: Int64.max / 2)
  /// No time.
  public static let zero = VirtualDuration(microseconds: 0)

  /// A span of whole microseconds; negative values become zero.
  public init(microseconds: Int64) { self.microseconds = max(0, microseconds) }

  /// A span in seconds, rounded to the microsecond; NaN and negative values become zero, huge values `forever`.
  public init(seconds: Double) {
    guard seconds.isFinite else {
      self = seconds > 0 ? .forever : .zero
      return
    }
    let us = (seconds * 1_000_000).rounded()
    if us <= 0 {
      microseconds = 0
    } else if us >= Double(VirtualDuration.forever.microseconds) {
      microseconds = VirtualDuration.forever.microseconds
    } else {
      microseconds = Int64(us)
    }
  }

  /// The span in seconds.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// Whether the span is zero.
  public var isZero: Bool { microseconds == 0 }

  public static func < (a: VirtualDuration, b: VirtualDuration) -> Bool { a.microseconds < b.microseconds }

  /// The sum, saturating at `forever`.
  public static func + (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
    VirtualDuration(microseconds: min(forever.microseconds, a.microseconds + min(b.microseconds, forever.microseconds)))
  }

  /// The difference, never below zero.
  public static func - (a: VirtualDuration, b: VirtualDuration) -> VirtualDuration {
    VirtualDuration(microseconds: a.microseconds - b.microseconds)
  }

  /// The span in seconds as the shortest decimal (`0.4`, `1`).
  public var description: String { JSONWriter.format(seconds) }
}

/// The virtual clock a machine keeps outside its state: the time of the last clock event.
///
/// Timers live in machine states as remaining durations, so two machines that differ only in the clock
/// behave alike (which keeps exploration finite); the clock turns absolute `clockAdvanced(to:)` events
/// into elapsed spans.
public struct VirtualClock: Hashable, Sendable {
  /// The current time since the machine was created.
  public private(set) var now: VirtualDuration = .zero

  /// A clock at time zero.
  public init() {}

  /// Moves to `seconds` and returns the elapsed span; nil when `seconds` is not later than now (time never goes back).
  public mutating func advance(to seconds: Double) -> VirtualDuration? {
    let target = VirtualDuration(seconds: seconds)
    guard target > now else { return nil }
    defer { now = target }
    return target - now
  }

  /// Moves forward by `seconds` and returns the elapsed span; nil when it is not positive.
  public mutating func advance(by seconds: Double) -> VirtualDuration? {
    let span = VirtualDuration(seconds: seconds)
    guard !span.isZero else { return nil }
    now = now + span
    return span
  }
}
