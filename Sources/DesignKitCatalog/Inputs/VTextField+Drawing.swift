import DesignKitCore

extension VTextField: DrawableComponent {
  public static var galleryPreview: VTextField { VTextField(placeholder: "Email", text: "ada@example.com") }

  /// The text (dots when secure) or the placeholder in a full-width rounded field with an inside border; a search
  /// icon before it for search fields; the reveal button (an eye) after a secure field's text; a clear button after
  /// it while focused and not empty. A secure field's dots stay on one line that scrolls inside the field (its start
  /// in view), so the buttons after them keep their place.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let contentType = try style.choice("misc.contentType", as: VTextFieldModel.ContentType.self)
    var row: [Drawing] = []
    if contentType == .search {
      let side = try style.number("layout.searchIconDimension")
      row.append(try .icon(.magnifyingglass, style: style, color: "colors.buttonIcon", side: side))
    }
    if text.isEmpty {
      row.append(
        .text(placeholder, font: try style.font("fonts.placeholder"), color: try style.color("colors.placeholder")))
    } else {
      let font = try style.font("fonts.text")
      let color = try style.color("colors.text")
      if contentType == .secure {
        row.append(Drawing.text(TextRun(TextRowContent.hidden(text), font: font, color: color)).scrolling(.horizontal))
      } else {
        row.append(.text(text, font: font, color: color))
      }
    }
    row.append(.spacer)
    if contentType == .secure, !text.isEmpty {
      let side = try style.number("layout.visibilityButtonDimension")
      row.append(
        try .icon(
          .eye, style: style, color: "colors.buttonIcon", side: try style.number("layout.visibilityButtonIconDimension")
        )
        .frame(width: side, height: side))
    }
    if try style.bool("misc.hasClearButton"), !text.isEmpty, state.interaction == .focused {
      row.append(
        try .iconOnCircle(
          .xmark, style: style, color: "colors.buttonIcon", background: "colors.clearButtonBackground",
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
