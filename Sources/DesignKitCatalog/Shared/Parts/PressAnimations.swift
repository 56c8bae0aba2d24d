import DesignKitCore

/// The animations of a pressable control per transition slot: the `Animations` of buttons and value controls, flat so a
/// session finds each slot by name.
public struct PressAnimations: ModelGroup {
  /// When the pressed look appears.
  public var press = Motion.press
  /// When the pressed look goes away.
  public var release = Motion.press
  /// When enabled-ness (or a value control's value) changes.
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

  /// The theme's animations with presses animated by `press` and value changes by `stateChange`.
  public init(press: AnimationSpec, stateChange: AnimationSpec = Motion.stateChange) {
    self.press = press
    release = press
    self.stateChange = stateChange
  }
}

extension PressAnimations {
  /// A small value control's (check box, radio button, toggle): the value changes with a quick ease-in and presses
  /// show no motion.
  public static var valueControl: PressAnimations { PressAnimations(press: .none, stateChange: .easeIn(duration: 0.1)) }
}
