import DesignKitCore

/// The model of `VChevronButton`: a round neutral button with a chevron.
public struct VChevronButtonModel: PressableModel {
  /// Sizes.
  public typealias Layout = IconButtonLayout
  /// Colors per interaction state.
  public typealias Colors = ButtonColors
  /// Fonts: none, the chevron is drawn.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  public var layout = Layout(iconDimension: 12)
  public var colors = Colors.filled(Palette.fill, content: Palette.primaryText)
  public var fonts = Fonts()
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
