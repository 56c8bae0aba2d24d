import DesignKitCore

/// The model of `VCardContent`: the body of a card, padded on the sides and bottom.
public typealias VCardContentModel = LayoutPartModel<CardContentPart>

/// The sizes and colors of `VCardContentModel`.
public enum CardContentPart: LayoutPartRole {
  public static var modelName: String { "VCardContentModel" }
  /// Animations: a card part is only enabled or disabled.
  public typealias Animations = AvailabilityAnimations

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
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

  /// Colors: a clear background.
  public typealias Colors = BackgroundColors
}
