import DesignKitCore

/// The model of `VCardContent`: the body of a card, padded on the sides and bottom.
public typealias VCardContentModel = LayoutPartModel<CardContentPart>

/// The sizes and colors of `VCardContentModel`.
public enum CardContentPart: LayoutPartRole {
  public static var modelName: String { "VCardContentModel" }
  /// Animations: a card part is only enabled or disabled.
  public typealias Animations = AvailabilityAnimations
  /// Sizes and spacing: a column's.
  public typealias Layout = CardColumnLayout
  /// Colors: a clear background.
  public typealias Colors = BackgroundColors

  /// The model's default layout: padding on the sides and bottom (none on top, where the header's padding already
  /// is), a spacing and a half between the content's children, aligned to the leading edge.
  public static var layout: Layout {
    Layout(
      padding: Insets(top: 0, leading: Metrics.spacing(2), bottom: Metrics.spacing(2), trailing: Metrics.spacing(2)),
      spacing: Metrics.spacing(1.5))
  }
}
