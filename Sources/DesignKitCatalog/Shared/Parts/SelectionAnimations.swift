import DesignKitCore

/// The animations of a control that selects one of its options (segmented picker, radio group, tab bar) per
/// transition slot, flat so a session finds each slot by name.
public struct SelectionAnimations: ModelGroup {
  /// When the selection moves to another option.
  public var selection = Motion.stateChange
  /// When an option's pressed look appears.
  public var press = Motion.press
  /// When an option's pressed look goes away.
  public var release = Motion.press
  /// When enabled-ness changes.
  public var stateChange = Motion.stateChange
  /// When focus arrives or leaves.
  public var focus = Motion.focus
  /// When a pointer starts or stops hovering.
  public var hover = Motion.hover

  /// The theme's animations.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}

  /// The theme's animations with the selection moving by `selection` and options pressed by `press`.
  public init(selection: AnimationSpec, press: AnimationSpec = Motion.press) {
    self.selection = selection
    self.press = press
    release = press
  }
}

/// The behaviour of a control whose arrow keys move through its options.
public struct WrapBehavior: ModelGroup {
  /// Whether arrow keys wrap from the last option to the first and back.
  public var wrapsAround = true
  /// The defaults.
  public init() {}
}
