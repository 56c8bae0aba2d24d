import DesignKitCore

/// The `animations` of content that only changes enabled-ness (a list, a text, a sheet), per transition slot.
public struct AvailabilityAnimations: ModelGroup {
  /// When enabled-ness changes.
  public var stateChange = Motion.stateChange
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}
