import DesignKitValues

/// How paint is applied to a shape.
public struct DrawingPaint: Sendable, Equatable {
  /// The fill, or nil for none.
  public var fill: Color?
  /// The outline color, or nil for none.
  public var stroke: Color?
  /// The outline width.
  public var lineWidth: Double
  /// Where the outline lies relative to the shape's edge.
  public var placement: StrokePlacement

  /// Creates a paint.
  public init(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 0, placement: StrokePlacement = .centered) {
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
    self.placement = placement
  }
}

/// Where an outline lies relative to the edge of its shape.
public enum StrokePlacement: String, Sendable {
  /// Centred on the edge (SwiftUI `stroke`).
  case centered
  /// Inside the edge (SwiftUI `strokeBorder`).
  case inside
  /// Outside the edge, with concentric corners (a focus ring).
  case outside
}
