import DesignKit
import Testing

/// What a text run's case, reserved lines and scale factor do to its layout and its SVG.
@Suite struct TextRunSettingsTests {
  static let font = Font(size: 20)
  static let ink = Color(white255: 0)

  @Test func caseChangesTheDrawnLettersButNotTheRunsText() {
    var run = TextRun("Save draft", font: Self.font, color: Self.ink, lineLimit: 0)
    run.textCase = .uppercase
    let svg = SVGRenderer().svg(for: DrawingLayout().layout(.text(run)))
    #expect(svg.contains(">SAVE DRAFT</text>"))
    #expect(run.string == "Save draft")
    run.textCase = .lowercase
    #expect(SVGRenderer().svg(for: DrawingLayout().layout(.text(run))).contains(">save draft</text>"))
  }

  @Test func uppercaseTextIsMeasuredAsDrawn() {
    var run = TextRun("wide", font: Self.font, color: Self.ink)
    let written = DrawingLayout().layout(.text(run)).width
    run.textCase = .uppercase
    #expect(DrawingLayout().layout(.text(run)).width > written)
  }

  @Test func aWrappingRunReservesItsMinimumLinesAndStopsAtItsMaximum() {
    var run = TextRun("one two three four five six", font: Self.font, color: Self.ink, lineLimit: 2)
    let line = TextMetrics().lineHeight(of: Self.font)
    let narrow = TextMetrics().width(of: "three", font: Self.font) + 1
    #expect(DrawingLayout().layout(.text(run), proposedWidth: narrow).height == 2 * line)
    run.string = "one"
    run.minimumLines = 3
    let reserved = DrawingLayout().layout(.text(run), proposedWidth: narrow)
    #expect(reserved.height == 3 * line)
    // The line sits at the top of the space it reserves.
    let leaves = DrawnLeaf.leaves(of: reserved.nodes)
    #expect(leaves.first?.rect.y == 0)
  }

  @Test func aSingleLineThatReservesLinesStaysOneLineTall() {
    var run = TextRun("one", font: Self.font, color: Self.ink)
    run.minimumLines = 3
    #expect(DrawingLayout().layout(.text(run)).height == TextMetrics().lineHeight(of: Self.font))
  }

  @Test func severalLinesShrinkBeforeTheyAreCut() {
    let text = "one two three four five"
    var run = TextRun(text, font: Self.font, color: Self.ink, lineLimit: 2)
    let width = TextMetrics().width(of: "one two", font: Self.font)
    let measurer = TextMeasurer.approximate
    #expect(
      run.fitted(width: width, measurer: measurer).lines(width: width, measurer: measurer).last?.hasSuffix("…") == true)
    run.minimumScaleFactor = 0.5
    let fitted = run.fitted(width: width, measurer: .approximate)
    #expect(fitted.font.size < Self.font.size)
    #expect(fitted.font.size >= Self.font.size * 0.5)
    #expect(fitted.lines(width: width, measurer: .approximate).joined(separator: " ") == text)
  }

  @Test func severalLinesThatCannotShrinkEnoughAreCutAtTheSmallestScale() {
    var run = TextRun(String(repeating: "word ", count: 40), font: Self.font, color: Self.ink, lineLimit: 2)
    run.minimumScaleFactor = 0.75
    let fitted = run.fitted(width: 100, measurer: .approximate)
    #expect(fitted.font.size == Self.font.size * 0.75)
    #expect(fitted.lines(width: 100, measurer: .approximate).count == 2)
  }
}
