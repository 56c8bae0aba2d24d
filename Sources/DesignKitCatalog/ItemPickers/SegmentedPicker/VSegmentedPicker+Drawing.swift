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
      .rounded(try m.layout.indicatorCornerRadius), fill: try m.colors.indicator
    )
    .padding(try m.layout.indicatorMargin)
    .scaleEffect(try m.layout.indicatorScale)
    let dividerWidth = try m.layout.dividerWidth
    let divider = Drawing.shape(.square, fill: try m.colors.divider)
      .frame(width: dividerWidth, height: try m.layout.dividerHeight)
    let (fonts, colors) = (try m.fonts, try m.colors)
    let (configuration, labelLayout) = (try fonts.titleConfiguration, try m.layout.label)
    // A segment's label (title and icon) in `look`'s font and color.
    func label(_ index: Int, _ look: (font: Font, color: Color)) throws(Diagnostic) -> Drawing {
      let text = try Drawing.text(items[index], font: look.font, color: look.color, configuration: configuration)
      let icon = itemIcons.indices.contains(index) ? itemIcons[index] : nil
      return try Drawing.label(title: text, icon: icon, iconColor: look.color, layout: labelLayout)
    }
    let plain = (font: try fonts.title, color: try colors.title)
    let selected = (font: try fonts.selectedTitle, color: try colors.selectedTitle)
    // Every segment is as wide as the widest label, in either font, at its ideal width.
    var widest = 0.0
    for index in items.indices {
      for look in [plain, selected] {
        widest = max(widest, DrawingLayout(measurer: environment.textMeasurer).layout(try label(index, look)).width)
      }
    }
    var row: [Drawing] = []
    for index in items.indices {
      let isSelected = index == selection
      if index > 0 {
        row.append(isSelected || index - 1 == selection ? Drawing.empty.frame(width: dividerWidth) : divider)
      }
      let look =
        isSelected
        ? selected : (font: plain.font, color: try disabledItems.contains(index) ? colors.disabledTitle : plain.color)
      let segment = try label(index, look)
        .padding(ResolvedInsets(top: 0, left: titleMargin, bottom: 0, right: titleMargin))
        .frame(minWidth: widest + 2 * titleMargin, minHeight: minHeight, fillsWidth: true)
      row.append(isSelected ? segment.background(indicator) : segment)
    }
    let track = DrawingShape.rounded(try m.layout.cornerRadius)
    return Drawing.hstack(spacing: 0, row)
      .frame(minHeight: minHeight)
      .background(.shape(track, fill: try m.colors.background))
      .focusRing(track, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
  }
}
