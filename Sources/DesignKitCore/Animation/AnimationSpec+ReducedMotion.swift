import DesignKitValues

extension AnimationSpec {
  /// The spec to use when Reduce Motion is `enabled`: springs lose their bounce and loops stop.
  ///
  /// Springs keep their duration (response) but become critically damped (bounce 0, damping fraction 1);
  /// overdamped springs stay as they are. Repeating animations play once. Essential animations, and every
  /// animation when `enabled` is false, are returned unchanged. Which properties cross-fade instead of
  /// moving is the timeline's decision, not the spec's.
  public func reducedMotion(_ enabled: Bool = true) -> AnimationSpec {
    guard enabled, !isEssential else { return self }
    var copy = self
    copy.repeats = .once
    copy.autoreverses = false
    if case .spring(let spring) = kind {
      copy.kind = .spring(spring.withoutBounce)
    }
    return copy
  }
}

extension AnimationSpec.Spring {
  /// The same spring with no overshoot and the same duration.
  public var withoutBounce: AnimationSpec.Spring {
    switch self {
    case .smooth, .default: self
    case .snappy, .bouncy: .smooth
    case .interactive: .response(response: 0.15, dampingFraction: 1, blendDuration: 0.25)
    case .response(let response, let fraction, let blend):
      .response(response: response, dampingFraction: max(fraction, 1), blendDuration: blend)
    case .duration(let duration, let bounce):
      .duration(duration: duration, bounce: min(bounce, 0))
    case .physical(let mass, let stiffness, let damping, let velocity):
      .physical(
        mass: mass, stiffness: stiffness, damping: max(damping, 2 * (stiffness * mass).squareRoot()),
        initialVelocity: velocity)
    }
  }
}
