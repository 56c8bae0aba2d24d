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

/// A word is broken only when it alone is wider than its line: wrapped text shrinks to its minimum scale first, and a
/// stack gives each text its widest word before it shares out the rest.
@Suite struct WholeWordTests {
  static let font = Font(size: 40)
  static let ink = Color(white255: 0)
  static let measurer = TextMeasurer.approximate

  @Test func wrappedTextShrinksUntilItsWidestWordFitsBeforeBreakingIt() {
    var run = TextRun("Notifications on", font: Self.font, color: Self.ink, lineLimit: 0)
    let word = Self.measurer.width(of: "Notifications", font: Self.font)
    let width = word * 0.9
    // Without a minimum scale the word is broken.
    #expect(!run.lines(width: width, measurer: Self.measurer).contains("Notifications"))
    run.minimumScaleFactor = 0.75
    let fitted = run.fitted(width: width, measurer: Self.measurer)
    #expect(fitted.font.size < Self.font.size && fitted.font.size >= Self.font.size * 0.75)
    #expect(fitted.lines(width: width, measurer: Self.measurer) == ["Notifications", "on"])
    // Never below the minimum: at half the width the word breaks at 0.75.
    let narrow = run.fitted(width: word / 2, measurer: Self.measurer)
    #expect(narrow.font.size == Self.font.size * 0.75)
    // Text whose words fit keeps its size and wraps between words.
    #expect(run.fitted(width: word * 1.1, measurer: Self.measurer).font == Self.font)
  }

  @Test func aStackGivesEachTextItsWidestWordBeforeSharingTheRest() throws {
    let title = Drawing.text(TextRun("Bluetooth", font: Self.font, color: Self.ink, lineLimit: 0))
    let value = Drawing.text(TextRun("On for two devices", font: Self.font, color: Self.ink, lineLimit: 0))
    let row = Drawing.hstack(spacing: 8, [title, value])
    let word = Self.measurer.width(of: "Bluetooth", font: Self.font)
    let devices = Self.measurer.width(of: "devices", font: Self.font)
    // Room for both widest words side by side, not for their ideal widths.
    let width = word + 8 + devices + 10
    let laidOut = DrawingLayout(measurer: Self.measurer).layout(row, proposedWidth: width)
    let texts = DrawnLeaf.leaves(of: laidOut.nodes).compactMap(\.text)
    #expect(texts.first == "Bluetooth", "the title keeps its word whole: \(texts)")
    #expect(!texts.contains { $0.count < 3 }, "\(texts)")
  }
}
