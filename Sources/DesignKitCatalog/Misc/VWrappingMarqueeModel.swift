import DesignKitCore

/// The model of `VWrappingMarquee`: content wider than its container travels by its own width while a copy follows it in, waits, and goes again; content that fits, Reduce Motion and leaving the screen stop it.
public struct VWrappingMarqueeModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The inset and the gradient mask.
    public var edges = MarqueeLayout()
    /// Spacing between the content and the copy that follows it.
    @Dimension public var contentSpacing: Double = Metrics.spacing(2.5)
    /// The defaults.
    public init() {}
  }

  /// Colors (the content brings its own).
  public typealias Colors = NoColors
  /// Fonts (the content brings its own).
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = MarqueeAnimations
  /// Behaviour.
  public typealias Misc = MarqueeBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations per transition slot.
  public var animations = Animations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  public init() {}

  /// The marquee machine's tunables.
  public var parameters: MarqueeParameters { misc.parameters(spacing: layout.contentSpacing) }
}
