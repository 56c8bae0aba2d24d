import DesignKitCore

/// The defaults of one marquee: its sizes, and the spacing between its content and a wrapped copy.
public protocol MarqueeRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: ModelGroup & ResolvedGroup
  /// Points between the content and the copy that follows it (0 for a marquee that does not wrap).
  static func wrappedSpacing(in layout: Layout) -> Double
  /// The inset, gradient mask and scroll direction of `layout`.
  static func edges(in layout: Layout) -> MarqueeLayout
}

/// The model of a marquee (`VBouncingMarquee`, `VWrappingMarquee`): content wider than its container travels, leg
/// after leg with a wait before each; content that fits, Reduce Motion and leaving the screen stop it. They share
/// animations and behaviour, and each is an alias of its own role, which holds its `Layout`.
public struct MarqueeModel<Role: MarqueeRole>: ComponentModel {
  /// Sizes and spacing.
  public typealias Layout = Role.Layout
  /// Colors (the content brings its own).
  public typealias Colors = NoColors
  /// Fonts (the content brings its own).
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = MarqueeAnimations
  /// Behaviour.
  public typealias Misc = MarqueeBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations per transition slot.
  public var animations = Animations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics` and animations from `Motion`.
  public init() {}

  public static var typeName: String { Role.modelName }

  /// The marquee machine's tunables.
  public var parameters: MarqueeParameters {
    misc.parameters(spacing: Role.wrappedSpacing(in: layout), inset: Role.edges(in: layout).inset)
  }
}
