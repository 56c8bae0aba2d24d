import DesignKitValues

/// Samples an `AnimationSpec` as progress from 0 to 1 at any time; allocation-free after creation.
///
/// Time `t` is in seconds since the animation was triggered. Nothing moves during `delay` (which `speed`
/// does not scale); then each pass lasts `passDuration / speed`: the timing curve's duration, or the
/// spring's settling time (`SpringMotion.settlingTime`) from 0 to 1 with the spec's initial velocity.
/// Repeats play passes back to back; with `autoreverses` every second pass runs backwards. When the last
/// pass ends the value is exactly 1 (the model's new value), as in SwiftUI, even after an even number of
/// autoreversed passes.
public struct AnimationEvaluator: Sendable {
  /// The spec being evaluated.
  public let spec: AnimationSpec
  /// Seconds one pass takes at speed 1 (0 for `.none`; infinite for an undamped spring).
  public let passDuration: Double
  private let shape: Shape
  private let passes: Double
  private let reverses: Bool

  private enum Shape: Sendable {
    case instant
    case curve(UnitBezier)
    case spring(SpringMotion)
  }

  /// Prepares `spec` for sampling (solver samples, spring coefficients, settling time).
  public init(_ spec: AnimationSpec) {
    self.spec = spec
    switch spec.kind {
    case .none:
      shape = .instant
      passDuration = 0
    case .timing(let curve, let duration):
      shape = duration > 0 ? .curve(UnitBezier(curve)) : .instant
      passDuration = max(duration, 0)
    case .spring(let spring):
      let motion = SpringModel(spring).motion(initialVelocity: spring.initialVelocity)
      shape = .spring(motion)
      passDuration = motion.settlingTime()
    }
    switch spec.repeats {
    case .once: passes = 1
    case .count(let n): passes = Double(max(n, 1))
    case .forever: passes = .infinity
    }
    reverses = spec.effectiveAutoreverses
  }

  /// Seconds from the trigger to the end: delay plus every pass at the spec's speed; infinite when repeating forever.
  public var duration: Double {
    if case .instant = shape { return max(spec.delay, 0) }
    return max(spec.delay, 0) + passes * passDuration / spec.speed
  }

  /// Whether the animation has ended at time `t` (its value stays 1 from then on).
  public func isFinished(at t: Double) -> Bool { t >= duration }

  /// Progress at time `t`: 0 before the start, 1 once finished; springs and overshooting curves may leave 0...1.
  public func value(at t: Double) -> Double {
    guard let (local, backwards) = passTime(at: t) else { return t < spec.delay ? 0 : 1 }
    let time = backwards ? passDuration - local : local
    switch shape {
    case .instant: return 1
    case .curve(let curve): return curve.progress(at: time / passDuration)
    case .spring(let motion): return motion.position(at: time)
    }
  }

  /// The rate of change of `value(at:)` at time `t`, per second (0 before the start and after the end).
  public func velocity(at t: Double) -> Double {
    guard let (local, backwards) = passTime(at: t) else { return 0 }
    let time = backwards ? passDuration - local : local
    let sign: Double = backwards ? -1 : 1
    switch shape {
    case .instant: return 0
    case .curve(let curve): return sign * curve.velocity(at: time / passDuration) * spec.speed / passDuration
    case .spring(let motion): return sign * motion.state(at: time).velocity * spec.speed
    }
  }

  /// The time into the current pass (at speed 1) and whether that pass runs backwards; nil outside the run.
  private func passTime(at t: Double) -> (Double, Bool)? {
    let elapsed = (t - spec.delay) * spec.speed
    guard elapsed >= 0, passDuration > 0, elapsed < passes * passDuration else { return nil }
    if passes == 1 || passDuration == .infinity { return (elapsed, false) }
    let pass = (elapsed / passDuration).rounded(.down)
    let local = min(elapsed - pass * passDuration, passDuration)
    let isOdd = pass.truncatingRemainder(dividingBy: 2) == 1
    return (local, reverses && isOdd)
  }
}
