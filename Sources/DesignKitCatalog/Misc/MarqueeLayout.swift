import DesignKitCore

/// The sizes every marquee has: its inset and the gradient mask at its edges.
public struct MarqueeLayout: Codable, Sendable, Equatable {
  /// Inset of the content from the container's edges, inside the gradient mask.
  @Dimension public var inset: Double = 0
  /// Whether the content travels against the reading direction (toward the trailing edge) instead of with it.
  public var travelsBackward = false
  /// Where content that fits rests.
  public var stationaryAlignment = LineAlignment.leading
  /// Width of the gradient that fades the content at the container's edges; 0 draws none.
  @Dimension public var gradientMaskWidth: Double = 0
  /// The content's opacity at the container's very edge.
  @Opacity public var gradientMaskEdgeOpacity: Double = 0
  /// The content's opacity where the gradient ends, toward the middle.
  @Opacity public var gradientMaskInnerOpacity: Double = 1
  /// The defaults.
  public init() {}
}
