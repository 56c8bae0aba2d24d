import DesignKitCore

/// The model of the text buttons (`VPlainButton`, `VLink`, `VNavigationLink`): a borderless title in the link
/// color. They share one type because they share every default; a preset still styles each apart.
public typealias TextButtonModel = GroupedModel<TextButtonRole>

/// The groups of `TextButtonModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum TextButtonRole: GroupedRole {
  /// Sizes.
  public typealias Layout = TextButtonLayout
  /// Colors per interaction state.
  public typealias Colors = LabelButtonColors
  /// Fonts.
  public typealias Fonts = TitleFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  /// The title in the link color.
  public static var colors: Colors { Colors(.titleOnly(Palette.link)) }
  /// A semibold subheadline title.
  public static var fonts: Fonts { Fonts(title: Typography.font(.subheadline, weight: .semibold)) }
}
