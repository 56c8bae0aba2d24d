import DesignKitCore

/// The model of `VBouncingMarquee`: content wider than its container travels to its far end, waits, and travels back; content that fits, Reduce Motion and leaving the screen stop it.
public struct VBouncingMarqueeModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The inset and the gradient mask.
    public var edges = MarqueeLayout()
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
  public var parameters: MarqueeParameters { misc.parameters(spacing: 0) }
}
