import DesignKitCore

/// The model of `VNavigationLink`: a borderless title in the accent color that pushes a destination.
public struct VNavigationLinkModel: PressableModel {
  /// Sizes.
  public typealias Layout = TextButtonLayout
  /// Colors per interaction state.
  public typealias Colors = ButtonColors
  /// Fonts.
  public typealias Fonts = TitleFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors.borderless(Palette.link)
  /// Fonts.
  public var fonts = Fonts(title: Typography.font(.subheadline, weight: .semibold))
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
