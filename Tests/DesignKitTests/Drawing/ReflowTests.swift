import DesignKit
import Testing

/// Layout that reflows as iOS does: text wraps at words, stacks share their width, rows stack, bars keep their title
/// off their ends, and right to left mirrors it.
@Suite struct ReflowTests {
  static let font = Font(size: 20)
  static let ink = Color(white255: 0)

  static func texts(_ drawing: Drawing, width: Double, direction: StyleEnvironment.LayoutDirection = .leftToRight)
    -> [DrawnLeaf]
  {
    DrawingLayout(layoutDirection: direction).layout(drawing, proposedWidth: width).leaves.filter { $0.text != nil }
  }

  @Test func textBreaksAtSpacesAndInsideAWordOnlyWhenTheWordAloneIsWider() {
    let run = TextRun("stay connected to networks", font: Self.font, color: Self.ink, lineLimit: 0)
    let width = TextMetrics().width(of: "connected", font: Self.font) + 1
    #expect(run.lines(width: width, measurer: .approximate) == ["stay", "connected", "to", "networks"])
    let narrow = TextMetrics().width(of: "connec", font: Self.font)
    #expect(run.lines(width: narrow, measurer: .approximate).contains("connec"), "a word wider than the line is broken")
  }

  @Test func noLineStartsWithClosingPunctuation() {
    // The comma cannot end "Wi-Fi on", so "on" moves down with it.
    let run = TextRun("Wi-Fi on , Radio", font: Self.font, color: Self.ink, lineLimit: 0)
    let width = TextMetrics().width(of: "Wi-Fi on ,", font: Self.font) - 1
    let lines = run.lines(width: width, measurer: .approximate)
    #expect(lines == ["Wi-Fi", "on ,", "Radio"])
    // Inside a word broken between characters, too.
    let word = TextRun("abcdefgh,", font: Self.font, color: Self.ink, lineLimit: 0)
    let pieces = word.lines(width: TextMetrics().width(of: "abcdefgh", font: Self.font) + 0.1, measurer: .approximate)
    #expect(pieces == ["abcdefg", "h,"])
  }

  @Test(arguments: ["Settings ,", "Settings !", "Go on ;", "Settings …"])
  func punctuationAfterALinesOnlyWordDoesNotStartTheNextLine(text: String) {
    // The line holds the word but not the word, a space and the mark: the mark keeps a letter of the word with it.
    let word = String(text.split(separator: " ").dropLast().joined(separator: " "))
    let run = TextRun(text + " Radio", font: Self.font, color: Self.ink, lineLimit: 0)
    let width = TextMetrics().width(of: word, font: Self.font) + 0.1
    let lines = run.lines(width: width, measurer: .approximate)
    #expect(lines.allSatisfy { line in line.first.map { !" ,!;…".contains($0) } ?? false }, "\(lines)")
    #expect(lines.joined(separator: " ").filter { $0 != " " } == (text + "Radio").filter { $0 != " " }, "\(lines)")
    #expect(lines.allSatisfy { TextMetrics().width(of: $0, font: Self.font) <= width }, "\(lines)")
  }

  @Test func twoTextsInATooNarrowRowBothWrapInsideIt() {
    let row = Drawing.hstack(
      spacing: 8,
      [
        .text("Language and region", font: Self.font, color: Self.ink),
        .text("English (United Kingdom)", font: Self.font, color: Self.ink),
      ])
    let laidOut = DrawingLayout().layout(row, proposedWidth: 200)
    #expect(laidOut.width <= 200.01)
    #expect(laidOut.leaves.allSatisfy { $0.rect.x + $0.rect.width <= 200.5 })
    #expect(laidOut.leaves.count > 2, "both wrapped")
  }

  @Test func framesThatFillShareTheRowEqually() {
    let row = Drawing.hstack(
      spacing: 0,
      [
        Drawing.text("Home", font: Self.font, color: Self.ink).frame(fillsWidth: true),
        Drawing.text("Profile", font: Self.font, color: Self.ink).frame(fillsWidth: true),
      ])
    let centres = Self.texts(row, width: 300).map(\.rect.midX)
    #expect(centres.count == 2 && abs(centres[0] - 75) < 0.01 && abs(centres[1] - 225) < 0.01, "\(centres)")
  }

  @Test func aFillingFrameIsNeverNarrowerThanItsContent() {
    let wide = Drawing.text(TextRun("Unbreakable", font: Self.font, color: Self.ink)).frame(fillsWidth: true)
    #expect(
      DrawingLayout().layout(wide, proposedWidth: 10).width >= TextMetrics().width(of: "Unbreakable", font: Self.font))
  }

  @Test func aRowThatNoLongerFitsStacks() {
    let buttons = ["Cancel", "Delete"].map { Drawing.text($0, font: Self.font, color: Self.ink).padding(10) }
    let row = Drawing.row(spacing: 8, buttons)
    let wide = Self.texts(row, width: 400)
    #expect(wide.count == 2 && wide[0].rect.y == wide[1].rect.y, "side by side when they fit")
    let narrow = Self.texts(row, width: 120)
    #expect(narrow.count == 2 && narrow[1].rect.y > narrow[0].rect.y + narrow[0].rect.height, "stacked")
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aBarCutsItsTitleBeforeItTouchesTheBackButton(direction: StyleEnvironment.LayoutDirection) throws {
    let bar = Drawing.bar(
      leading: .text("Settings", font: Self.font, color: Self.ink, lineLimit: 1),
      principal: .text("Notifications and Sounds", font: Self.font, color: Self.ink, lineLimit: 1),
      trailing: .empty, spacing: 8)
    let leaves = Self.texts(bar, width: 260, direction: direction)
    let back = try #require(leaves.first { $0.text == "Settings" })
    let title = try #require(leaves.first { $0.text?.hasSuffix("…") == true })
    let gap =
      direction == .leftToRight
      ? title.rect.x - (back.rect.x + back.rect.width) : back.rect.x - (title.rect.x + title.rect.width)
    #expect(gap >= 8 - 0.01, "the title keeps the spacing from the back button: \(gap)")
    #expect(abs(title.rect.midX - 130) < 0.01, "centred on the bar")
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aBarKeepsItsBackLabelWholeWhenTheLabelAndTitleBothFit(direction: StyleEnvironment.LayoutDirection) throws {
    let bar = Drawing.bar(
      leading: .text("Settings", font: Self.font, color: Self.ink, lineLimit: 1),
      principal: .text("General", font: Self.font, color: Self.ink, lineLimit: 1), trailing: .empty, spacing: 8)
    // Too narrow for the back label beside a centred title, wide enough for both side by side.
    let both =
      TextMetrics().width(of: "Settings", font: Self.font) + TextMetrics().width(of: "General", font: Self.font)
    let width = both + 8 + 20
    let leaves = Self.texts(bar, width: width, direction: direction)
    let back = try #require(leaves.first { $0.text == "Settings" }, "\(leaves.compactMap(\.text))")
    let title = try #require(leaves.first { $0.text == "General" }, "\(leaves.compactMap(\.text))")
    let gap =
      direction == .leftToRight
      ? title.rect.x - (back.rect.x + back.rect.width) : back.rect.x - (title.rect.x + title.rect.width)
    #expect(gap >= 8 - 0.01, "the title moves off centre just clear of the back label: \(gap)")
    #expect(title.rect.x >= -0.01 && title.rect.x + title.rect.width <= width + 0.01)
    // With room to spare the title stays centred.
    let wide = Self.texts(bar, width: 2 * both + 40, direction: direction)
    let centred = try #require(wide.first { $0.text == "General" })
    #expect(abs(centred.rect.midX - (2 * both + 40) / 2) < 0.01)
  }

  @Test func aLineLimitCutsWithAnEllipsis() {
    let text = Drawing.text("Personal Hotspot", font: Self.font, color: Self.ink, lineLimit: 1)
    let lines = Self.texts(text, width: 80).compactMap(\.text)
    #expect(lines.count == 1 && lines[0].hasSuffix("…"))
  }

  @Test func aBarsTextStopsGrowingAtItsLimit() {
    let font = Font(size: 17, textStyle: .body).scaled(to: .accessibility5)
    #expect(font.limited(to: .xxxLarge, from: .accessibility5).size == 23)
    #expect(font.limited(to: .xxxLarge, from: .accessibility5).limited(to: .xxxLarge, from: .xxxLarge).size == 23)
    #expect(Font(size: 17).limited(to: .xxxLarge, from: .accessibility5).size == 17, "a fixed font keeps its size")
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }
}
