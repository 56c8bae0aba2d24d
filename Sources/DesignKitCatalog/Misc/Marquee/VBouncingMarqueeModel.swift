import DesignKitCore

/// The model of `VBouncingMarquee`: content wider than its container travels to its far end, waits, and travels back.
public typealias VBouncingMarqueeModel = MarqueeModel<BouncingMarqueeRole>

/// The sizes of `VBouncingMarqueeModel`.
public enum BouncingMarqueeRole: MarqueeRole {
  public static var modelName: String { "VBouncingMarqueeModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The inset and the gradient mask.
    public var edges = MarqueeLayout()
    /// The defaults.
    public init() {}
  }

  public static func wrappedSpacing(in layout: Layout) -> Double { 0 }
}
