import DesignKitCore

/// A line of content wider than its container that travels to its far end, waits, and travels back (VComponents
/// 8.1's bouncing marquee); content that fits and Reduce Motion keep it still.
///
/// `VBouncingMarquee(text: "Now playing: a title longer than the player", width: 240)`
public struct VBouncingMarquee: MarqueeComponent {
  public static var initialState: MarqueeMotion { .moving }
  public typealias Role = BouncingMarqueeRole
  public typealias Rule = BouncingMarqueeRule

  public var model: VBouncingMarqueeModel
  public var state: MarqueeMotion
  public var text: String
  public var width: Double
  public var legProgress: Double?

  /// Creates a bouncing marquee `width` points wide.
  public init(
    model: VBouncingMarqueeModel = .init(), state: MarqueeMotion = VBouncingMarquee.initialState, text: String,
    width: Double = 260
  ) {
    self.model = model
    self.state = state
    self.text = text
    self.width = width.isFinite ? max(0, width) : 0
  }
}

extension VBouncingMarquee {
  /// A headline wider than its container, and a short one that fits.
  public static var galleryPreview: VBouncingMarquee {
    VBouncingMarquee(text: "Breaking: the marquee carries a headline wider than its container")
  }
  public static var galleryPreviews: [VBouncingMarquee] { [galleryPreview, VBouncingMarquee(text: "Short news")] }

  /// `MarqueeComponent`'s drawing: the content travels to its far end and back.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try marqueeDrawing(spacing: 0, wraps: false, style: style, environment: environment)
  }
}
