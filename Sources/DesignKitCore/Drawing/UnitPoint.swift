/// A point in unit coordinates of a frame: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Sendable, Equatable {
  /// Horizontal position, 0 at the leading edge.
  public var x: Double
  /// Vertical position, 0 at the top.
  public var y: Double

  /// Creates a unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
