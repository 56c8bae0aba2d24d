import DesignKitCore

extension VRow: DrawableComponent {
  public static var galleryPreview: VRow { VRow(leading: "Language", trailing: "English") }

  /// The leading text and, at the trailing end, the trailing content (a content slot showing the trailing text)
  /// and the chevron when shown, inside the content margins and at least `layout.minHeight` tall; plain rows on
  /// the plain background, inset rows on the inset background with rounded corners.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    var row: [Drawing] = [
      .text(leading, font: try style.font("fonts.leading"), color: try style.color("colors.leading")), .spacer,
      .content(
        placeholder: .text(trailing, font: try style.font("fonts.trailing"), color: try style.color("colors.trailing"))
      ),
    ]
    if try style.bool("layout.showsChevron") {
      row.append(
        try .icon(
          .chevronForward, style: style, color: "colors.chevron", side: try style.number("layout.chevronDimension")))
    }
    let isInset = try style.choice("layout.style", as: VRowModel.Style.self) == .inset
    let background: DrawingShape =
      isInset
      ? try .rounded("layout.insetCornerRadius", style: style) : .square
    return Drawing.hstack(spacing: try style.number("layout.spacing"), row)
      .padding(try style.insets("layout.contentMargins"))
      .frame(minHeight: try style.number("layout.minHeight"), fillsWidth: true)
      .background(
        .shape(background, fill: try style.color(isInset ? "colors.insetBackground" : "colors.plainBackground")))
  }
}
