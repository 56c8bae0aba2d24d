import DesignKit
import Testing

/// The engine fixes behind issue 37's edges: a caret laid out with its text, icons that grow with the text beside
/// them, and parts drawn inactive exempt from contrast.
@Suite struct EdgeFixesTests {
  static let ink = Color(white255: 0)
  static let blue = Color(hex: 0x006EE6)

  /// The caret nodes of a laid-out drawing.
  static func carets(_ nodes: [PlacedNode], color: Color = blue) -> [DrawingRect] {
    nodes.flatMap { node -> [DrawingRect] in
      switch node {
      case .shape(_, let rect, let paint, _) where paint.fill == color: [rect]
      case .group(_, let children): carets(children, color: color)
      default: []
      }
    }
  }

  /// The line boxes of a laid-out drawing's text.
  static func lines(_ nodes: [PlacedNode]) -> [DrawingRect] {
    nodes.flatMap { node -> [DrawingRect] in
      switch node {
      case .text(_, let rect, _, _): [rect]
      case .group(_, let children): lines(children)
      default: []
      }
    }
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aCaretFollowsTheLastGlyphOfWrappedText(direction: StyleEnvironment.LayoutDirection) throws {
    var run = TextRun("Pick up the keys from the desk", font: Font(size: 17), color: Self.ink, lineLimit: 0)
    run.caret = TextCaret(width: 2, color: Self.blue, position: .end)
    let layout = DrawingLayout(layoutDirection: direction)
    let laidOut = layout.layout(.text(run), proposedWidth: 120)
    let caret = try #require(Self.carets(laidOut.nodes).first)
    let last = try #require(Self.lines(laidOut.nodes).last)
    let measured = TextMeasurer.approximate.width(of: lastLine(run, width: 120), font: run.font)
    #expect(Self.lines(laidOut.nodes).count > 1)
    #expect(abs(caret.midY - last.midY) < 0.5)
    // After the last glyph: beside the line's end (on its right: the text reads left to right in either direction),
    // not at the box's far edge.
    #expect(abs(last.width - measured) < 1)
    let end = last.x + last.width + TextCaret.gap(beside: run.font)
    #expect(abs(caret.x - end) < 0.01, "caret at \(caret.x), the line ends at \(end)")
    // The layout check agrees.
    var expected = LayoutExpectations()
    expected.editedText = [Self.ink]
    expected.caret = Self.blue
    let problems = LayoutCheck(layoutDirection: direction, expectations: expected).problems(
      in: .text(run), proposedWidth: 120)
    #expect(problems.filter { $0.kind == .misplacedCaret }.isEmpty, "\(problems)")
  }

  /// The last line `run` breaks into at `width`.
  func lastLine(_ run: TextRun, width: Double) -> String {
    run.lines(width: width, measurer: .approximate).last ?? ""
  }

  @Test func aCaretAtTheStartStandsBeforeOneLineOfText() throws {
    var run = TextRun("Search", font: Font(size: 17), color: Self.ink)
    run.caret = TextCaret(width: 2, color: Self.blue, position: .start)
    let laidOut = DrawingLayout().layout(.text(run), proposedWidth: nil)
    let caret = try #require(Self.carets(laidOut.nodes).first)
    #expect(caret.x == 0)
    #expect(laidOut.width == TextMeasurer.approximate.width(of: "Search", font: run.font) + 2 + 17.0 / 12)
  }

  @Test func aResolvedFontRemembersHowMuchDynamicTypeGrewIt() {
    let body = Font(size: 17, textStyle: .body)
    let large = body.scaled(to: .accessibility5)
    #expect(large.dynamicTypeScale == 53.0 / 17)
    #expect(large.scaledMetric(12) == 12 * 53.0 / 17)
    // What it draws decides equality, not how it got its size.
    #expect(large == Font(size: large.size, textStyle: .body))
    #expect(Font(size: 17).scaled(to: .accessibility5).dynamicTypeScale == 1)
    #expect(Drawing.text("Hi", font: large, color: Self.ink).padding(4).textScale == 53.0 / 17)
  }

  @Test(arguments: [DynamicTypeSize.large, .accessibility5])
  func aButtonsIconGrowsWithItsTitle(size: DynamicTypeSize) throws {
    let component = try #require(Catalog.registry["VPrimaryButton"])
    let theme = Theme.default
    var environment = StyleEnvironment()
    environment.dynamicTypeSize = size
    let tree = try theme.tree(for: component.name)
    let state = try #require(component.states.first)
    let style = tree.resolved(for: state, in: environment)
    let drawing = try #require(try component.drawing(in: state, style: style, environment: environment))
    let audit = LayoutAudit(dynamicTypeSizes: [size])
    let problems = audit.check(drawing, in: environment)
    #expect(problems.filter { $0.kind == .unscaledIcon }.isEmpty, "\(problems)")
  }

  @Test func anInactivePartIsNotJudgedForContrast() {
    let grey = Color(white255: 230)
    let text = Drawing.text("Scan Document", font: Font(size: 17), color: grey)
    #expect(!LayoutCheck().problems(in: text, proposedWidth: 300).filter { $0.kind == .textContrast }.isEmpty)
    var expected = LayoutExpectations()
    expected.inactiveInks = [grey]
    #expect(
      LayoutCheck(expectations: expected).problems(in: text, proposedWidth: 300).filter { $0.kind == .textContrast }
        .isEmpty)
  }

  @Test func aFocusRingStandsOffAFilledControl() {
    let fill = Self.blue
    let shape = DrawingShape.rectangle(CornerRadii(8), .continuous)
    let flush = Drawing.shape(shape, fill: fill).frame(width: 100, height: 44)
      .overlay(.shape(shape, stroke: fill, lineWidth: 3, placement: .outside))
      .padding(10)
    let apart = Drawing.shape(shape, fill: fill).frame(width: 100, height: 44)
      .overlay(.shape(shape.expanded(by: 2), stroke: fill, lineWidth: 3, placement: .outside).padding(-2))
      .padding(10)
    var expected = LayoutExpectations()
    expected.focusRing = fill
    let check = LayoutCheck(expectations: expected)
    #expect(!check.problems(in: flush, proposedWidth: nil).filter { $0.kind == .focusIndicator }.isEmpty)
    #expect(check.problems(in: apart, proposedWidth: nil).filter { $0.kind == .focusIndicator }.isEmpty)
  }

  /// An unfocused field shows the start of its text: right to left, "ada@example.com" (which reads left to right)
  /// keeps its start on the left, inside the field, where today's main showed "a@example.com" cut at the left edge,
  /// and too long for the field it is cut at its tail with "…" ("ada@exampl…"), as an unfocused UITextField shows
  /// it; a short text still sits at the leading edge, on the right.
  @Test func anUnfocusedFieldShowsTheStartOfItsTextRightToLeft() throws {
    var rtl = StyleEnvironment(dynamicTypeSize: .accessibility5)
    rtl.layoutDirection = .rightToLeft
    func placed(_ text: String) throws -> (text: DrawingRect, field: DrawingRect) {
      let leaves = try VTextField(placeholder: "Email", text: text).drawing(in: rtl).leaves(in: rtl, width: 320)
      let line = try #require(
        leaves.first { $0.text.map { text.hasPrefix($0.replacingOccurrences(of: "…", with: "")) } ?? false }
      ).rect
      // The field: the widest shape across the text's line.
      let field = try #require(
        leaves.filter { $0.shape != nil && $0.rect.y <= line.midY && $0.rect.y + $0.rect.height >= line.midY }
          .max { $0.rect.width < $1.rect.width }
      ).rect
      return (line, field)
    }
    let long = try placed("ada@example.com")
    let shown = try VTextField(placeholder: "Email", text: "ada@example.com").drawing(in: rtl).leaves(
      in: rtl, width: 320
    )
    .compactMap(\.text)
    #expect(shown.contains { $0.hasPrefix("ada@") && $0.hasSuffix("…") }, "cut at its tail: \(shown)")
    #expect(long.text.x >= long.field.x - 0.5, "the start is cut: \(long.text) in \(long.field)")
    #expect(long.text.x + long.text.width <= long.field.x + long.field.width + 0.5, "\(long.text) in \(long.field)")
    let short = try placed("ada")
    #expect(short.text.x > short.field.midX, "a short text sits at the leading (right) edge: \(short.text)")
  }
}
