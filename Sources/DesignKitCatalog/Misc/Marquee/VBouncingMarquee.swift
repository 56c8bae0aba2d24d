import DesignKitCore

/// A line of content wider than its container that travels to its far end, waits, and travels back (VComponents
/// 8.1's bouncing marquee); content that fits and Reduce Motion keep it still.
///
/// `VBouncingMarquee(text: "Now playing: a title longer than the player", width: 240)`
public typealias VBouncingMarquee = Marquee<BouncingMarqueeRole>

extension BouncingMarqueeRole: MarqueeComponentRole {
  /// To the far end and back.
  public typealias Rule = BouncingMarqueeRule
  public static var edgesLayout: KeyPath<Layout, MarqueeLayout> { \.edges }
  /// None: no copy follows.
  public static func wrappingSpacing(in layout: Resolved<Layout>) throws(Diagnostic) -> Double? { nil }
}
