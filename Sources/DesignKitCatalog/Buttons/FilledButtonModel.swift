import DesignKitCore

/// The defaults of one compact filled button: its sizes and its title's font.
public protocol FilledButtonRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: ModelGroup & BorderedLayout & ResolvedGroup
  /// The title's font per platform.
  static var titleFont: PlatformFont { get }
}

/// A layout with a border the `bordered` variants widen.
public protocol BorderedLayout {
  /// Width of the border, drawn inside the background's edge; 0 draws none.
  var borderWidth: Double { get set }
}

/// The model of a compact button filled with the accent color (`VSecondaryButton`, `VSquareButton`): they share
/// colors, animations and behaviour, and each is an alias of its own role, which holds its `Layout` and title font.
public struct FilledButtonModel<Role: FilledButtonRole>: PressableModel {
  /// Sizes and spacing.
  public typealias Layout = Role.Layout
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
  public var colors = Colors(.filled(Palette.accent, content: Palette.onAccent))
  /// Fonts.
  public var fonts = Fonts(title: Role.titleFont)
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

  public static var typeName: String { Role.modelName }
}
