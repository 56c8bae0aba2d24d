import DesignKitCore

/// The animations of a marquee per transition slot.
public struct MarqueeAnimations: ModelGroup {
  /// The curve of each leg; the leg lasts as long as `misc` says (its distance at the velocity, or the fixed
  /// duration), whatever this animation's own duration.
  public var scroll = AnimationSpec.linear(duration: 1)
  /// When the content stops and returns to rest (it now fits, Reduce Motion came on).
  public var stateChange = Motion.stateChange
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}
