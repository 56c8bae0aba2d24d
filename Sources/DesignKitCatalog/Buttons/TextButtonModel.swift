import DesignKitCore

/// The model of the text buttons (`VPlainButton`, `VLink`, `VNavigationLink`): a borderless title in the link
/// color. They share one type because they share every default; a preset still styles each apart.
public struct TextButtonModel: PressableModel {
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

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors(.titleOnly(Palette.link))
  /// Fonts.
  public var fonts = Fonts(title: Typography.font(.subheadline, weight: .semibold))
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}
