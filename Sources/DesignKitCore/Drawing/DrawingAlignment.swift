/// Where content sits inside a larger space.
public struct DrawingAlignment: Sendable, Equatable {
  /// Horizontal placement; leading and trailing follow the layout direction.
  public enum Horizontal: String, Sendable {
    /// The leading edge, the middle and the trailing edge.
    case leading, center, trailing
  }

  /// Vertical placement.
  public enum Vertical: String, Sendable {
    /// The top edge, the middle and the bottom edge.
    case top, center, bottom
  }

  /// The horizontal part.
  public var horizontal: Horizontal
  /// The vertical part.
  public var vertical: Vertical

  /// Creates an alignment.
  public init(horizontal: Horizontal = .center, vertical: Vertical = .center) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred on both axes.
  public static let center = DrawingAlignment()
  /// Leading, vertically centred.
  public static let leading = DrawingAlignment(horizontal: .leading)
  /// Trailing, vertically centred.
  public static let trailing = DrawingAlignment(horizontal: .trailing)
}
