import DesignKitCore

/// The animations of a control that selects one of its options (segmented picker, radio group, tab bar) per
/// transition slot: `selection` followed by `PressAnimations`' slots for its options, flat so a session finds each
/// slot by name (`ComposedGroup`).
public struct SelectionAnimations: ComposedGroup {
  /// The slot of the selection.
  public struct Own: ModelGroup {
    /// When the selection moves to another option.
    public var selection = Motion.stateChange
    /// The theme's animation.
    public init() {}
  }

  /// `selection`.
  public var own = Own()
  /// An option's `press`, `release`, `stateChange`, `focus` and `hover`.
  public var shared = PressAnimations()

  /// The theme's animations.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}

  /// The theme's animations with the selection moving by `selection` and options pressed by `press`.
  public init(selection: AnimationSpec, press: AnimationSpec = Motion.press) {
    own.selection = selection
    shared = PressAnimations(press: press)
  }
}

/// The behaviour of a control whose arrow keys move through its options.
public struct WrapBehavior: ModelGroup {
  /// Whether arrow keys wrap from the last option to the first and back.
  public var wrapsAround = true
  /// The defaults.
  public init() {}
}
