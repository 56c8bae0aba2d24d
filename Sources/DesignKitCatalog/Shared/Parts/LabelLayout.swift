import DesignKitCore

/// How a label sets its icon beside its title (`layout.label`): a component whose content takes a title, an icon or
/// both (`icon: .gear`). The icon's color per state is the model's `colors.icon`; the title keeps its own font and
/// color.
public struct LabelLayout: Codable, Sendable, Equatable {
  /// Where the icon sits against the title; leading and trailing follow the layout direction.
  public var placement = LabelPlacement.leading
  /// Space between the icon and the title, in points; 0 sets them edge to edge.
  @Dimension public var spacing: Double = Metrics.spacing(1)
  /// Width and height of the icon's square, in points.
  @Dimension public var iconSize: Double = 18

  /// The icon leading its title, one spacing unit apart.
  public init() {}

  /// A label whose icon has its own place, size and spacing.
  public init(placement: LabelPlacement = .leading, spacing: Double, iconSize: Double) {
    self.placement = placement
    self.spacing = spacing
    self.iconSize = iconSize
  }
}

/// Where a label's icon sits against its title.
public enum LabelPlacement: String, StyleChoice {
  /// Before or after the title along the line, above or below it.
  case leading, trailing, top, bottom
}
