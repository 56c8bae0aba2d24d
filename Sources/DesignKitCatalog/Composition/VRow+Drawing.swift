import DesignKitCore

extension VRow: DrawableComponent {
  public static var galleryPreview: VRow { VRow(leading: "Language", trailing: "English") }
  /// A plain row, and an inset row with a chevron (a row that navigates), each drawn with the model's values.
  public static var galleryPreviews: [VRow] {
    var inset = VRow(leading: "Wi-Fi", trailing: "Home")
    inset.sampleSettings = SampleSettings([
      "layout.style": .choice(VRowModel.Style.inset.rawValue), "layout.showsChevron": .bool(true),
    ])
    return [galleryPreview, inset]
  }

  /// The leading text and, at the trailing end, the trailing content (a content slot showing the trailing text)
  /// and the chevron when shown, inside the content margins and at least `layout.minHeight` tall; plain rows on
  /// the plain background, inset rows on the inset background with rounded corners. At the accessibility sizes the
  /// trailing content moves under the leading text, as iOS value cells do.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let style = sampleSettings.applied(to: style)
    let title = Drawing.text(leading, font: try style.font("fonts.leading"), color: try style.color("colors.leading"))
    let trailingText = Drawing.text(
      trailing, font: try style.font("fonts.trailing"), color: try style.color("colors.trailing"))
    // The gallery's sample of a setting shows its trailing text alone: the gallery's one slot is the first sample's.
    let value = sampleSettings.isEmpty ? Drawing.content(placeholder: trailingText) : trailingText
    var row: [Drawing] =
      environment.dynamicTypeSize.isAccessibilitySize
      ? [.vstack(spacing: 0, alignment: .leading, [title, value]).frame(fillsWidth: true, alignment: .leading)]
      : [title, .spacer, value]
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
