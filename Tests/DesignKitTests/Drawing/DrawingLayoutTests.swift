import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct DrawingLayoutTests {
  static let font = Font(size: 10)
  static let red = Color(red: 1, green: 0, blue: 0)

  /// The frames of the laid-out shapes and texts, back to front.
  static func frames(_ laidOut: LaidOutDrawing) -> [DrawingRect] {
    func walk(_ node: PlacedNode) -> [DrawingRect] {
      switch node {
      case .shape(_, let rect, _, _), .text(_, let rect, _, _): [rect]
      case .group(_, let children): children.flatMap(walk)
      }
    }
    return laidOut.nodes.flatMap(walk)
  }

  @Test func aRowSharesWhatItsFixedChildrenLeaveAmongItsFlexibleOnes() {
    let row = Drawing.hstack(
      spacing: 10,
      [.shape(.circle, fill: Self.red).frame(width: 20, height: 20), .spacer, .shape(.capsule, fill: Self.red)])
    let laidOut = DrawingLayout().layout(row, proposedWidth: 100, proposedHeight: 30)
    #expect(laidOut.width == 100 && laidOut.height == 30)
    // 100 - 20 fixed - 2 × 10 spacing = 60, shared by the spacer and the capsule.
    #expect(
      Self.frames(laidOut) == [
        DrawingRect(x: 0, y: 5, width: 20, height: 20), DrawingRect(x: 70, y: 0, width: 30, height: 30),
      ])
  }

  @Test func rightToLeftMirrorsPositionsInsetsOffsetsAndForwardChevronsButNotText() {
    let insets = ResolvedInsets(top: 0, left: 4, bottom: 0, right: 8)
    let row = Drawing.hstack(
      spacing: 0,
      [
        .shape(.icon(.chevronForward), stroke: Self.red, lineWidth: 1).frame(width: 10, height: 10),
        .text("ab", font: Self.font, color: Self.red),
      ]
    ).padding(insets)
    let ltr = DrawingLayout().layout(row)
    // A resolved style has already swapped leading and trailing insets for right to left.
    let rtlRow = Drawing.hstack(
      spacing: 0,
      [
        .shape(.icon(.chevronForward), stroke: Self.red, lineWidth: 1).frame(width: 10, height: 10),
        .text("ab", font: Self.font, color: Self.red),
      ]
    ).padding(ResolvedInsets(top: 0, left: 8, bottom: 0, right: 4))
    let rtl = DrawingLayout(layoutDirection: .rightToLeft).layout(rtlRow)
    #expect(ltr.width == rtl.width)
    let width = ltr.width
    for (a, b) in zip(Self.frames(ltr), Self.frames(rtl)) {
      #expect(b.x == width - a.x - a.width && b.y == a.y && b.width == a.width)
    }
    guard case .shape(_, _, _, let mirrored) = rtl.nodes[0], case .text(_, _, _, let isRTL) = rtl.nodes[1] else {
      Issue.record("unexpected nodes \(rtl.nodes)")
      return
    }
    #expect(mirrored && isRTL)
    let moved = DrawingLayout(layoutDirection: .rightToLeft).layout(Drawing.empty.frame(width: 10).offset(x: 3))
    guard case .group(let effects, _) = moved.nodes[0] else { return #expect(Bool(false)) }
    #expect(effects.offsetX == -3)
  }

  @Test func aMinimumHeightGrowsWithDynamicTypeAndAFixedSizeDoesNot() throws {
    let button = VSecondaryButton.galleryPreview
    let toggle = VToggle.galleryPreview
    func height(_ component: some DrawableComponent, _ size: DynamicTypeSize) throws -> Double {
      let environment = StyleEnvironment(dynamicTypeSize: size)
      return DrawingLayout().layout(try component.drawing(in: environment), proposedWidth: 300).height
    }
    #expect(try height(button, .large) == 32)
    #expect(try height(button, .accessibility5) > 32)
    #expect(try height(toggle, .large) == 44, "the row's minimum height around the 31 pt switch")
    #expect(try height(toggle, .accessibility5) > 44, "the title grows, the switch keeps its size")
  }

  @Test func textIsMeasuredPerCharacterClassAndWeight() {
    let regular = Font(size: 20)
    #expect(abs(TextMetrics().width(of: "iii", font: regular) - 3 * 0.245 * 20) < 1e-9)
    #expect(
      TextMetrics().width(of: "Save", font: Font(size: 20, weight: .bold))
        > TextMetrics().width(of: "Save", font: regular))
    #expect(TextMetrics().width(of: "WWW", font: regular) > TextMetrics().width(of: "lll", font: regular) * 3)
    #expect(abs(TextMetrics().lineHeight(of: regular) - 1.21025 * 20) < 1e-9)
  }

  @Test(arguments: [
    (0.1 + 0.2, "0.3"), (-0.0001, "0"), (2.675, "2.68"), (-2.675, "-2.68"), (1e-5, "0"), (12, "12"), (0.5, "0.5"),
    (-0.0, "0"), (1e300, "0"),
  ])
  func numbersPrintTheSameEverywhere(value: Double, text: String) {
    #expect(SVGNumber.format(value) == text)
  }

  @Test func textIsEscapedAndForbiddenCharactersAreDropped() throws {
    let run = Drawing.text("a<b & \"c\"\u{1}", font: Self.font, color: Self.red)
    let svg = SVGRenderer().svg(for: DrawingLayout().layout(run))
    #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
    #expect(throws: Never.self) { try XMLChecker.elements(of: svg) }
  }

  @Test func insideAndOutsideStrokesAreDrawnOnInsetAndOutsetShapes() throws {
    let box = Drawing.shape(
      .roundedRectangle(cornerRadius: 6, style: .circular), stroke: Self.red, lineWidth: 2, placement: .inside
    ).frame(width: 40, height: 20)
    let inside = try XMLChecker.elements(of: SVGRenderer().svg(for: DrawingLayout().layout(box)))[1]
    #expect(inside.attribute("x") == "1" && inside.attribute("width") == "38" && inside.attribute("rx") == "5")
    let ring = Drawing.shape(
      .roundedRectangle(cornerRadius: 6, style: .circular), stroke: Self.red, lineWidth: 2, placement: .outside
    ).frame(width: 40, height: 20)
    let outside = try XMLChecker.elements(of: SVGRenderer().svg(for: DrawingLayout().layout(ring)))[1]
    #expect(outside.attribute("x") == "-1" && outside.attribute("width") == "42" && outside.attribute("rx") == "7")
  }

  @Test func aShadowIsABlurChainSizedToReachThreeSigmas() throws {
    let card = Drawing.shape(.capsule, fill: Self.red).frame(width: 20, height: 10)
      .shadow(DrawingShadow(color: Color(white: 0, alpha: 0.3), radius: 2, y: 1))
    let elements = try XMLChecker.elements(of: SVGRenderer(idPrefix: "x").svg(for: DrawingLayout().layout(card)))
    let filter = try #require(elements.first { $0.name == "filter" })
    #expect(filter.attribute("id") == "x-shadow-0")
    #expect(filter.attribute("x") == "-6" && filter.attribute("height") == "23")
    #expect(elements.contains { $0.name == "feGaussianBlur" && $0.attribute("stdDeviation") == "2" })
    #expect(!elements.contains { $0.name == "feDropShadow" })
  }
}

@Suite struct SVGEffectsTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let pair = Drawing.layers(
    [.shape(.circle, fill: red).frame(width: 10, height: 10), .shape(.capsule, fill: red).frame(width: 20, height: 6)],
    alignment: .center)

  @Test func opacityOfAGroupIsOneLayerOnlyAfterACompositingGroup() throws {
    let perChild = try XMLChecker.elements(of: SVGRenderer().svg(for: DrawingLayout().layout(Self.pair.opacity(0.5))))
    #expect(perChild.filter { $0.attribute("fill-opacity") == "0.5" }.count == 2)
    #expect(!perChild.contains { $0.attribute("opacity") != nil })
    let grouped = try XMLChecker.elements(
      of: SVGRenderer().svg(for: DrawingLayout().layout(Self.pair.compositingGroup().opacity(0.5))))
    #expect(grouped.filter { $0.name == "g" && $0.attribute("opacity") == "0.5" }.count == 1)
    #expect(!grouped.contains { $0.attribute("fill-opacity") != nil })
  }

  @Test func aClipIsAUserSpaceClipPathOverTheContentsFrame() throws {
    let clipped = Self.pair.frame(width: 16, height: 10).clipped(
      to: .roundedRectangle(cornerRadius: 3, style: .circular))
    let elements = try XMLChecker.elements(of: SVGRenderer(idPrefix: "c").svg(for: DrawingLayout().layout(clipped)))
    let clip = try #require(elements.first { $0.name == "clipPath" })
    #expect(clip.attribute("id") == "c-clip-0" && clip.attribute("clipPathUnits") == "userSpaceOnUse")
    #expect(elements.contains { $0.name == "rect" && $0.attribute("width") == "16" && $0.attribute("rx") == "3" })
    #expect(elements.contains { $0.name == "g" && $0.attribute("clip-path") == "url(#c-clip-0)" })
  }
}
