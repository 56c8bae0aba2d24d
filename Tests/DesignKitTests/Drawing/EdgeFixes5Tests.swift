import DesignKit
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
}
