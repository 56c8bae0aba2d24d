import DesignKitCore

extension VTextField: DrawableComponent {
  public static var galleryPreview: VTextField {
    VTextField(header: "Email", footer: "We never share it", placeholder: "Email", text: "ada@example.com")
  }
  /// A field with a header and a footer, a secure field and an empty search field, each drawn with the model's
  /// values.
  public static var galleryPreviews: [VTextField] {
    var secure = VTextField(placeholder: "Password", text: "lovelace")
    secure.sampleSettings = SampleSettings(["misc.contentType": .choice(TextContentType.secure.rawValue)])
    var search = VTextField(placeholder: "Search")
    search.sampleSettings = SampleSettings(["misc.contentType": .choice(TextContentType.search.rawValue)])
    return [galleryPreview, secure, search]
  }

  /// The header above the field and the footer below it (each when not empty, in its font and color, inset by
  /// `layout.headerFooterMargin`, `layout.headerFooterSpacing` from the field). The field: the text (dots when secure)
  /// or the placeholder on one line in a full-width rounded field with an inside border, with a `layout.caretWidth`
  /// caret (`colors.caret`) after the text (before the placeholder) while focused; a search icon before it for search
  /// fields; the reveal button (an eye) after a secure field's text while enabled; a clear button after it where the
  /// text input machine shows one; the icons and buttons grow with the text's Dynamic Type size
  /// (`Font.scaledMetric(_:)`), as does the gap between them and the text (`layout.spacing`). The text stays on one
  /// line: not focused, its start in view, cut at the tail with "…" when it is too long (as an unfocused UITextField
  /// shows it); while focused it scrolls inside the field to its end and the caret (on the right of left-to-right
  /// text, in either direction, as iOS scrolls a long address), so the buttons after it keep their place. The text
  /// and the room after it, up to the buttons, are where the platform's editor goes (`editableText()`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let style = sampleSettings.applied(to: style)
    let m = Resolved<Model>(style)
    let margin = try m.layout.headerFooterMargin
    var column: [Drawing] = []
    if !header.isEmpty {
      column.append(
        try Drawing.text(
          header, font: try m.fonts.header, color: try m.colors.header, configuration: try m.fonts.headerConfiguration))
    }
    if !footer.isEmpty {
      column.append(
        try Drawing.text(
          footer, font: try m.fonts.footer, color: try m.colors.footer, configuration: try m.fonts.footerConfiguration))
    }
    column = column.map { $0.padding(ResolvedInsets(top: 0, left: margin, bottom: 0, right: margin)) }
    column.insert(try field(style: style, environment: environment), at: header.isEmpty ? 0 : 1)
    return column.count == 1
      ? column[0] : .vstack(spacing: try m.layout.headerFooterSpacing, alignment: .leading, column)
  }

  /// The field itself, without header and footer.
  private func field(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let contentType = try m.misc.contentType
    var row: [Drawing] = []
    // The icons and buttons beside the text grow with it, as SF Symbols beside text do.
    let font = try text.isEmpty ? m.fonts.placeholder : m.fonts.text
    func scaled(_ metric: Double) -> Double { font.scaledMetric(metric) }
    let lineWidth = scaled(try m.layout.iconLineWidth)
    if contentType == .search {
      let side = scaled(try m.layout.searchIconDimension)
      row.append(
        .icon(try m.layout.searchIcon, color: try m.colors.buttonIcon, side: side, lineWidth: lineWidth))
    }
    // One line that scrolls inside the field: its start in view, or while focused the caret after its end.
    let isFocused = state.interaction == .focused
    let string = text.isEmpty ? placeholder : contentType == .secure ? TextRowContent.hidden(text) : text
    var run = TextRun(string, font: font, color: try text.isEmpty ? m.colors.placeholder : m.colors.text)
    // A style of another shape without a caret (a hand-made one) draws none.
    let colors = try m.colors
    let layout = try m.layout
    if isFocused, colors.has(\.caret), layout.has(\.caretWidth) {
      run.caret = TextCaret(
        width: try layout.caretWidth, color: try colors.caret, position: text.isEmpty ? .start : .end)
    }
    let end = isFocused && !text.isEmpty
    let line = Drawing.text(run)
    // Not being edited, a line too long for the field shows its start cut at the tail with "…", as an unfocused
    // UITextField does; only while focused does it scroll.
    var truncated = run
    truncated.lineLimit = 1
    truncated.truncation = .tail
    // A line that fits sits at the field's leading edge, focused or not, as iOS sets it. A longer one scrolls: while
    // focused to its end with the caret, else to its start. Text that reads against the layout (left to right in a
    // right to left layout: the layout mirrors boxes, not glyphs) has its start on the box's trailing side and its end,
    // with the caret after it, on the leading side.
    let readsAgainst = StyleEnvironment.LayoutDirection(readingOf: string) != environment.layoutDirection
    let fitted: Drawing =
      !isFocused
      ? Drawing.text(truncated).frame(
        fillsWidth: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .center))
      : end != readsAgainst
        ? .fitting([
          line.frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .center)),
          line.scrolling(.horizontal, alignment: DrawingAlignment(horizontal: .trailing, vertical: .center)),
        ]) : line.scrolling(.horizontal, alignment: DrawingAlignment(horizontal: .leading, vertical: .center))
    row.append(fitted.editableText())
    let isEnabled = state.interaction != .disabled
    if contentType == .secure, isEnabled {
      let side = scaled(try m.layout.visibilityButtonDimension)
      let iconSide = scaled(try m.layout.visibilityButtonIconDimension)
      row.append(
        .icon(try m.layout.revealIcon, color: try m.colors.buttonIcon, side: iconSide, lineWidth: lineWidth)
          .frame(width: side, height: side))
    }
    let hasClearButton = try m.misc.hasClearButton || contentType == .search
    if hasClearButton, isEnabled, !text.isEmpty, state.interaction == .focused || contentType == .search {
      row.append(
        .iconOnCircle(
          try m.layout.clearIcon, color: try m.colors.buttonIcon,
          background: try m.colors.clearButtonBackground,
          side: scaled(try m.layout.clearButtonDimension), iconSide: scaled(try m.layout.clearButtonIconDimension),
          iconLineWidth: lineWidth))
    }
    // The gap between the text and the buttons grows with them, so a scrolled line's cut glyph stands clear of them.
    return Drawing.hstack(spacing: scaled(try m.layout.spacing), row)
      .padding(try m.layout.contentMargins)
      .fullWidthControl(
        minHeight: try m.layout.minHeight, background: .rounded(try m.layout.cornerRadius, try m.layout.cornerStyle),
        fill: try m.colors.background, outline: try m.colors.border, outlineWidth: try m.layout.borderWidth,
        placement: .inside)
  }
}
