import DesignKitCore

/// The model of `VCardContent`: the body of a card, padded on the sides and bottom.
public struct VCardContentModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Padding around the content; none on top, where the header's padding already is.
    public var padding = Insets(
      top: 0, leading: Metrics.spacing(2), bottom: Metrics.spacing(2), trailing: Metrics.spacing(2))
    /// Spacing between the content's children.
    @Dimension public var spacing: Double = Metrics.spacing(1.5)
    /// How the children align.
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
