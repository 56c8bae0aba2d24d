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
    let margin = try style.number("layout.headerFooterMargin")
    var column: [Drawing] = []
    for (text, part) in [(header, "header"), (footer, "footer")] where !text.isEmpty {
      column.append(
        try Drawing.text(text, font: "fonts." + part, color: try style.color("colors." + part), style: style)
          .padding(ResolvedInsets(top: 0, left: margin, bottom: 0, right: margin)))
    }
    column.insert(try field(style: style), at: header.isEmpty ? 0 : 1)
    return column.count == 1
      ? column[0] : .vstack(spacing: try style.number("layout.headerFooterSpacing"), alignment: .leading, column)
  }

  /// The field itself, without header and footer.
  private func field(style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let contentType = try style.choice("misc.contentType", as: VTextFieldModel.ContentType.self)
    var row: [Drawing] = []
    if contentType == .search {
      let side = try style.number("layout.searchIconDimension")
      row.append(try .icon(try style.choice("layout.searchIcon"), style: style, color: "colors.buttonIcon", side: side))
    }
    let shown: Drawing
    if text.isEmpty {
      shown = .text(
        placeholder, font: try style.font("fonts.placeholder"), color: try style.color("colors.placeholder"))
    } else {
      let font = try style.font("fonts.text")
      let color = try style.color("colors.text")
      if contentType == .secure {
        shown = Drawing.text(TextRun(TextRowContent.hidden(text), font: font, color: color)).scrolling(.horizontal)
      } else {
        shown = .text(text, font: font, color: color)
      }
    }
    row.append(Drawing.hstack(spacing: 0, [shown, .spacer]).editableText())
    let isEnabled = state.interaction != .disabled
    if contentType == .secure, isEnabled {
      let side = try style.number("layout.visibilityButtonDimension")
      let iconSide = try style.number("layout.visibilityButtonIconDimension")
      row.append(
        try .icon(try style.choice("layout.revealIcon"), style: style, color: "colors.buttonIcon", side: iconSide)
          .frame(width: side, height: side))
    }
    let hasClearButton = try style.bool("misc.hasClearButton") || contentType == .search
    if hasClearButton, isEnabled, !text.isEmpty, state.interaction == .focused || contentType == .search {
      row.append(
        try .iconOnCircle(
          try style.choice("layout.clearIcon"), style: style, color: "colors.buttonIcon",
          background: "colors.clearButtonBackground",
          side: try style.number("layout.clearButtonDimension"),
          iconSide: try style.number("layout.clearButtonIconDimension")))
    }
    return try Drawing.hstack(spacing: try style.number("layout.spacing"), row)
      .padding(try style.insets("layout.contentMargins"))
      .fullWidthControl(
        style: style, fill: "colors.background", outline: "colors.border", outlineWidth: "layout.borderWidth",
        placement: .inside)
  }
}
