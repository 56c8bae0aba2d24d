import DesignKitCore

/// The defaults of one round icon button.
public protocol IconButtonRole: ModelRole {
  /// The icon's size.
  static var iconDimension: Double { get }
}

/// The model of a round neutral button with a drawn icon (`VCloseButton`, `VChevronButton`); each is an alias of
/// its own role, so `VCloseButtonModel()` has the close button's icon size.
public struct IconButtonModel<Icon: IconButtonRole>: PressableModel {
  /// Sizes.
  public typealias Layout = IconButtonLayout
  /// Colors per interaction state.
  public typealias Colors = ButtonColors
  /// Fonts: none, the icon is drawn.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  /// Sizes and spacing.
  public var layout = Layout(iconDimension: Icon.iconDimension)
  /// Colors.
  public var colors = Colors(
    background: Palette.interactiveNeutralFill(Palette.fill), content: Palette.interactiveContent(Palette.primaryText))
  /// Fonts.
  public var fonts = Fonts()
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
  /// `Motion`.
  public init() {}

  public static var typeName: String { Icon.modelName }
}
