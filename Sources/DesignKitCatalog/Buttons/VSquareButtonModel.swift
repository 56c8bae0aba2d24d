import DesignKitCore

/// The model of `VSquareButton`: a square filled button with a short title or an icon.
public struct VSquareButtonModel: PressableModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Side of the square.
    @Dimension public var dimension: Double = 56
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = 16
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: 3, vertical: 3)
    /// The defaults.
    public init() {}
  }

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
  public var colors = Colors.filled(Palette.accent, content: Palette.onAccent)
  /// (Semibold subheadline: the type scale has no 14 pt style, which VComponents uses.)
  public var fonts = Fonts(title: Typography.font(.subheadline, weight: .semibold))
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
