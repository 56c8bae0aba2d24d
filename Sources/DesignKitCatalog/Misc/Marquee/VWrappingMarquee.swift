import DesignKitCore

/// A line of content wider than its container that travels by its own width while a copy follows it in, waits, and
/// goes again (VComponents 8.1's wrapping marquee); content that fits and Reduce Motion keep it still.
///
/// `VWrappingMarquee(text: "Now playing: a title longer than the player", width: 240)`
public typealias VWrappingMarquee = Marquee<WrappingMarqueeRole>

extension WrappingMarqueeRole: MarqueeComponentRole {
  /// By its own width, a copy following.
  public typealias Rule = WrappingMarqueeRule
  public static var edgesLayout: KeyPath<Layout, MarqueeLayout> { \.edges }
  /// `layout.contentSpacing`.
  public static func wrappingSpacing(in layout: Resolved<Layout>) throws(Diagnostic) -> Double? {
    try layout.contentSpacing
  }
}
