import DesignKitCore

/// The model of `VCardHeader`: the top of a card, holding its title and description.
public typealias VCardHeaderModel = LayoutPartModel<CardHeaderPart>

/// The sizes and colors of `VCardHeaderModel`.
public enum CardHeaderPart: LayoutPartRole {
  public static var modelName: String { "VCardHeaderModel" }
  /// Animations: a card part is only enabled or disabled.
  public typealias Animations = AvailabilityAnimations

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Padding around the header.
    public var padding = Insets(Metrics.spacing(2))
    /// Spacing between the title and the description.
    @Dimension public var spacing: Double = Metrics.spacing(0.75)
    /// How the title and description align.
    public var alignment = LineAlignment.leading
    /// The defaults.
    public init() {}
  }

  /// Colors: a clear background.
  public typealias Colors = BackgroundColors
}
