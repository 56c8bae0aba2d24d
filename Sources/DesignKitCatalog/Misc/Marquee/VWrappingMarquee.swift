import DesignKitCore

/// A line of content wider than its container that travels by its own width while a copy follows it in, waits, and
/// goes again (VComponents 8.1's wrapping marquee); content that fits and Reduce Motion keep it still.
///
/// `VWrappingMarquee(text: "Now playing: a title longer than the player", width: 240)`
public struct VWrappingMarquee: MarqueeComponent {
  public static var initialState: MarqueeMotion { .moving }
  public typealias Role = WrappingMarqueeRole
  public typealias Rule = WrappingMarqueeRule

  public var model: VWrappingMarqueeModel
  public var state: MarqueeMotion
  public var text: String
  public var width: Double
  public var legProgress: Double?

  /// Creates a wrapping marquee `width` points wide.
  public init(
    model: VWrappingMarqueeModel = .init(), state: MarqueeMotion = VWrappingMarquee.initialState, text: String,
    width: Double = 260
  ) {
    self.model = model
    self.state = state
    self.text = text
    self.width = width.isFinite ? max(0, width) : 0
  }
}

extension VWrappingMarquee {
  /// A headline wider than its container, and a short one that fits.
  public static var galleryPreview: VWrappingMarquee {
    VWrappingMarquee(text: "Breaking: the marquee carries a headline wider than its container")
  }
  public static var galleryPreviews: [VWrappingMarquee] { [galleryPreview, VWrappingMarquee(text: "Short news")] }

  /// `MarqueeComponent`'s drawing: the content travels by its width and `layout.contentSpacing`, a copy following.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try marqueeDrawing(
      spacing: try style.number("layout.contentSpacing"), wraps: true, style: style, environment: environment)
  }
}
