import DesignKitCore

/// The animations of a component on `StaticMachine`, one per slot: enabled-ness, focus and hover.
///
/// Models nest it as their `Animations` (`public typealias Animations = StaticAnimations`), so the slots stay flat
/// under `animations` where the session looks them up.
public struct StaticAnimations: ModelGroup {
  /// When enabled-ness changes.
  public var stateChange = Motion.stateChange
  /// When focus arrives or leaves (only on components that take focus).
  public var focus = Motion.focus
  /// When a pointer starts or stops hovering (only on components that take hover).
  public var hover = Motion.hover
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}
