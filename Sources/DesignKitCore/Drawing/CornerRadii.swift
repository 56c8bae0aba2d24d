/// The radius of each corner; leading and trailing follow the layout direction.
public struct CornerRadii: Sendable, Equatable {
  /// Top-leading radius.
  public var topLeading: Double
  /// Top-trailing radius.
  public var topTrailing: Double
  /// Bottom-trailing radius.
  public var bottomTrailing: Double
  /// Bottom-leading radius.
  public var bottomLeading: Double

  /// Radii per corner.
  public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomTrailing = bottomTrailing
    self.bottomLeading = bottomLeading
  }

  /// The same radius on every corner.
  public init(_ all: Double) { self.init(topLeading: all, topTrailing: all, bottomTrailing: all, bottomLeading: all) }

  /// Whether every corner has the same radius.
  public var isUniform: Bool {
    topLeading == topTrailing && topLeading == bottomTrailing && topLeading == bottomLeading
  }

  /// Leading and trailing swapped, for right-to-left layouts.
  public var mirrored: CornerRadii {
    CornerRadii(
      topLeading: topTrailing, topTrailing: topLeading, bottomTrailing: bottomLeading, bottomLeading: bottomTrailing)
  }
}
