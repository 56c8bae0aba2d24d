import DesignKitCore

/// The model of `VCard`: a padded, rounded layer with a soft shadow.
public typealias VCardModel = LayoutPartModel<CardPart>

/// The sizes and colors of `VCardModel`.
public enum CardPart: LayoutPartRole {
  public static var modelName: String { "VCardModel" }
  /// Animations: a card part is only enabled or disabled.
  public typealias Animations = AvailabilityAnimations

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Padding around the content when the card has no parts, per platform: 16, 8 on watchOS (`Metrics.margins(_:)`).
    public var padding = Metrics.margins(Insets(Metrics.spacing(2)))
    /// Corner radius.
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Width of the border, drawn inside the edge in `colors.border`.
    @Dimension public var borderWidth: Double = Metrics.hairline
    /// The soft shadow under the card.
    public var shadow = Shadow(color: AdaptiveColor.black.opacity(0.06), radius: 8, y: 2)
    /// Whether a card built from parts (header, content, footer) drops its own padding, because its parts own
    /// their spacing.
    public var clearsPaddingWithParts = true
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// Background.
    public var background = Palette.layer
    /// Border, clear unless a preset outlines cards.
    public var border = Palette.clear
    /// The defaults.
    public init() {}
  }
}
