import DesignKitCore

extension VTextField: DrawableComponent {
  public static var galleryPreview: VTextField { VTextField(placeholder: "Email", text: "ada@example.com") }

  /// The text (dots when secure) or the placeholder in a full-width rounded field with an inside border; a search
  /// icon before it for search fields; a clear button after it while focused and not empty.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let contentType = try style.choice("misc.contentType", as: VTextFieldModel.ContentType.self)
    let iconColor = try style.color("colors.buttonIcon")
    let iconLineWidth = try style.number("layout.iconLineWidth")
    var row: [Drawing] = []
    if contentType == .search {
      let side = try style.number("layout.searchIconDimension")
      row.append(
        .shape(.icon(.magnifier), stroke: iconColor, lineWidth: iconLineWidth).frame(width: side, height: side))
    }
    if text.isEmpty {
      row.append(
        .text(placeholder, font: try style.font("fonts.placeholder"), color: try style.color("colors.placeholder")))
    } else {
      let shown = contentType == .secure ? String(repeating: "\u{2022}", count: text.count) : text
      row.append(.text(shown, font: try style.font("fonts.text"), color: try style.color("colors.text")))
    }
    row.append(.spacer)
    if try style.bool("misc.hasClearButton"), !text.isEmpty, state.interaction == .focused {
      let side = try style.number("layout.clearButtonDimension")
      let iconSide = try style.number("layout.clearButtonIconDimension")
      let cross = Drawing.shape(.icon(.cross), stroke: iconColor, lineWidth: iconLineWidth)
        .frame(width: iconSide, height: iconSide)
      row.append(
        .layers([.shape(.circle, fill: try style.color("colors.clearButtonBackground")), cross], alignment: .center)
          .frame(width: side, height: side))
    }
    return try Drawing.hstack(spacing: try style.number("layout.spacing"), row)
      .padding(try style.insets("layout.contentMargins"))
      .fullWidthControl(
        style: style, fill: "colors.background", outline: "colors.border", outlineWidth: "layout.borderWidth",
        placement: .inside)
  }
}
