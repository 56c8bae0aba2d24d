import DesignKitCore

/// The sizes every marquee has: its inset and the gradient mask at its edges.
public struct MarqueeLayout: Codable, Sendable, Equatable {
  /// Inset of the content from the container's edges, inside the gradient mask.
  @Dimension public var inset: Double = 0
  /// Whether the content travels against the reading direction (toward the trailing edge) instead of with it.
  public var travelsBackward = false
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
  public init() {}
}
