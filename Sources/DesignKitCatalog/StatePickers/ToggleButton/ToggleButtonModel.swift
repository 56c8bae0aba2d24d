import DesignKitCore

/// The defaults of one toggle button: its sizes and its title's font.
public protocol ToggleButtonRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: ModelGroup & ResolvedGroup
  /// The title's font per platform.
  static var titleFont: PlatformFont { get }
}

/// The model of a button with an on / off value (`VStretchedToggleButton`, `VWrappedToggleButton`,
/// `VRectangularToggleButton`): they share colors, animations and behaviour, and each is an alias of its own role,
/// which holds its `Layout` and title font.
public struct ToggleButtonModel<Role: ToggleButtonRole>: ComponentModel {
  /// Sizes and spacing.
  public typealias Layout = Role.Layout
  /// Colors per value and interaction state.
  public typealias Colors = ToggleButtonColors
  /// Fonts.
  public typealias Fonts = TitleFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = ToggleButtonBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(title: Role.titleFont)
  /// Animations: the value changes with a quick ease-in and presses show no motion.
  public var animations = Animations(press: .none, stateChange: .easeIn(duration: 0.1))
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}

  public static var typeName: String { Role.modelName }
}
