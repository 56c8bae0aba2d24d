import DesignKitCore

/// The model of `VCardHeader`: the top of a card, holding its title and description.
public typealias VCardHeaderModel = LayoutPartModel<CardHeaderPart>

/// The sizes and colors of `VCardHeaderModel`.
public enum CardHeaderPart: LayoutPartRole {
  public static var modelName: String { "VCardHeaderModel" }
  /// Animations: a card part is only enabled or disabled.
  public typealias Animations = AvailabilityAnimations
  /// Sizes and spacing: a column's.
  public typealias Layout = CardColumnLayout
  /// Colors: a clear background.
  public typealias Colors = BackgroundColors

  /// The model's default layout: padding all round, three quarters of a spacing between the title and the
  /// description, aligned to the leading edge.
  public static var layout: Layout { Layout(padding: Insets(Metrics.spacing(2)), spacing: Metrics.spacing(0.75)) }
}
