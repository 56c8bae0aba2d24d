import DesignKit
import Foundation
import Testing

/// Issue 37's edges, continued: the caret after left-to-right text in a right-to-left layout, and the rest of what
/// was still visible at the edges.
@Suite struct EdgeFixes5Tests {
  /// The focused text inputs, by name, showing `text`.
  static func focused(_ name: String, text: String) throws -> any DrawableComponent {
    let state = ValueState<ValidationState>(.none, .focused)
    switch name {
    case "VTextField": return VTextField(state: state, placeholder: "Email", text: text)
    case "VTextFieldRow": return VTextFieldRow(state: state, title: "Email", text: text)
    case "VBaseTextField": return VBaseTextField(state: state, placeholder: "Email", text: text)
    default: return VTextView(state: state, placeholder: "Notes", text: text)
    }
  }

  /// A focused input's caret, the span its line of text is painted over (the renderer anchors a line at its box's
  /// leading edge, or left-to-right text in a right-to-left layout at the box's right edge) and the widest shape (the
  /// field).
  static func caretAndLine<C: DrawableComponent>(_ component: C, text: String, in environment: StyleEnvironment)
    throws -> (caret: DrawingRect, line: (left: Double, right: Double), gap: Double, field: DrawingRect)
  {
    let style = try component.drawingStyle(in: environment)
    let caretColor = try (try? style.color("colors.caret")) ?? style.color("colors.field.caret")
    let leaves = try component.drawing(in: environment).leaves(in: environment, width: 320)
    let carets = leaves.filter { $0.shape != nil && $0.fill == caretColor && $0.rect.width <= 6 }
    #expect(carets.count == 1, "one caret in \(C.componentName)")
    let caret = try #require(carets.first).rect
    let leaf = try #require(
      leaves.first { leaf in
        guard let shown = leaf.text, !shown.isEmpty else { return false }
        return text.hasSuffix(shown) && abs(leaf.rect.midY - caret.midY) < 1
      })
    let font = try #require(leaf.font)
    let width = TextMeasurer.approximate.width(of: leaf.text ?? "", font: font)
    let rect = leaf.rect
    let left = environment.layoutDirection == .rightToLeft ? rect.x + rect.width - width : rect.x
    let field = try #require(leaves.filter { $0.shape != nil }.max { $0.rect.width < $1.rect.width }).rect
    return (caret, (left, left + width), TextCaret.gap(beside: font), field)
  }

  /// Left-to-right text ends on its right in either layout direction, Hebrew on its left: the caret stands there,
  /// after the last glyph, and inside the field (a long address scrolls to its end). On today's main, right to left,
  /// the caret stood on the left of "ada@example.com", before its first glyph.
  @Test(
    arguments: ["VTextField", "VTextFieldRow", "VBaseTextField", "VTextView"],
    [
      ("ada@example.com", StyleEnvironment.LayoutDirection.rightToLeft, DynamicTypeSize.large),
      ("ada@example.com", .rightToLeft, .accessibility5), ("ada@example.com", .leftToRight, .accessibility5),
      ("שלום עולם", .rightToLeft, .large),
    ])
  func theCaretStandsAfterTheLastGlyph(
    name: String, sample: (text: String, direction: StyleEnvironment.LayoutDirection, size: DynamicTypeSize)
  ) throws {
    var environment = StyleEnvironment(dynamicTypeSize: sample.size)
    environment.layoutDirection = sample.direction
    let input = try Self.focused(name, text: sample.text)
    let (caret, line, gap, field) = try Self.caretAndLine(input, text: sample.text, in: environment)
    let readsLeftToRight = StyleEnvironment.LayoutDirection(readingOf: sample.text) == .leftToRight
    let end = readsLeftToRight ? line.right + gap : line.left - gap - caret.width
    #expect(abs(caret.x - end) <= 1, "\(name): caret at \(caret.x), the text ends at \(end)")
    #expect(caret.x >= field.x - 0.5 && caret.x + caret.width <= field.x + field.width + 0.5, "\(name): \(caret)")
  }

  /// Widths of 17 pt regular lines in Chromium with Debian's Inter (SVG `getComputedTextLength`): the caret after
  /// each, `TextCaret.gap(beside:)` past the measured end, stands clear of the last glyph. On today's main the
  /// address measured 144.2 pt ("@" counted as an average glyph) and the caret had no gap: it stood on the "m".
  @Test(arguments: [("ada@example.com", 152.23), ("Lisbon", 53.14), ("the river.", 70.45), ("••••••••", 76.52)])
  func theCaretStandsClearOfTheLastGlyphAsChromiumSetsIt(text: String, browserWidth: Double) {
    let font = Font(size: 17)
    let caretX = TextMeasurer.approximate.width(of: text, font: font) + TextCaret.gap(beside: font)
    #expect(caretX >= browserWidth, "the caret at \(caretX) stands on a glyph that ends at \(browserWidth)")
    #expect(caretX <= browserWidth + 0.25 * font.size, "the caret at \(caretX) stands apart from \(browserWidth)")
  }

  /// The settings screen's two account fields stand a spacing unit apart (a plain container's column), not touching
  /// inside the section's rows (on today's main their outlines were 4.3 pt apart).
  @Test func theSettingsScreensAccountFieldsStandASpacingUnitApart() throws {
    let text = try #require(RepoPaths.read(RepoPaths.model("compositions/settings.json")))
    let document = try CompositionDocument(Array(text.utf8), file: "settings.json", theme: .default)
    let drawing = try Composition(theme: .default).drawing(of: document.root).drawing
    let leaves = drawing.leaves(width: 393)
    /// The field around `text`: the narrowest outlined shape holding its line.
    func field(around text: String) throws -> DrawingRect {
      let line = try #require(leaves.first { $0.text == text }).rect
      return try #require(
        leaves.filter { leaf in
          leaf.stroke != nil && leaf.rect.y <= line.y && leaf.rect.y + leaf.rect.height >= line.y + line.height
            && leaf.rect.width > line.width
        }.min { $0.rect.height < $1.rect.height }
      ).rect
    }
    let name = try field(around: "Name")
    let email = try field(around: "a@")
    let gap = email.y - (name.y + name.height)
    #expect(gap >= Metrics.spacingUnit - 0.5, "the fields are \(gap) pt apart")
  }

  /// A toggle's switch keeps its size at accessibility5 while its title grows: the room between them grows with the
  /// title (`layout.titleSpacing` scaled as the title), in either direction. On today's main it stayed 5 pt beside a
  /// 44 pt "Subscribe", which read as touching in the settings card.
  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aToggleTitleStandsOffItsSwitchAsItGrows(direction: StyleEnvironment.LayoutDirection) throws {
    var environment = StyleEnvironment(dynamicTypeSize: .accessibility5)
    environment.layoutDirection = direction
    let toggle = VToggle(title: "Subscribe")
    let style = try toggle.drawingStyle(in: environment)
    let leaves = try toggle.drawing(in: environment).leaves(in: environment, width: 393)
    let title = try #require(leaves.first { $0.text == "Subscribe" }).rect
    let track = try #require(leaves.first { $0.shape != nil }).rect
    // The title is painted from its box's left edge (left to right), or up to its right edge (right to left).
    let gap = direction == .leftToRight ? title.x - track.x - track.width : track.x - (title.x + title.width)
    let spacing = try style.number("layout.titleSpacing")
    #expect(gap >= (try style.font("fonts.title").scaledMetric(spacing)) - 0.5, "\(gap) pt between")
    #expect(gap > 3 * spacing)
  }

  /// Carbon and Fluent restyle three families: each one's description names exactly those it restyles (on today's
  /// main they read as whole brands, so a Fluent text field stood beside an iOS text view unannounced).
  @Test(arguments: ["carbon", "fluent"])
  func aPresetThatRestylesSomeFamiliesNamesThem(name: String) throws {
    let text = try #require(RepoPaths.read(RepoPaths.model(name + ".json")))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let description = try #require(json["description"] as? String)
    let restyled = try #require(json["components"] as? [String: Any]).keys.sorted()
    let words = Set(description.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    let named = Catalog.registry.names.filter { words.contains($0) }.sorted()
    #expect(named == restyled, "\(name) restyles \(restyled), its description names \(named)")
    #expect(description.contains("only"))
  }

  /// The leaves of the settings card composition (`Models/compositions/settings-card.json`) laid out 393 pt wide at
  /// `size` in `direction`.
  static func settingsCard(size: DynamicTypeSize, direction: StyleEnvironment.LayoutDirection) throws -> [DrawnLeaf] {
    let text = try #require(RepoPaths.read(RepoPaths.model("compositions/settings-card.json")))
    let document = try CompositionDocument(Array(text.utf8), file: "settings-card.json", theme: .default)
    var environment = StyleEnvironment(dynamicTypeSize: size)
    environment.layoutDirection = direction
    let drawing = try Composition(theme: .default, environment: environment).drawing(of: document.root).drawing
    return drawing.leaves(in: environment, width: 393)
  }

  /// The settings card's footer buttons share a height at every size, side by side or stacked, and stacked they share
  /// the full width (on today's main the
  /// secondary "Cancel" was a 32 pt pill beside a 50 pt "Save", and shorter than it at accessibility5).
  @Test(
    arguments: [DynamicTypeSize.large, .accessibility5], [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func theSettingsCardsFooterButtonsShareAHeight(size: DynamicTypeSize, direction: StyleEnvironment.LayoutDirection)
    throws
  {
    let leaves = try Self.settingsCard(size: size, direction: direction)
    /// The button around `title`: the smallest filled shape holding its line.
    func button(_ title: String) throws -> DrawingRect {
      let line = try #require(leaves.first { $0.text == title }).rect
      return try #require(
        leaves.filter { leaf in
          leaf.fill != nil && leaf.rect.y <= line.y && leaf.rect.y + leaf.rect.height >= line.y + line.height
            && leaf.rect.x <= line.x + 0.5 && leaf.rect.x + leaf.rect.width >= line.x + line.width - 0.5
        }.min { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }
      ).rect
    }
    let cancel = try button("Cancel")
    let save = try button("Save")
    #expect(abs(cancel.height - save.height) < 0.5, "Cancel \(cancel.height) pt, Save \(save.height) pt")
    // Stacked (at accessibility5), both take the column's full width, as iOS stacks actions; before edges6 Cancel
    // hugged its title at the trailing edge under a full-width Save.
    guard size == .accessibility5 else { return }
    #expect(abs(cancel.y - save.y) > cancel.height - 0.5, "stacked at accessibility5")
    #expect(abs(cancel.width - save.width) < 0.5, "Cancel \(cancel.width) pt wide, Save \(save.width) pt")
    #expect(abs(cancel.x - save.x) < 0.5)
  }

  /// A still of a roll shows where it lands: every digit on the line of the unchanged digits and separators, the
  /// changed ones highlighted. Earlier stills caught the roll on its way, the new digits a quarter line low and cut
  /// (edges5), or halfway ("999 45 / 1,234:50").
  @Test func aStillOfARollShowsEveryDigitOnTheLine() throws {
    let counter = VRollingCounter(state: .rollingDown, value: 1234.5, previousValue: 999.45)
    let leaves = try counter.drawing().leaves(width: 393)
    let three = try #require(leaves.first { $0.text == "3" })
    let four = try #require(leaves.first { $0.text == "4" })
    let comma = try #require(leaves.first { $0.text == "," })
    #expect(abs(four.rect.y - three.rect.y) < 0.01, "the new 4 is \(abs(four.rect.y - three.rect.y)) pt off its line")
    #expect(abs(comma.rect.y - three.rect.y) < 0.01)
    #expect(four.color != three.color, "the changed 4 is highlighted")
  }
}
