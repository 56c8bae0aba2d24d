/// An animation a model assigns to a transition: a timing curve with a duration, or a spring, plus
/// delay, speed and repetition. Evaluation lives in the animation engine (`AnimationEvaluator`).
///
/// Two specs are equal when they animate the same way: `autoreverses` only counts when the animation
/// repeats. JSON spellings are in `AnimationSpec+JSON.swift`, the SwiftUI-like text syntax
/// (`easeIn(duration: 0.1).delay(0.2)`) in `AnimationSpec+Text.swift`.
public struct AnimationSpec: Hashable, Sendable {
  /// What moves the value from start to end.
  public enum Kind: Hashable, Sendable {
    /// No animation: the new value at once.
    case none
    /// A timing curve over a duration in seconds.
    case timing(TimingCurve, duration: Double)
    /// A spring.
    case spring(Spring)
  }

  /// Cubic Bézier timing curves.
  public enum TimingCurve: Hashable, Sendable {
    /// The named curves (SwiftUI's).
    case linear, ease, easeIn, easeOut, easeInOut
    /// A custom curve with control points (x1, y1) and (x2, y2); x in 0...1, y free.
    case custom(x1: Double, y1: Double, x2: Double, y2: Double)
  }

  /// Springs in every SwiftUI parameterization.
  public enum Spring: Hashable, Sendable {
    /// SwiftUI `.smooth` (duration 0.5, bounce 0).
    case smooth
    /// SwiftUI `.snappy` (duration 0.5, bounce 0.15).
    case snappy
    /// SwiftUI `.bouncy` (duration 0.5, bounce 0.3).
    case bouncy
    /// SwiftUI `Animation.default` on iOS 17+ (response 0.55, damping fraction 1).
    case `default`
    /// SwiftUI `.interactiveSpring()` (response 0.15, damping fraction 0.86, blend 0.25).
    case interactive
    /// `spring(response:dampingFraction:blendDuration:)`.
    case response(response: Double, dampingFraction: Double, blendDuration: Double)
    /// `spring(duration:bounce:)`.
    case duration(duration: Double, bounce: Double)
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    case physical(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  }

  /// How often the animation runs.
  public enum Repeat: Hashable, Sendable {
    /// Once.
    case once
    /// A number of times in total.
    case count(Int)
    /// Until it is replaced.
    case forever
  }

  /// The curve or spring.
  public var kind: Kind
  /// Seconds before the animation starts; not scaled by `speed`.
  public var delay: Double
  /// Playback speed multiplier (2 runs twice as fast).
  public var speed: Double
  /// Repetition.
  public var repeats: Repeat
  /// Whether repetitions play backwards every other time; ignored when `repeats` is `.once`.
  public var autoreverses: Bool
  /// Whether Reduce Motion keeps this animation as it is (motion essential to meaning).
  public var isEssential: Bool

  /// Creates an animation spec.
  public init(
    _ kind: Kind, delay: Double = 0, speed: Double = 1, repeats: Repeat = .once, autoreverses: Bool = false,
    isEssential: Bool = false
  ) {
    self.kind = kind
    self.delay = delay
    self.speed = speed
    self.repeats = repeats
    self.autoreverses = autoreverses
    self.isEssential = isEssential
  }

  /// SwiftUI's default duration for timing curves when none is given.
  public static let defaultTimingDuration = 0.35

  /// No animation.
  public static let none = AnimationSpec(.none)
  /// Linear over `duration` seconds.
  public static func linear(duration: Double = defaultTimingDuration) -> AnimationSpec {
    AnimationSpec(.timing(.linear, duration: duration))
  }
  /// Ease-in over `duration` seconds.
  public static func easeIn(duration: Double = defaultTimingDuration) -> AnimationSpec {
    AnimationSpec(.timing(.easeIn, duration: duration))
  }
  /// Ease-out over `duration` seconds.
  public static func easeOut(duration: Double = defaultTimingDuration) -> AnimationSpec {
    AnimationSpec(.timing(.easeOut, duration: duration))
  }
  /// Ease-in-out over `duration` seconds.
  public static func easeInOut(duration: Double = defaultTimingDuration) -> AnimationSpec {
    AnimationSpec(.timing(.easeInOut, duration: duration))
  }
  /// A custom cubic Bézier over `duration` seconds.
  public static func timingCurve(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = defaultTimingDuration
  ) -> AnimationSpec {
    AnimationSpec(.timing(.custom(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration))
  }
  /// `spring(response:dampingFraction:blendDuration:)` with SwiftUI's defaults.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> AnimationSpec
  {
    AnimationSpec(
      .spring(.response(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
  }
  /// `spring(duration:bounce:)`.
  public static func spring(duration: Double, bounce: Double = 0) -> AnimationSpec {
    AnimationSpec(.spring(.duration(duration: duration, bounce: bounce)))
  }
  /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> AnimationSpec {
    AnimationSpec(
      .spring(.physical(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
  }
  /// SwiftUI `Animation.default` (iOS 17+).
  public static let `default` = AnimationSpec(.spring(.default))
  /// SwiftUI `.smooth`.
  public static let smooth = AnimationSpec(.spring(.smooth))
  /// SwiftUI `.snappy`.
  public static let snappy = AnimationSpec(.spring(.snappy))
  /// SwiftUI `.bouncy`.
  public static let bouncy = AnimationSpec(.spring(.bouncy))
  /// SwiftUI `.interactiveSpring()`.
  public static let interactiveSpring = AnimationSpec(.spring(.interactive))

  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> AnimationSpec {
    var copy = self
    copy.repeats = .forever
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation repeated `count` times in total.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> AnimationSpec {
    var copy = self
    copy.repeats = .count(count)
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation after a delay.
  public func delay(_ seconds: Double) -> AnimationSpec {
    var copy = self
    copy.delay = seconds
    return copy
  }

  /// This animation played `speed` times as fast.
  public func speed(_ speed: Double) -> AnimationSpec {
    var copy = self
    copy.speed = speed
    return copy
  }

  /// This animation marked as essential, so Reduce Motion leaves it alone.
  public func essential(_ isEssential: Bool = true) -> AnimationSpec {
    var copy = self
    copy.isEssential = isEssential
    return copy
  }

  public static func == (lhs: AnimationSpec, rhs: AnimationSpec) -> Bool {
    lhs.kind == rhs.kind && lhs.delay == rhs.delay && lhs.speed == rhs.speed && lhs.repeats == rhs.repeats
      && lhs.effectiveAutoreverses == rhs.effectiveAutoreverses && lhs.isEssential == rhs.isEssential
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(delay)
    hasher.combine(speed)
    hasher.combine(repeats)
    hasher.combine(effectiveAutoreverses)
    hasher.combine(isEssential)
  }

  /// `autoreverses` where it has an effect (the animation repeats), else false.
  package var effectiveAutoreverses: Bool { repeats != .once && autoreverses }

  /// Whether delay, speed, repetition and essentiality all have their default values.
  var hasDefaultOptions: Bool { delay == 0 && speed == 1 && repeats == .once && !isEssential }
}
