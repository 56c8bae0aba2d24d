import DesignKitCore

extension VListSection: DrawableComponent {
  public static var galleryPreview: VListSection { VListSection(title: "Network") }

  /// The title in `fonts.header`, set by `fonts.headerConfiguration` (in capitals by default), and `colors.header`
  /// inside `layout.headerMargins`, above a content slot for the rows on a `colors.background` group rounded by
  /// `layout.cornerRadius`. The placeholder is three rows with `colors.separator` lines (`layout.separatorWidth`,
  /// from `layout.separatorInset`) between them, drawn disabled with the section.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let inset = try m.layout.separatorInset
    let separator = Drawing.hstack(
      spacing: 0,
      [
        Drawing.empty.frame(width: inset),
        Drawing.shape(
          .line(from: UnitPoint(x: 0, y: 0.5), to: UnitPoint(x: 1, y: 0.5)),
          stroke: try m.colors.separator,
          lineWidth: try m.layout.separatorWidth),
      ]
    ).frame(height: try m.layout.separatorWidth)
    let rows = try ["Wi-Fi", "Bluetooth", "Personal Hotspot"].map { title throws(Diagnostic) -> Drawing in
      try Drawing.sample(VText(state: state, text: title), in: environment)
        .padding(ResolvedInsets(top: 0, left: inset, bottom: 0, right: inset))
        .frame(minHeight: Metrics.minimumTarget, fillsWidth: true, alignment: .leading)
    }
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let group = Drawing.content(placeholder: .vstack(spacing: 0, alignment: .leading, rows.separated(by: separator)))
      .frame(fillsWidth: true, alignment: .leading)
      .background(.shape(shape, fill: try m.colors.background))
      .clipped(to: shape)
    let header = try Drawing.text(
      title, font: try m.fonts.header,
      color: try m.colors.header, configuration: try m.fonts.headerConfiguration
    )
    .padding(try m.layout.headerMargins)
    return .vstack(spacing: 0, alignment: .leading, [header, group])
  }
}
