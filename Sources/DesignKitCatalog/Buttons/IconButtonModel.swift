import DesignKitCore

/// The defaults of one round icon button: its icon's size. The icon buttons share every other group:
/// `IconButtonLayout`, neutral `ButtonColors`, no fonts (the icon is drawn), `PressAnimations` and `PressBehavior`.
public protocol IconButtonRole: GroupedRole
where
  Layout == IconButtonLayout, Colors == ButtonColors, Fonts == NoFonts, Animations == PressAnimations,
  Misc == PressBehavior
{
  /// The icon's size.
  static var iconDimension: Double { get }
}

extension IconButtonRole {
  /// The sizes, with the role's icon size.
  public static var layout: IconButtonLayout { IconButtonLayout(iconDimension: iconDimension) }
  /// A neutral fill with the icon in the primary text color.
  public static var colors: ButtonColors {
    ButtonColors(
      background: Palette.interactiveNeutralFill(Palette.fill), content: Palette.interactiveContent(Palette.primaryText)
    )
  }
}

/// The model of a round neutral button with a drawn icon (`VCloseButton`, `VChevronButton`); each is an alias of
/// its own role, so `VCloseButtonModel()` has the close button's icon size.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
/// `Motion`.
public typealias IconButtonModel<Icon: IconButtonRole> = GroupedModel<Icon>
