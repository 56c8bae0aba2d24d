import DesignKitCore

extension VAccordion: DrawableComponent {
  public static var galleryPreview: VAccordion {
    VAccordion(state: .init(.expanded), title: "Advanced", rows: ["Proxy", "DNS", "Private Address"])
  }

  /// A rounded `colors.background` container: the header (title in `fonts.header`, the `layout.chevronIcon` glyph,
  /// `layout.chevronDimension` grown with the title's Dynamic Type size, that turns by `layout.chevronRotation` degrees
  /// when expanded, at least `layout.minHeaderHeight` tall, growing with Dynamic
  /// Type) on `colors.headerHighlight` with the focus ring around it, and under it, only while expanded, the rows
  /// (the content slot); the border (`layout.borderWidth`, `colors.border`) over all of it.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    // The chevron grows with the title beside it, as a disclosure group's symbol does with Dynamic Type.
    let chevron = Drawing.icon(
      try m.layout.chevronIcon, color: try m.colors.chevron, side: try m.layout.chevronDimension,
      besideText: try m.fonts.header
    )
    .rotationEffect(degrees: try m.layout.chevronRotation)
    let shape = DrawingShape.corners(
      try m.layout.cornerRadius, reversesRightToLeft: try m.layout.reversesCornersRightToLeft,
      environment: environment)
    let header = Drawing.hstack(
      spacing: 0,
      [
        try Drawing.text(
          title, font: try m.fonts.header, color: try m.colors.header, configuration: try m.fonts.headerConfiguration
        )
        .frame(fillsWidth: true, alignment: .leading), chevron,
      ]
    )
    .padding(try m.layout.headerMargins)
    .frame(minHeight: try m.layout.minHeaderHeight, fillsWidth: true)
    .background(.shape(shape, fill: try m.colors.headerHighlight))
    .focusRing(shape, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
    let rowFont = try m.fonts.row
    let rowColor = try m.colors.rows.text
    let rowConfiguration = try m.fonts.rowConfiguration
    let rowsDrawing = try Drawing.separatedRows(
      try rows.map { row throws(Diagnostic) in
        try .text(row, font: rowFont, color: rowColor, configuration: rowConfiguration)
      }, layout: try m.layout.rows,
      separator: try m.misc.showsSeparators ? try m.colors.rows.separator : nil, first: true)
    // Collapsed, the slot stays (so a composition still knows where the rows go) but takes no room and shows nothing.
    let content: Drawing =
      state.value == .expanded
      ? .content(placeholder: rowsDrawing) : Drawing.content(placeholder: rowsDrawing).frame(height: 0).opacity(0)
    return Drawing.vstack(spacing: 0, alignment: .leading, [header, content])
      .background(.shape(shape, fill: try m.colors.background))
      .overlay(.shape(shape, .surface(nil, border: try m.colors.border, width: try m.layout.borderWidth)))
  }
}
