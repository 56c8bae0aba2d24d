/// A drawing after layout: physical positions, ready for a back-end to paint in order.
public struct LaidOutDrawing: Sendable, Equatable {
  /// The laid-out width.
  public var width: Double
  /// The laid-out height.
  public var height: Double
  /// What to paint, back to front.
  public var nodes: [PlacedNode]

  /// Creates a laid-out drawing.
  public init(width: Double, height: Double, nodes: [PlacedNode]) {
    self.width = width
    self.height = height
    self.nodes = nodes
  }
}
