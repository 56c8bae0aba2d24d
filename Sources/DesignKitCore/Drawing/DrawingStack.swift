/// A row or a column of drawings.
public struct DrawingStack: Sendable, Equatable {
  /// Row or column.
  public enum Axis: String, Sendable {
    /// The two axes a stack lays its children along.
    case horizontal, vertical
  }

  /// The direction children follow.
  public var axis: Axis
  /// The gap between neighbours.
  public var spacing: Double
  /// Where children sit across the axis.
  public var alignment: DrawingAlignment
  /// The children, leading (or top) first.
  public var children: [Drawing]

  /// Creates a stack.
  public init(axis: Axis, spacing: Double, alignment: DrawingAlignment = .center, _ children: [Drawing]) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children
  }
}
