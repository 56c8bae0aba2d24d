import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The render plan: the whole gallery paints through it as SVG did, and each decision it takes from the back-ends
/// (stroke outsets, corners, alpha, text anchoring, icons, shadows, edge fades, arcs) is pinned here.
@Suite struct RenderPlanTests {
  static let drawn = Catalog.registry.components.filter(\.hasDrawing).map(\.name)

  /// Light left to right, and the other extreme: dark, increased contrast, the largest text, right to left.
  static let environments = [
    StyleEnvironment(colorScheme: .light),
    StyleEnvironment(
      colorScheme: .dark, contrast: .increased, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft),
  ]

  @Test(arguments: drawn)
  func everyStatePaintsThroughThePlanAndThePlanAccountsForEveryVisibleNode(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    for state in component.states {
      for environment in Self.environments {
        let style = tree.resolved(for: state, in: environment)
        let drawing = try #require(try component.drawing(in: state, style: style, environment: environment))
        let laidOut = DrawingLayout(layoutDirection: environment.layoutDirection).layout(drawing, proposedWidth: 300)
        let plan = RenderPlan(laidOut)
        let context = "\(name) \(state.name) \(environment.layoutDirection)"
        #expect(SVGRenderer(idPrefix: "p").svg(for: plan) == SVGRenderer(idPrefix: "p").svg(for: laidOut), "\(context)")
        #expect(PaintCount(plan) == PaintCount(laidOut.nodes, alpha: 1), "\(context)")
        #expect(PaintCount(plan).layersClose, "\(context): a layer is left open or closed twice")
      }
    }
  }

  /// `drawing` laid out at its ideal size, planned.
  static func plan(_ drawing: Drawing, _ direction: StyleEnvironment.LayoutDirection = .leftToRight) -> RenderPlan {
    RenderPlan(DrawingLayout(layoutDirection: direction).layout(drawing))
  }

  static let box = DrawingRect(x: 0, y: 0, width: 100, height: 40)
  static let ink = Color(white: 0)
  static let paper = Color(white: 1)

  @Test(arguments: [(StrokePlacement.inside, -2.0), (.outside, 2.0)])
  func insideAndOutsideStrokesAreTheirOwnCommandOnTheOutsetPath(placement: StrokePlacement, shift: Double) {
    let paint = DrawingPaint(fill: Self.paper, stroke: Self.ink, lineWidth: 4, placement: placement)
    let plan = Self.plan(
      .shape(.roundedRectangle(cornerRadius: 10, style: .circular), paint).frame(width: 100, height: 40))
    #expect(
      plan.commands == [
        .shape(.roundedRectangle(Self.box, radius: 10), fill: Self.paper, stroke: nil),
        .shape(
          .roundedRectangle(Self.box.outset(by: shift), radius: 10 + shift), fill: nil,
          stroke: RenderStroke(color: Self.ink, lineWidth: 4, roundsCapsAndJoins: false)),
      ])
  }

  @Test func aCentredStrokeIsPaintedWithItsFill() {
    let paint = DrawingPaint(fill: Self.paper, stroke: Self.ink, lineWidth: 4)
    let plan = Self.plan(.shape(.capsule, paint).frame(width: 100, height: 40))
    let stroke = RenderStroke(color: Self.ink, lineWidth: 4, roundsCapsAndJoins: false)
    #expect(plan.commands == [.shape(.roundedRectangle(Self.box, radius: 20), fill: Self.paper, stroke: stroke)])
  }

  @Test func circularCornersAreARoundedRectangleAndContinuousOnesApplesCurve() throws {
    func path(_ radius: Double, _ style: CornerStyle) throws -> RenderPath {
      let plan = Self.plan(
        Drawing.shape(.roundedRectangle(cornerRadius: radius, style: style), fill: Self.paper).frame(
          width: 100, height: 40))
      guard case .shape(let path, _, _) = try #require(plan.commands.first) else { throw PlanError.notAShape }
      return path
    }
    #expect(try path(10, .circular) == .roundedRectangle(Self.box, radius: 10))
    // Clamped to half the shorter side; no radius is a plain rectangle.
    #expect(try path(30, .circular) == .roundedRectangle(Self.box, radius: 20))
    #expect(try path(0, .continuous) == .rectangle(Self.box))
    // Apple's curve starts 1.528665 r from the corner: each corner is a line and three curves.
    let continuous = try path(10, .continuous).elements
    #expect(continuous.count == 4 * 4 + 1)
    #expect(continuous.first == .move(0, 1.52866483 * 10))
    // Where the side has no room for it, the corner is a circular arc: a line and one curve.
    #expect(try path(18, .continuous).elements.count == 4 * 2 + 1)
  }

  @Test func alphaIsMultipliedThroughNestedGroupsUnlessOneCompositesAsALayer() {
    let fill = Color(white: 1, alpha: 0.8)
    let square = Drawing.shape(.rectangle(CornerRadii(0), .circular), fill: fill).frame(width: 10, height: 10)
    let nested = Self.plan(square.opacity(0.5).padding(0).opacity(0.5))
    #expect(
      nested.commands == [
        .shape(.rectangle(DrawingRect(x: 0, y: 0, width: 10, height: 10)), fill: fill.opacity(0.25), stroke: nil)
      ])
    let composited = Self.plan(square.opacity(0.5).compositingGroup().padding(0).opacity(0.5))
    guard case .beginLayer(let layer) = composited.commands.first else {
      Issue.record("a group composited as one opens a layer: \(composited.commands)")
      return
    }
    #expect(layer.opacity == 0.25)
    #expect(layer.transforms.isEmpty && layer.clip == nil && layer.shadow == nil)
    #expect(
      composited.commands.dropFirst().first
        == .shape(.rectangle(DrawingRect(x: 0, y: 0, width: 10, height: 10)), fill: fill, stroke: nil))
  }

  @Test(arguments: [
    ("Save", StyleEnvironment.LayoutDirection.leftToRight, 0.0, RenderTextAnchor.start, false),
    ("Save", .rightToLeft, 100, .end, false),
    ("שמור", .rightToLeft, 100, .start, true),
  ])
  func textIsAnchoredForItsReadingDirection(
    string: String, direction: StyleEnvironment.LayoutDirection, x: Double, anchor: RenderTextAnchor,
    readsRightToLeft: Bool
  ) throws {
    let label = Drawing.text(string, font: Font(size: 17), color: Self.ink).frame(
      width: 100, alignment: DrawingAlignment(horizontal: .leading))
    let plan = Self.plan(label, direction)
    guard case .text(let text) = try #require(plan.commands.first) else { throw PlanError.notAText }
    #expect(text.x == x)
    #expect(text.anchor == anchor)
    #expect(text.isRightToLeft == readsRightToLeft)
    #expect((direction == .rightToLeft ? text.box.x + text.box.width : text.box.x) == x)
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aForwardChevronIsMappedIntoItsFrameAndMirroredRightToLeft(direction: StyleEnvironment.LayoutDirection) throws {
    let icon = Drawing.shape(.icon(.chevronForward), stroke: Self.ink, lineWidth: 2).frame(width: 20, height: 20)
    let plan = Self.plan(icon, direction)
    guard case .shape(let path, nil, let stroke?) = try #require(plan.commands.first) else {
      throw PlanError.notAShape
    }
    #expect(stroke.roundsCapsAndJoins)
    // chevron.forward is (0.3, 0.1) → (0.7, 0.5) → (0.3, 0.9) in its unit square.
    let expected: [PathElement] =
      direction == .leftToRight
      ? [.move(6, 2), .line(14, 10), .line(6, 18)] : [.move(14, 2), .line(6, 10), .line(14, 18)]
    #expect(Self.rounded(path.elements) == expected)
  }

  @Test func aShadowsRegionCoversItsContentAndTheShiftedCopyGrownByThreeRadii() {
    let card = Drawing.shape(.rectangle(CornerRadii(0), .circular), fill: Self.paper).frame(width: 100, height: 40)
    let shadow = DrawingShadow(color: Color(white: 0, alpha: 0.3), radius: 4, y: 2)
    guard case .beginLayer(let layer) = Self.plan(card.shadow(shadow)).commands.first else {
      Issue.record("a shadow opens a layer")
      return
    }
    #expect(layer.shadow == RenderShadow(shadow: shadow, region: DrawingRect(x: -12, y: -12, width: 124, height: 66)))
    // A clear shadow paints nothing, so the group changes nothing.
    let clear = Self.plan(card.shadow(DrawingShadow(color: .clear, radius: 4)))
    #expect(clear.commands == [.shape(.rectangle(Self.box), fill: Self.paper, stroke: nil)])
  }

  @Test func anEdgeFadesStopsRunFromTheEdgeToItsWidthIn() {
    func stops(width: Double) -> [RenderGradientStop]? {
      let strip = Drawing.shape(.rectangle(CornerRadii(0), .circular), fill: Self.ink).frame(width: 200, height: 20)
      let fade = DrawingEdgeFade(width: width, edgeOpacity: -1, innerOpacity: 0.9)
      guard case .beginLayer(let layer) = Self.plan(strip.fadingEdges(fade)).commands.first else { return nil }
      #expect(layer.edgeFade?.rect == DrawingRect(x: 0, y: 0, width: 200, height: 20))
      return layer.edgeFade?.stops
    }
    // Opacities clamped to 0...1; the fade reaches the middle at most.
    #expect(stops(width: 20)?.map(\.location) == [0, 0.1, 0.9, 1])
    #expect(stops(width: 20)?.map(\.opacity) == [0, 0.9, 0.9, 0])
    #expect(stops(width: 150)?.map(\.location) == [0, 0.5, 0.5, 1])
  }

  @Test func transformsComeInSVGsOrderAboutTheFramesCentre() {
    let moved = Drawing.shape(.circle, fill: Self.ink).frame(width: 100, height: 40).offset(x: 3, y: 4)
      .rotationEffect(degrees: 90).scaleEffect(0.5)
    guard case .beginLayer(let layer) = Self.plan(moved).commands.first else {
      Issue.record("a transform opens a layer")
      return
    }
    #expect(
      layer.transforms == [
        .translate(x: 3, y: 4), .rotate(degrees: 90, anchorX: 50, anchorY: 20), .scale(0.5, anchorX: 50, anchorY: 20),
      ])
  }

  @Test func paintThatWouldNotShowIsLeftOut() {
    let nothing = Drawing.layers(
      [
        .shape(.circle, DrawingPaint(stroke: Self.ink, lineWidth: 0)),
        .shape(.capsule, fill: .clear),
        .text("", font: Font(size: 17), color: Self.ink),
        .text("Hidden", font: Font(size: 17), color: Self.ink).opacity(0),
      ], alignment: .center
    ).frame(width: 100, height: 40)
    // The faded text's group changes nothing but its children's alpha: no layer either.
    #expect(Self.plan(nothing).commands.isEmpty)
  }

  @Test func anArcsElementsAreQuarterTurnBeziersOnItsCircle() {
    let quarter = RenderPath.arc(centerX: 0, centerY: 0, radius: 10, startDegrees: 0, endDegrees: 90).elements
    // From the top, clockwise to the right; control points 0.5523 r along the tangents.
    #expect(Self.rounded(quarter) == [.move(0, -10), .curve(5.5228, -10, 10, -5.5228, 10, 0)])
    let back = RenderPath.arc(centerX: 0, centerY: 0, radius: 10, startDegrees: 0, endDegrees: -90).elements
    #expect(Self.rounded(back) == [.move(0, -10), .curve(-5.5228, -10, -10, -5.5228, -10, 0)])
    let long = RenderPath.arc(centerX: 5, centerY: 5, radius: 10, startDegrees: 30, endDegrees: 300).elements
    #expect(long.count == 1 + 3)
    // Each segment's midpoint lies on the circle, as the 4/3 tan(θ/4) control points place it.
    var from = (0.0, 0.0)
    for element in long {
      switch element {
      case .move(let x, let y): from = (x, y)
      case .curve(let x1, let y1, let x2, let y2, let x, let y):
        let (mx, my) = ((from.0 + 3 * x1 + 3 * x2 + x) / 8, (from.1 + 3 * y1 + 3 * y2 + y) / 8)
        #expect(abs(((mx - 5) * (mx - 5) + (my - 5) * (my - 5)).squareRoot() - 10) < 1e-9)
        from = (x, y)
      case .line, .close: Issue.record("an arc is curves only: \(element)")
      }
    }
    #expect(
      RenderPath.arc(centerX: 0, centerY: 0, radius: 10, startDegrees: 45, endDegrees: 405).elements
        == PathElement.circle(cx: 0, cy: 0, r: 10))
  }

  @Test func aCirclesElementsAreFourQuarterCurvesFromItsRightmostPoint() {
    let elements = RenderPath.circle(centerX: 10, centerY: 20, radius: 5).elements
    #expect(elements.first == .move(15, 20))
    #expect(elements.last == .close)
    let ends = elements.compactMap { element -> [Double]? in
      guard case .curve(_, _, _, _, let x, let y) = element else { return nil }
      return [x, y]
    }
    #expect(ends == [[10, 25], [5, 20], [10, 15], [15, 20]])
  }

  /// Points rounded to four decimals, so that a test states them as written.
  static func rounded(_ elements: [PathElement]) -> [PathElement] {
    elements.map { $0.mapped { x, y in ((x * 1e4).rounded() / 1e4, (y * 1e4).rounded() / 1e4) } }
  }

  enum PlanError: Error { case notAShape, notAText }
}

/// How much paint a plan, or a placed tree, shows: texts, fills and strokes counted alike whether a shape's stroke
/// is painted with its fill or on its own outset path; and whether a plan's layers close in order.
struct PaintCount: Equatable {
  var texts = 0
  var fills = 0
  var strokes = 0
  var layersClose = true

  init(_ plan: RenderPlan) {
    var open = 0
    for command in plan.commands {
      switch command {
      case .shape(_, let fill, let stroke):
        fills += fill == nil ? 0 : 1
        strokes += stroke == nil ? 0 : 1
      case .text: texts += 1
      case .beginLayer: open += 1
      case .endLayer:
        open -= 1
        if open < 0 { layersClose = false }
      }
    }
    if open != 0 { layersClose = false }
  }

  /// The visible paint of `nodes` inside groups whose opacities multiply to `alpha` (a group that composites as one
  /// paints its children at full alpha); lines, icons and arcs are only ever stroked.
  init(_ nodes: [PlacedNode], alpha: Double) {
    for node in nodes {
      switch node {
      case .text(let run, _, _, _):
        texts += run.color.alpha * alpha > 0 && !run.string.isEmpty ? 1 : 0
      case .shape(let shape, _, let paint, _):
        let strokedOnly: Bool
        switch shape {
        case .line, .icon, .arc: strokedOnly = true
        case .rectangle, .capsule, .circle: strokedOnly = false
        }
        fills += !strokedOnly && (paint.fill?.alpha ?? 0) * alpha > 0 ? 1 : 0
        strokes += (paint.stroke?.alpha ?? 0) * alpha > 0 && paint.lineWidth > 0 ? 1 : 0
      case .group(let effects, let children):
        let inner = alpha * effects.opacity
        let count = PaintCount(children, alpha: effects.compositesAsGroup && inner < 1 ? 1 : inner)
        texts += count.texts
        fills += count.fills
        strokes += count.strokes
      }
    }
  }
}
