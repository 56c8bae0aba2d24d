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

  public var layout = Layout()
  public var colors = Colors.borderless(Palette.accent)
  public var fonts = Fonts(title: Typography.font(.subheadline, weight: .semibold))
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
