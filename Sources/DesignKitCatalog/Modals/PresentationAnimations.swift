import DesignKitCore

/// The animations of presented content per transition slot (`animations` of a modal, dialog, menu, action sheet or
/// side bar); their durations are how long presenting and dismissing last.
public struct PresentationAnimations: ModelGroup {
  /// When it appears.
  public var appear = Motion.appear
  /// When it disappears.
  public var disappear = Motion.disappear
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}

  /// Sliding in and out linearly over 0.2 s (VComponents' side bar and half modal).
  public static var slide: PresentationAnimations {
    var animations = PresentationAnimations()
    animations.appear = .linear(duration: 0.2)
    animations.disappear = .linear(duration: 0.2)
    return animations
  }
}
