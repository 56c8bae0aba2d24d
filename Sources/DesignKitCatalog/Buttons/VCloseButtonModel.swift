import DesignKitCore

/// The model of `VCloseButton`: a round neutral button with a cross.
public struct VCloseButtonModel: PressableModel {
  /// Sizes.
  public typealias Layout = IconButtonLayout
  /// Colors per interaction state.
  public typealias Colors = ButtonColors
  /// Fonts: none, the cross is drawn.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  /// Sizes and spacing.
  public var layout = Layout(iconDimension: 11)
  /// Colors.
  public var colors = Colors.filled(Palette.fill, content: Palette.primaryText)
  /// Fonts.
  public var fonts = Fonts()
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
