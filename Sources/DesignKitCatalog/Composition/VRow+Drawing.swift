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
  /// the plain background, inset rows on the inset background with rounded corners. At the accessibility sizes, and
  /// where the two do not fit side by side (a watch's screen), the trailing content moves under the leading text, as
  /// iOS value cells do.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let style = sampleSettings.applied(to: style)
    let m = Resolved<Model>(style)
    let title = Drawing.text(leading, font: try m.fonts.leading, color: try m.colors.leading)
    let trailingText = Drawing.text(trailing, font: try m.fonts.trailing, color: try m.colors.trailing)
    // The gallery's sample of a setting shows its trailing text alone: the gallery's one slot is the first sample's.
    let value = sampleSettings.isEmpty ? Drawing.content(placeholder: trailingText) : trailingText
    let stacked = Drawing.vstack(spacing: 0, alignment: .leading, [title, value])
      .frame(fillsWidth: true, alignment: .leading)
    var row: [Drawing] =
      environment.dynamicTypeSize.isAccessibilitySize
      ? [stacked] : [.fitting([.hstack(spacing: try m.layout.spacing, [title, .spacer, value]), stacked])]
    if try m.layout.showsChevron {
      row.append(
        .icon(
          .chevronForward, color: try m.colors.chevron, side: try m.layout.chevronDimension,
          besideText: try m.fonts.leading))
    }
    // `Resolved.style` is the view's own style, so the field named `style` is read by its key path.
    let isInset = try m.layout[dynamicMember: \.style] == .inset
    let background: DrawingShape =
      isInset
      ? .rounded(try m.layout.insetCornerRadius) : .square
    return Drawing.hstack(spacing: try m.layout.spacing, row)
      .padding(try m.layout.contentMargins)
      .frame(minHeight: try m.layout.minHeight, fillsWidth: true)
      .background(.shape(background, fill: try isInset ? m.colors.insetBackground : m.colors.plainBackground))
  }
}
