import DesignKit
import Testing

/// Layout measures text through the environment's measurer: a face's fonts change where text goes and where it
/// breaks, and the approximation stays the default.
@Suite struct TextMeasurerTests {
  /// Every character 10 pt wide, every line 20 pt tall with its baseline 15 pt down: easy to reckon with, and far
  /// from the approximation.
  struct TenPointCharacters: TextMeasuring {
    func width(of string: String, font: Font) -> Double { Double(string.count) * 10 }
    func lineHeight(of font: Font) -> Double { 20 }
    func baseline(of font: Font) -> Double { 15 }
  }

  static let tens = TextMeasurer(name: "tens", TenPointCharacters())
  static let font = Font(size: 17)
  static let ink = Color(white: 0)

  /// The texts of `component` hosted in `environment` and laid out `width` wide, where they show.
  static func texts<C: DrawableComponent>(_ component: C, in environment: StyleEnvironment, width: Double) throws
    -> [DrawnLeaf]
  {
    try ComponentHost(component, environment: environment).frame(proposedWidth: width).laidOut.leaves.filter {
      $0.text != nil
    }
  }

  @Test func aButtonsTitleIsMeasuredByItsEnvironmentsMeasurer() throws {
    let button = VPrimaryButton(action: {}, title: "Continue")
    let measured = try #require(try Self.texts(button, in: StyleEnvironment(textMeasurer: Self.tens), width: 300).first)
    let approximate = try #require(try Self.texts(button, in: StyleEnvironment(), width: 300).first)
    #expect(measured.rect.width == 80)
    #expect(measured.rect.height == 20)
    #expect(approximate.rect.width == TextMetrics().width(of: "Continue", font: try #require(approximate.font)))
    // Still centred in the full-width button.
    #expect(abs(measured.rect.midX - approximate.rect.midX) < 1e-9)
  }

  @Test func aLongTextWrapsWhereTheMeasurerBreaksIt() throws {
    let text = VText(type: .multiLine, text: "one two three four five six seven eight")
    let lines = try Self.texts(text, in: StyleEnvironment(textMeasurer: Self.tens), width: 100)
    // Ten characters to a line.
    #expect(lines.compactMap(\.text) == ["one two", "three four", "five six", "seven", "eight"])
    #expect(try Self.texts(text, in: StyleEnvironment(), width: 100).compactMap(\.text) != lines.compactMap(\.text))
  }

  @Test func lineBreakingAndTruncationMeasureWithTheMeasurerTheyAreGiven() {
    let run = TextRun("one two three four five six seven eight", font: Self.font, color: Self.ink, lineLimit: 0)
    #expect(run.lines(width: 100, measurer: Self.tens) == ["one two", "three four", "five six", "seven", "eight"])
    var limited = run
    limited.lineLimit = 2
    #expect(limited.lines(width: 100, measurer: Self.tens) == ["one two", "three fou…"])
    let word = TextRun("abcdefghijkl", font: Self.font, color: Self.ink, lineLimit: 0)
    #expect(word.lines(width: 50, measurer: Self.tens) == ["abcde", "fghij", "kl"])
    // One line shrinks to its width as measured: 100 pt for 20 characters of 200 pt is half the size.
    var shrinking = TextRun(String(repeating: "x", count: 20), font: Self.font, color: Self.ink, lineLimit: 1)
    shrinking.minimumScaleFactor = 0.25
    #expect(shrinking.fitted(width: 100, measurer: Self.tens).font.size == Self.font.size / 2)
  }

  @Test func theMeasurerIsPartOfTheEnvironmentOnlyWhenItIsNotTheApproximation() {
    #expect(StyleEnvironment().textMeasurer == .approximate)
    #expect(StyleEnvironment().label == "light")
    #expect(StyleEnvironment(colorScheme: .dark, textMeasurer: Self.tens).label == "dark text-measurer-tens")
    #expect(StyleEnvironment(textMeasurer: Self.tens) != StyleEnvironment())
    // Named measurers are equal by name.
    #expect(TextMeasurer(name: "approximate", Self.TenPointCharacters()) == .approximate)
    #expect(Set([Self.tens, TextMeasurer(name: "tens", TextMetrics()), .approximate]).count == 2)
  }
}
