import DesignKitCore

/// The defaults of one marquee: its sizes, and the spacing between its content and a wrapped copy. The marquees share
/// every other group: no colors or fonts (the content brings its own), `MarqueeAnimations` and `MarqueeBehavior`.
public protocol MarqueeRole: GroupedRole
where
  Layout: ModelGroup, Colors == NoColors, Fonts == NoFonts, Animations == MarqueeAnimations,
  Misc == MarqueeBehavior
{
  /// Points between the content and the copy that follows it (0 for a marquee that does not wrap).
  static func wrappedSpacing(in layout: Layout) -> Double
  /// The inset, gradient mask and scroll direction of `layout`.
  static func edges(in layout: Layout) -> MarqueeLayout
}

/// The model of a marquee (`VBouncingMarquee`, `VWrappingMarquee`): content wider than its container travels, leg
/// after leg with a wait before each; content that fits, Reduce Motion and leaving the screen stop it. They share
/// animations and behaviour, and each is an alias of its own role, which holds its `Layout`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics` and animations from `Motion`.
public typealias MarqueeModel<Role: MarqueeRole> = GroupedModel<Role>

extension GroupedModel where Role: MarqueeRole {
  /// The marquee machine's tunables.
  public var parameters: MarqueeParameters {
    misc.parameters(spacing: Role.wrappedSpacing(in: layout), inset: Role.edges(in: layout).inset)
  }
}
