import DesignKitCore

/// The model of `VWrappingMarquee`: content wider than its container travels by its own width while a copy follows it
/// in, waits, and goes again.
public typealias VWrappingMarqueeModel = MarqueeModel<WrappingMarqueeRole>

/// The sizes of `VWrappingMarqueeModel`.
public enum WrappingMarqueeRole: MarqueeRole {
  public static var modelName: String { "VWrappingMarqueeModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The inset and the gradient mask.
    public var edges = MarqueeLayout()
    /// Spacing between the content and the copy that follows it.
    @Dimension public var contentSpacing: Double = Metrics.spacing(2.5)
    /// The defaults.
    public init() {}
  }

  public static func wrappedSpacing(in layout: Layout) -> Double { layout.contentSpacing }
}
