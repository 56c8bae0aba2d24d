import DesignKitCore

/// The sizes every marquee has: its inset and the gradient mask at its edges.
public struct MarqueeLayout: Codable, Sendable, Equatable {
  /// Inset of the content from the container's edges, inside the gradient mask.
  @Dimension public var inset: Double = 0
  /// Which way the content travels, the same in either layout direction (a marquee's text scrolls the way its own
  /// script reads, not the way the screen is laid out).
  public var scrollDirection = MarqueeScrollDirection.leftToRight
  /// Where content that fits rests.
  public var stationaryAlignment = LineAlignment.leading
  /// Width of the gradient that fades the moving content at the container's edges; 0 draws none. (VComponents draws
  /// none by default; a fade shows that the content goes on past the edge rather than being cut.)
  @Dimension public var gradientMaskWidth: Double = Metrics.spacing(2)
  /// The content's opacity at the container's very edge.
  @Opacity public var gradientMaskEdgeOpacity: Double = 0
  /// The content's opacity where the gradient ends, toward the middle.
  @Opacity public var gradientMaskInnerOpacity: Double = 1
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics`.
  public init() {}
}

/// Which way a marquee's content travels.
public enum MarqueeScrollDirection: String, StyleChoice {
  /// Its left end shows first and it travels to the left, as text read left to right scrolls.
  case leftToRight
  /// Its right end shows first and it travels to the right.
  case rightToLeft
}
