import DesignKitCore

/// The model of `VSecondaryButton`: a compact filled capsule for secondary actions.
public struct VSecondaryButtonModel: PressableModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Smallest height of the button; it grows with its title.
    @Dimension public var minHeight: Double = 32
    /// How far (points) the tappable area reaches beyond the control on each side.
    @Dimension public var hitBox: Double = Metrics.hitBox(around: 32)
    /// Corner radius of the background (half the height: a capsule).
    @Dimension public var cornerRadius: Double = 16
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: Metrics.spacing(1.25), vertical: 3)
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
  /// Fonts.
  public var fonts = Fonts(title: Typography.font(.callout, weight: .semibold))
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
