import DesignKitCore

extension VBaseTextField: DrawableComponent {
  public static var galleryPreview: VBaseTextField { VBaseTextField(placeholder: "Search", text: "Lisbon") }
  /// A field with text, and an empty one showing its placeholder.
  public static var galleryPreviews: [VBaseTextField] { [galleryPreview, VBaseTextField(placeholder: "City")] }

  /// The text (or the placeholder when empty) on no background, at least `layout.minimumHeight` tall; the caret
  /// after the text while focused. The row of text is where the platform's editor goes (`editableText()`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let font = try (text.isEmpty ? m.fonts.placeholder : m.fonts.text)
    let label = Drawing.text(
      text.isEmpty ? placeholder : text, font: font,
      color: try (text.isEmpty ? m.colors.placeholder : m.colors.text))
    var row = [label, .spacer]
    if state.interaction == .focused {
      let caret = Drawing.shape(.square, fill: try m.colors.caret)
        .frame(width: try m.layout.caretWidth, height: environment.textMeasurer.lineHeight(of: font))
      row.insert(caret, at: text.isEmpty ? 0 : 1)
    }
    return Drawing.hstack(spacing: 0, row).editableText()
      .frame(minHeight: try m.layout.minimumHeight, fillsWidth: true)
  }
}
