import DesignKitCore

/// What the two marquees share: a line of text in a container of a given width, which travels with the marquee
/// machine when it is wider than the container; the members of both come from here.
public protocol MarqueeComponent: DrawableComponent
where Model == MarqueeModel<Role>, Machine == MarqueeMachine<Rule>, Machine.VisualState == MarqueeMotion {
  /// The model's role, which holds its layout.
  associatedtype Role: MarqueeRole
  /// How the content travels.
  associatedtype Rule: MarqueeRule
  /// The content: a line of text (in a composition, the child in the content slot).
  var text: String { get set }
  /// The container's width (points): content wider than it travels.
  var width: Double { get set }
  /// How far the running leg has come, 0…1 (a reversed leg counts back from 1); nil: a still's instant (halfway
  /// while moving, at the start otherwise).
  var legProgress: Double? { get set }
}

extension MarqueeComponent {
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static func machineParameters(for model: Model) -> MarqueeParameters { model.parameters }
  public static var machineSettings: [String] {
    ["misc.velocity", "misc.legDuration", "misc.delay", "misc.initialDelay"]
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text), .init("width", \.width)] }
  public var accessibilityLabel: String { text }

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
  /// end first, travelling left), followed by a copy `spacing` and the inset behind when `wraps` (VComponents 8.1's
  /// cycle), and fades toward the container's edges over
  /// `layout.edges.gradientMaskWidth`, from `gradientMaskEdgeOpacity` to `gradientMaskInnerOpacity`.
  func marqueeDrawing(spacing: Double, wraps: Bool, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  {
    let edges = try style.childStyle("layout.edges")
    let inset = max(0, try edges.number("inset"))
    let content = try Drawing.sample(VText(type: .singleLine, text: text), in: environment)
    let contentWidth = DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .layout(content).width
    let visible = max(0, width - 2 * inset)
    let insets = ResolvedInsets(top: 0, left: inset, bottom: 0, right: inset)
    guard contentWidth > visible, state != .still else {
      let alignment = try edges.choice("stationaryAlignment", as: LineAlignment.self)
      let horizontal: DrawingAlignment.Horizontal =
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
      return content.frame(width: visible, alignment: DrawingAlignment(horizontal: horizontal)).padding(insets)
    }
    let direction = try edges.choice("scrollDirection", as: MarqueeScrollDirection.self)
    // The layout mirrors right to left; a direction that must not mirror travels the other way in logical terms.
    let backward = (direction == .rightToLeft) != (environment.layoutDirection == .rightToLeft)
    let gap = max(0, spacing) + inset
    let distance = wraps ? contentWidth + gap : contentWidth - visible
    let progress = legProgress ?? (state == .moving ? 0.5 : 0)
    let travelled = distance * (backward ? 1 - progress : progress)
    let moving = wraps ? Drawing.hstack(spacing: gap, [content, content]) : content
    let fade = DrawingEdgeFade(
      width: try edges.number("gradientMaskWidth"), edgeOpacity: try edges.number("gradientMaskEdgeOpacity"),
      innerOpacity: try edges.number("gradientMaskInnerOpacity"))
    let strip = moving.padding(insets).offset(x: -travelled).scrolling(.horizontal, alignment: .leading)
      .frame(width: width)
    return fade.width > 0 ? strip.fadingEdges(fade) : strip
  }
}
