import DesignKitCore

/// The animations of an interactive control's states per transition slot: the slots every interactive control's
/// `Animations` ends with (`PressAnimations`, `SliderAnimations`, the wheel picker's), written once.
public struct InteractionAnimations: ModelGroup {
  /// When the control's state changes: enabled-ness, a value control's value, a drag starting or ending.
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
}

/// The animations of a press alone: the `Animations` of a control that has no other states (a container's close
/// button), and the start of `PressAnimations`.
public struct PressReleaseAnimations: ModelGroup {
  /// When the pressed look appears.
  public var press = Motion.press
  /// When the pressed look goes away.
  public var release = Motion.press

  /// The theme's animations.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}

/// The animations of a pressable control per transition slot: the `Animations` of buttons and value controls,
/// `PressReleaseAnimations`' slots followed by `InteractionAnimations`', flat so a session finds each slot by name
/// (`ComposedGroup`).
public struct PressAnimations: ComposedGroup {
  /// `press` and `release`.
  public var own = PressReleaseAnimations()
  /// `stateChange`, `focus` and `hover`.
  public var shared = InteractionAnimations()

  /// The theme's animations.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}

  /// The theme's animations with presses animated by `press` and value changes by `stateChange`.
  public init(press: AnimationSpec, stateChange: AnimationSpec = Motion.stateChange) {
    own.press = press
    own.release = press
    shared.stateChange = stateChange
  }
}

extension PressAnimations {
  /// A small value control's (check box, radio button, toggle): the value changes with a quick ease-in and presses
  /// show no motion.
  public static var valueControl: PressAnimations { PressAnimations(press: .none, stateChange: .easeIn(duration: 0.1)) }
}
