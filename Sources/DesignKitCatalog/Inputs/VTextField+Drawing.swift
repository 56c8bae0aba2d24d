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
  /// `layout.headerFooterMargin`, `layout.headerFooterSpacing` from the field). The field: the text (dots when
  /// secure) or the placeholder in a full-width rounded field with an inside border; a search icon before it for
  /// search fields; the reveal button (an eye) after a secure field's text while enabled; a clear button after it
  /// where the text input machine shows one. A secure field's dots stay on one line that scrolls inside the field
  /// (its start in view), so the buttons after them keep their place. The text and the room after it, up to the
  /// buttons, are where the platform's editor goes (`editableText()`).
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
    column.insert(try field(style: style), at: header.isEmpty ? 0 : 1)
    return column.count == 1
      ? column[0] : .vstack(spacing: try m.layout.headerFooterSpacing, alignment: .leading, column)
  }

  /// The field itself, without header and footer.
  private func field(style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let contentType = try m.misc.contentType
    var row: [Drawing] = []
    if contentType == .search {
      let side = try m.layout.searchIconDimension
      row.append(try .icon(try m.layout.searchIcon, style: style, color: "colors.buttonIcon", side: side))
    }
    let shown: Drawing
    if text.isEmpty {
      shown = .text(placeholder, font: try m.fonts.placeholder, color: try m.colors.placeholder)
    } else {
      let font = try m.fonts.text
      let color = try m.colors.text
      if contentType == .secure {
        shown = Drawing.text(TextRun(TextRowContent.hidden(text), font: font, color: color)).scrolling(.horizontal)
      } else {
        shown = .text(text, font: font, color: color)
      }
    }
    row.append(Drawing.hstack(spacing: 0, [shown, .spacer]).editableText())
    let isEnabled = state.interaction != .disabled
    if contentType == .secure, isEnabled {
      let side = try m.layout.visibilityButtonDimension
      let iconSide = try m.layout.visibilityButtonIconDimension
      row.append(
        try .icon(try m.layout.revealIcon, style: style, color: "colors.buttonIcon", side: iconSide)
          .frame(width: side, height: side))
    }
    let hasClearButton = try m.misc.hasClearButton || contentType == .search
    if hasClearButton, isEnabled, !text.isEmpty, state.interaction == .focused || contentType == .search {
      row.append(
        try .iconOnCircle(
          try m.layout.clearIcon, style: style, color: try m.colors.buttonIcon,
          background: try m.colors.clearButtonBackground,
          side: try m.layout.clearButtonDimension,
          iconSide: try m.layout.clearButtonIconDimension))
    }
    return Drawing.hstack(spacing: try m.layout.spacing, row)
      .padding(try m.layout.contentMargins)
      .fullWidthControl(
        minHeight: try m.layout.minHeight, background: try .rounded(try m.layout.cornerRadius, style: style),
        fill: try m.colors.background, outline: try m.colors.border, outlineWidth: try m.layout.borderWidth,
        placement: .inside)
  }
}
