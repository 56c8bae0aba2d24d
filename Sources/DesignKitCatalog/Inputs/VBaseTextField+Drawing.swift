import DesignKitCore

extension VBaseTextFieldRole {
  /// The text (or the placeholder when empty) on no background, at least `layout.minimumHeight` tall; the caret
  /// after the text's last glyph (before the placeholder) while focused (`TextRun.caret`). The row of text is where the platform's editor goes (`editableText()`).
  public static func drawing(of input: VBaseTextField, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  {
    let (text, placeholder, state) = (input.text, input.placeholder, input.state)
    let m = Resolved<VBaseTextFieldModel>(style)
    let font = try (text.isEmpty ? m.fonts.placeholder : m.fonts.text)
    var run = TextRun(
      text.isEmpty ? placeholder : text, font: font, color: try (text.isEmpty ? m.colors.placeholder : m.colors.text))
    if state.interaction == .focused {
      run.caret = TextCaret(
        width: try m.layout.caretWidth, color: try m.colors.caret, position: text.isEmpty ? .start : .end)
    }
    let row: [Drawing] = [.text(run), .spacer]
    return Drawing.hstack(spacing: 0, row).editableText()
      .frame(minHeight: try m.layout.minimumHeight, fillsWidth: true)
  }
}
