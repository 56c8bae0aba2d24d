import DesignKitCore

extension VSectionList: DrawableComponent {
  public static var galleryPreview: VSectionList {
    VSectionList(sections: [
      .init(title: "NETWORK", rows: ["Wi-Fi", "Bluetooth"]), .init(title: "DISPLAY", rows: ["Brightness"]),
    ])
  }

  /// On `colors.background`, each section's header (`fonts.header`, `colors.header`, inside `layout.headerMargins`)
  /// over its rows, grouped on a `colors.sectionBackground` rounded rectangle, `layout.sectionSpacing` apart; the
  /// sections are the content slot.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let headerFont = try m.fonts.header
    let headerColor = try m.colors.header
    let rowFont = try m.fonts.row
    let rowColor = try m.colors.rows.text
    let (rows, separator) = (try m.layout.rows, try m.colors.rows.separator)
    let group = DrawingShape.rounded(try m.layout.cornerRadius)
    let groupFill = try m.colors.sectionBackground
    let headerMargins = try m.layout.headerMargins
    let drawn = try sections.map { section throws(Diagnostic) -> Drawing in
      Drawing.vstack(
        spacing: 0, alignment: .leading,
        [
          Drawing.text(section.title, font: headerFont, color: headerColor).padding(headerMargins),
          try Drawing.separatedRows(
            section.rows.map { .text($0, font: rowFont, color: rowColor) }, layout: rows, separator: separator
          )
          .background(.shape(group, fill: groupFill)),
        ])
    }
    return Drawing.content(
      placeholder: .vstack(spacing: try m.layout.sectionSpacing, alignment: .leading, drawn)
    )
    .background(.shape(.square, fill: try m.colors.background))
  }
}
