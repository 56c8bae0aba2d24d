import DesignKitCore

extension VSegmentedPicker: DrawableComponent {
  public static var galleryPreview: VSegmentedPicker {
    VSegmentedPicker(
      items: ["Day", "Week", "Month", "Year"], itemIcons: [.calendar, .calendar], disabledItems: [3], selection: 1,
      accessibilityLabel: "Period")
  }

  /// A full-width rounded track of equal segments with their titles (set by `fonts.titleConfiguration`) and icons
  /// (in the title's color, placed by `layout.label`), wider than offered when the longest title needs it (as at
  /// large Dynamic Type sizes); the selected one on the indicator (inset by
  /// `layout.indicatorMargin`, scaled per state), dividers between unselected neighbours; a segment disabled on its
  /// own in `colors.disabledTitle`; the focus ring outside the track.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let minHeight = try m.layout.minHeight
    let titleMargin = try m.layout.titleMargin
    let indicator = Drawing.shape(
      try .rounded("layout.indicatorCornerRadius", style: style), fill: try m.colors.indicator
    )
    .padding(try m.layout.indicatorMargin)
    .scaleEffect(try m.layout.indicatorScale)
    let dividerWidth = try m.layout.dividerWidth
    let divider = Drawing.shape(.square, fill: try m.colors.divider)
      .frame(width: dividerWidth, height: try m.layout.dividerHeight)
    // A segment's label (title and icon) in the font and color at `paths`.
    func label(_ index: Int, _ paths: (font: String, color: String)) throws(Diagnostic) -> Drawing {
      let text = try Drawing.text(
        items[index], font: try style.font(paths.font), color: try style.color(paths.color),
        configuration: "fonts.titleConfiguration", style: style)
      let icon = itemIcons.indices.contains(index) ? itemIcons[index] : nil
      return try Drawing.label(title: text, icon: icon, iconColor: try style.color(paths.color), style: style)
    }
    // Every segment is as wide as the widest label, in either font, at its ideal width.
    var widest = 0.0
    for index in items.indices {
      for paths in [("fonts.title", "colors.title"), ("fonts.selectedTitle", "colors.selectedTitle")] {
        widest = max(widest, DrawingLayout(measurer: environment.textMeasurer).layout(try label(index, paths)).width)
      }
    }
    var row: [Drawing] = []
    for index in items.indices {
      let isSelected = index == selection
      if index > 0 {
        row.append(isSelected || index - 1 == selection ? Drawing.empty.frame(width: dividerWidth) : divider)
      }
      let (font, color) =
        isSelected
        ? ("fonts.selectedTitle", "colors.selectedTitle")
        : ("fonts.title", disabledItems.contains(index) ? "colors.disabledTitle" : "colors.title")
      let segment = try label(index, (font, color))
        .padding(ResolvedInsets(top: 0, left: titleMargin, bottom: 0, right: titleMargin))
        .frame(minWidth: widest + 2 * titleMargin, minHeight: minHeight, fillsWidth: true)
      row.append(isSelected ? segment.background(indicator) : segment)
    }
    let track = try DrawingShape.rounded("layout.cornerRadius", style: style)
    return try Drawing.hstack(spacing: 0, row)
      .frame(minHeight: minHeight)
      .background(.shape(track, fill: try m.colors.background))
      .focusRing(track, style: style)
  }
}
