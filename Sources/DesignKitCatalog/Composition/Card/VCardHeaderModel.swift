import DesignKitCore

/// The model of `VCardHeader`: the top of a card, holding its title and description.
public struct VCardHeaderModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Padding around the header.
    public var padding = Insets(Metrics.spacing(2))
    /// Spacing between the title and the description.
    @Dimension public var spacing: Double = Metrics.spacing(0.75)
    /// How the title and description align.
    public var alignment = LineAlignment.leading
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background, clear to show the card's.
    public var background = Palette.clear
    /// The defaults.
    public init() {}
  }

  /// Fonts: none, the children have their own.
  public typealias Fonts = NoFonts

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
