import DesignKitValues

/// A number animated toward its latest target, which handles interruptions the way SwiftUI does.
///
/// A new target while an animation runs does not restart from a standstill:
/// - timing curves (and repeating animations) compose additively: each animation moves its own delta
///   (new target − previous target) by its own progress and the deltas add up, so the position is
///   always continuous; the velocity is continuous only if the new curve starts with slope 0;
/// - a non-repeating spring retargets: it starts from the current position with the current velocity
///   (plus its own initial velocity times the remaining distance) and replaces everything before it.
///   With unchanged parameters this equals the additive result, since the spring equation is linear.
///
/// Times are absolute seconds on the caller's clock; sampling does not allocate.
public struct AnimatedValue: Sendable {
  /// The value everything settles at.
  public private(set) var target: Double
  private var segments: [Segment] = []

  /// One running animation's share of the displacement from `target`; it tends to 0 as it finishes.
  enum Segment: Sendable {
    /// `delta · (progress − 1)` of an evaluator started at `start`.
    case additive(AnimationEvaluator, start: Double, delta: Double)
    /// The spring's own displacement from the target, starting at `start + delay`, time scaled by `speed`;
    /// `end` is when it settles.
    case spring(SpringMotion, start: Double, delay: Double, speed: Double, end: Double)
  }

  /// A value at rest.
  public init(_ value: Double) { target = value }

  /// This value animating to `newTarget` with `spec`, interrupting whatever runs at time `time`.
  public func animating(to newTarget: Double, with spec: AnimationSpec, at time: Double) -> AnimatedValue {
    var copy = self
    copy.animate(to: newTarget, with: spec, at: time)
    return copy
  }

  /// Starts animating to `newTarget` with `spec` at time `time`, continuing from the current motion.
  public mutating func animate(to newTarget: Double, with spec: AnimationSpec, at time: Double) {
    // Finished additive shares are exactly 0; a settled spring still holds its last sub-ε displacement.
    segments.removeAll { segment in
      if case .additive = segment { return segment.isFinished(at: time) }
      return false
    }
    if case .spring(let spring) = spec.kind, spec.repeats == .once {
      let (position, velocity) = state(at: time)
      let distance = newTarget - position
      let motion = SpringModel(spring).motion(
        from: position, to: newTarget, initialVelocity: velocity + spring.initialVelocity * distance)
      target = newTarget
      let end = time + spec.delay + motion.settlingTime() / spec.speed
      segments = [.spring(motion, start: time, delay: spec.delay, speed: spec.speed, end: end)]
      return
    }
    segments.append(.additive(AnimationEvaluator(spec), start: time, delta: newTarget - target))
    target = newTarget
  }

  /// The value at time `t`.
  public func value(at t: Double) -> Double { state(at: t).position }

  /// The velocity at time `t`, in units per second.
  public func velocity(at t: Double) -> Double { state(at: t).velocity }

  /// Position and velocity at time `t`.
  public func state(at t: Double) -> (position: Double, velocity: Double) {
    var position = target
    var velocity = 0.0
    for segment in segments {
      switch segment {
      case .additive(let evaluator, let start, let delta):
        position += delta * (evaluator.value(at: t - start) - 1)
        velocity += delta * evaluator.velocity(at: t - start)
      case .spring(let motion, let start, let delay, let speed, _):
        let local = max(0, (t - start - delay) * speed)
        let s = motion.state(at: local)
        position += s.position - motion.target
        if t - start >= delay { velocity += s.velocity * speed }
      }
    }
    return (position, velocity)
  }

  /// Whether every animation has ended by time `t`: timing curves exactly at `target`, a spring within
  /// `SpringModel.settlingEpsilon` of the distance it covers.
  public func isFinished(at t: Double) -> Bool { segments.allSatisfy { $0.isFinished(at: t) } }
}

extension AnimatedValue.Segment {
  func isFinished(at t: Double) -> Bool {
    switch self {
    case .additive(let evaluator, let start, _):
      return evaluator.isFinished(at: t - start)
    case .spring(_, _, _, _, let end):
      return t >= end
    }
  }
}
