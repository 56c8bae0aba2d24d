import DesignKitCore

extension VTextViewRole {
  /// The text (or the placeholder when empty) wrapped at the view's width, its lines aligned by `layout.textAlignment`,
  /// inside `layout.contentMargins` on a full-width rounded background with an inside border, at least
  /// `layout.minHeight` tall; while focused, a `layout.caretWidth` caret (`colors.caret`) before the placeholder or
  /// after the last glyph of the text's last line (`TextRun.caret`). The text area is tall enough for
  /// `layout.minLineCount` lines and grows with the text up to `layout.maxLineCount` lines (0: no limit), past which
  /// the text scrolls with its last line in view. The lines in view are where the platform's editor goes
  /// (`editableText()`).
  public static func drawing(of input: VTextView, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  {
    let (text, placeholder, state) = (input.text, input.placeholder, input.state)
    let m = Resolved<VTextViewModel>(style)
    let font = try text.isEmpty ? m.fonts.placeholder : m.fonts.text
    let lineHeight = environment.textMeasurer.lineHeight(of: font)
    let alignment = (try m.layout.textAlignment).horizontal
    var run = TextRun(
      text.isEmpty ? placeholder : text, font: font, color: try text.isEmpty ? m.colors.placeholder : m.colors.text,
      lineLimit: 0, alignment: alignment)
    if state.interaction == .focused {
      run.caret = TextCaret(
        width: try m.layout.caretWidth, color: try m.colors.caret, position: text.isEmpty ? .start : .end)
    }
    var lines = Drawing.text(run)
      .frame(
        minHeight: Double(max(0, Int(try m.layout.minLineCount))) * lineHeight, fillsWidth: true,
        alignment: DrawingAlignment(horizontal: alignment, vertical: .top))
    let maxLineCount = Int(try m.layout.maxLineCount)
    if maxLineCount > 0 {
      lines = lines.scrolling(maxHeight: Double(maxLineCount) * lineHeight)
    }
    return lines.editableText().padding(try m.layout.contentMargins)
      .fullWidthControl(
        minHeight: try m.layout.minHeight, background: .rounded(try m.layout.cornerRadius, try m.layout.cornerStyle),
        fill: try m.colors.background, outline: try m.colors.border, outlineWidth: try m.layout.borderWidth,
        placement: .inside)
  }
}
