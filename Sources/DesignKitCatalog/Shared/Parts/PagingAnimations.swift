import DesignKitCore

/// The animations of a paged view (a carousel, a pager tab view) per transition slot.
public struct PagingAnimations: ModelGroup {
  /// When the pages settle on the selected page (after a drag, a tab tap or the owner's change); how long the
  /// settle lasts.
  public var selection = AnimationSpec.default
  /// When the page count changes.
  public var stateChange = Motion.stateChange
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}
