import DesignKitCore

/// The animations of a text input per transition slot of the text input machine.
public struct TextInputAnimations: ModelGroup {
  /// When enabled-ness changes or a secure text is revealed or hidden.
  public var stateChange = Motion.stateChange
  /// When the validation highlight changes.
  public var validation = Motion.stateChange
  /// When the clear button appears or goes away.
  public var buttonAppear = AnimationSpec.easeInOut()
  /// When focus arrives or leaves.
  public var focus = Motion.focus
  /// When a pointer starts or stops hovering.
  public var hover = Motion.hover
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}
