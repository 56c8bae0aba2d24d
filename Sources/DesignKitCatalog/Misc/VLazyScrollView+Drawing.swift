import DesignKitCore

extension VLazyScrollView: DrawableComponent {
  public static var galleryPreview: VLazyScrollView { VLazyScrollView(rowCount: 1000) }

  /// A content slot for the rows inside `layout.contentMargins`, as wide as offered, on `colors.background`; the
  /// placeholder is three rows of `layout.estimatedRowHeight`, `layout.rowSpacing` apart, drawn disabled with it.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let rowHeight = try m.layout.estimatedRowHeight
    var rows: [Drawing] = []
    for title in ["Row 1", "Row 2", "Row 3"].prefix(max(0, rowCount)) {
      rows.append(
        try Drawing.sample(VText(state: state, text: title), in: environment)
          .frame(minHeight: rowHeight, fillsWidth: true, alignment: .leading))
    }
    return Drawing.content(
      placeholder: .vstack(spacing: try m.layout.rowSpacing, alignment: .leading, rows)
    )
    .padding(try m.layout.contentMargins)
    .frame(fillsWidth: true, alignment: .leading)
    .background(.shape(.square, fill: try m.colors.background))
  }
}
