import DesignKitCore

/// The animations of a text input per transition slot: the `Animations` of a bare text field.
public struct TextInputAnimations: Codable, Sendable, Equatable {
  /// When enabled-ness, the validation highlight or a button's visibility changes.
  public var stateChange = Motion.stateChange
  /// When focus arrives or leaves.
  public var focus = Motion.focus
  /// When a pointer starts or stops hovering.
  public var hover = Motion.hover
  /// The defaults.
  public init() {}
}
