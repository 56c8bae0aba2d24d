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
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background, clear to show the card's.
    public var background = Palette.clear
    public init() {}
  }

  /// Fonts: none, the children have their own.
  public typealias Fonts = NoFonts

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    public init() {}
  }

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts()
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
