import DesignKitCore

/// The model of `VCardFooter`: the bottom row of a card, holding its actions.
public typealias VCardFooterModel = LayoutPartModel<CardFooterPart>

/// The sizes and colors of `VCardFooterModel`.
public enum CardFooterPart: LayoutPartRole {
  public static var modelName: String { "VCardFooterModel" }
  /// Animations: a card part is only enabled or disabled.
  public typealias Animations = AvailabilityAnimations

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Padding around the footer; none on top, where the content's padding already is; half on watchOS
    /// (`Metrics.margins(_:)`).
    public var padding = Metrics.margins(
      Insets(top: 0, leading: Metrics.spacing(2), bottom: Metrics.spacing(2), trailing: Metrics.spacing(2)))
    /// Spacing between the actions.
    @Dimension public var spacing: Double = Metrics.spacing(1)
    /// Where the actions sit.
    public var alignment = LineAlignment.trailing
    /// Thickness of the separator above the footer.
    @Dimension public var separatorWidth: Double = Metrics.hairline
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// A separator above the footer, clear unless a preset draws it.
    public var separator = Palette.clear
    /// The defaults.
    public init() {}
  }
}
