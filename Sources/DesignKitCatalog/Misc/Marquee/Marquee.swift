import DesignKitCore

/// What tells apart the marquees that share one generic component (`Marquee<BouncingMarqueeRole>`): besides its
/// model's sizes and alias (which name the component, `VBouncingMarquee`), how its content travels (`Rule`) and
/// whether a copy follows it.
public protocol MarqueeComponentRole: MarqueeRole where Layout: ResolvedGroup {
  /// How the content travels.
  associatedtype Rule: MarqueeRule
  /// The inset, gradient mask and scroll direction within the role's `Layout` (`\.edges`).
  static var edgesLayout: KeyPath<Layout, MarqueeLayout> { get }
  /// The points between the content and the copy that follows it, read from `layout` (the resolved `Layout`); nil
  /// for a marquee that does not wrap.
  static func wrappingSpacing(in layout: Resolved<Layout>) throws(Diagnostic) -> Double?
}

/// A line of text in a container of a given width, which travels with the marquee machine when it is wider than
/// the container (`VBouncingMarquee`, `VWrappingMarquee`). Each is an alias of its own role, which says how its
/// content travels.
public struct Marquee<Role: MarqueeComponentRole>: ConfiguredComponent {
  /// The interaction machine: the content's legs and waits, by the role's rule.
  public typealias Machine = MarqueeMachine<Role.Rule>
  /// The model, the alias of the same role (`VBouncingMarqueeModel`).
  public typealias Model = MarqueeModel<Role>
  public static var componentName: String { Role.componentName }
  public static var initialState: MarqueeMotion { .moving }
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static func machineParameters(for model: Model) -> MarqueeParameters { model.parameters }
  public static var machineSettings: [String] {
    ["misc.velocity", "misc.legDuration", "misc.delay", "misc.initialDelay"]
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text), .init("width", \.width)] }

  public var model: Model
  public var state: MarqueeMotion
  /// The content: a line of text (in a composition, the child in the content slot).
  public var text: String
  /// The container's width (points): content wider than it travels.
  public var width: Double
  /// How far the running leg has come, 0…1 (a reversed leg counts back from 1); nil: a still's instant (halfway
  /// while moving, at the start otherwise).
  public var legProgress: Double?

  /// Creates a marquee `width` points wide.
  public init(model: Model = .init(), state: MarqueeMotion = Self.initialState, text: String, width: Double = 260) {
    self.model = model
    self.state = state
    self.text = text
    self.width = width.isFinite ? max(0, width) : 0
  }

  public var accessibilityLabel: String { text }
}

extension Marquee: DrawableComponent {
  /// A headline wider than its container, and a short one that fits.
  public static var galleryPreview: Self {
    Self(text: "Breaking: the marquee carries a headline wider than its container")
  }
  public static var galleryPreviews: [Self] { [galleryPreview, Self(text: "Short news")] }

  /// Where the machine's running leg has come.
  public func following(_ machine: Machine) -> Self {
    var shown = self
    let distance = machine.legDistance
    shown.legProgress = distance > 0 ? min(max(machine.offset / distance, 0), 1) : 0
    return shown
  }

  /// The content, a single line in the text's own style, `width` wide inside `layout.edges.inset` on each side.
  /// Content that fits rests where `layout.edges.stationaryAlignment` says, and so does content the marquee holds
  /// still (cut with "…", since it will not move). Otherwise it scrolls by the leg's distance times the leg's
  /// progress the way `layout.edges.scrollDirection` says whatever the layout direction (`leftToRight`: its left
  /// end first, travelling left): to its far end and back, or, when the role wraps, by its own width while a copy
  /// follows `layout.contentSpacing` and the inset behind (VComponents 8.1's cycle); it fades toward the
  /// container's edges over `layout.edges.gradientMaskWidth`, from `gradientMaskEdgeOpacity` to
  /// `gradientMaskInnerOpacity`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let layout = try Resolved<Model>(style).layout
    let edges = try layout[dynamicMember: Role.edgesLayout]
    let spacing = try Role.wrappingSpacing(in: layout)
    let inset = max(0, try edges.inset)
    let content = try Drawing.sample(VText(type: .singleLine, text: text), in: environment)
    let contentWidth = DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .layout(content).width
    let visible = max(0, width - 2 * inset)
    let insets = ResolvedInsets(top: 0, left: inset, bottom: 0, right: inset)
    guard contentWidth > visible, state != .still else {
      let horizontal: DrawingAlignment.Horizontal =
        switch try edges.stationaryAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
      return content.frame(width: visible, alignment: DrawingAlignment(horizontal: horizontal)).padding(insets)
    }
    // The layout mirrors right to left; a direction that must not mirror travels the other way in logical terms.
    let backward = (try edges.scrollDirection == .rightToLeft) != (environment.layoutDirection == .rightToLeft)
    let gap = max(0, spacing ?? 0) + inset
    let distance = spacing != nil ? contentWidth + gap : contentWidth - visible
    let progress = legProgress ?? (state == .moving ? 0.5 : 0)
    let travelled = distance * (backward ? 1 - progress : progress)
    let moving = spacing != nil ? Drawing.hstack(spacing: gap, [content, content]) : content
    let fade = DrawingEdgeFade(
      width: try edges.gradientMaskWidth, edgeOpacity: try edges.gradientMaskEdgeOpacity,
      innerOpacity: try edges.gradientMaskInnerOpacity)
    let strip = moving.padding(insets).offset(x: -travelled).scrolling(.horizontal, alignment: .leading)
      .frame(width: width)
    return fade.width > 0 ? strip.fadingEdges(fade) : strip
  }
}

extension MarqueeComponentRole {
  /// The edges at `edgesLayout`.
  public static func edges(in layout: Layout) -> MarqueeLayout { layout[keyPath: edgesLayout] }
}
