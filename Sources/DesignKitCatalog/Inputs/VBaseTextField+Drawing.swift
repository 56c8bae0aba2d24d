import DesignKitCore

extension VBaseTextField: DrawableComponent {
  public static var galleryPreview: VBaseTextField { VBaseTextField(placeholder: "Search", text: "Lisbon") }
  /// A field with text, and an empty one showing its placeholder.
  public static var galleryPreviews: [VBaseTextField] { [galleryPreview, VBaseTextField(placeholder: "City")] }

  /// The text (or the placeholder when empty) on no background, at least `layout.minimumHeight` tall; the caret
  /// after the text's last glyph (before the placeholder) while focused (`TextRun.caret`). The row of text is where the platform's editor goes (`editableText()`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
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
