import DesignKitCore

/// The defaults of one toggle button: its sizes and its title's font. The toggle buttons share every other group:
/// `ToggleButtonColors`, `TitleFonts`, `PressAnimations` and `ToggleButtonBehavior`.
public protocol ToggleButtonRole: GroupedRole
where
  Layout: ModelGroup, Colors == ToggleButtonColors, Fonts == TitleFonts, Animations == PressAnimations,
  Misc == ToggleButtonBehavior
{
  /// The title's font per platform.
  static var titleFont: PlatformFont { get }
}

extension ToggleButtonRole {
  /// The title in the role's font.
  public static var fonts: TitleFonts { TitleFonts(title: titleFont) }
  /// The value changes with a quick ease-in and presses show no motion (a small value control's).
  public static var animations: PressAnimations { .valueControl }
}

/// The model of a button with an on / off value (`VStretchedToggleButton`, `VWrappedToggleButton`,
/// `VRectangularToggleButton`): they share colors, animations and behaviour, and each is an alias of its own role,
/// which holds its `Layout` and title font.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public typealias ToggleButtonModel<Role: ToggleButtonRole> = GroupedModel<Role>
