import DesignKitCore

extension VSegmentedPicker: DrawableComponent {
  public static var galleryPreview: VSegmentedPicker {
    VSegmentedPicker(
      items: ["Day", "Week", "Month", "Year"], itemIcons: [.calendar, .calendar], disabledItems: [3], selection: 1,
      accessibilityLabel: "Period")
  }

  /// A full-width rounded track of equal segments with their titles (set by `fonts.titleConfiguration`) and icons
  /// (in the title's color, placed by `layout.label`); when they do not fit the width offered (large Dynamic Type
  /// sizes, a watch) the segments drop their icons, then share it, their titles on one line, shrunk to their minimum
  /// scale, then cut with "…"; the
  /// selected one on the indicator (inset by
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
    // A segment's label (title and icon) in `look`'s font and color; on one line, shrunk to the configuration's
    // minimum scale and then cut with "…", when `fitted`.
    func label(_ index: Int, _ look: (font: Font, color: Color), fitted: Bool = false, iconless: Bool = false)
      throws(Diagnostic) -> Drawing
    {
      var run = try TextRun(items[index], font: look.font, color: look.color, configuration: configuration)
      if fitted { run.lineLimit = 1 }
      let icon = !iconless && itemIcons.indices.contains(index) ? itemIcons[index] : nil
      return try Drawing.label(title: .text(run), icon: icon, iconColor: look.color, layout: labelLayout)
    }
    let plain = (font: try fonts.title, color: try colors.title)
    let selected = (font: try fonts.selectedTitle, color: try colors.selectedTitle)
    // Every segment is as wide as the widest label, in either font, at its ideal width (with icons or without).
    func widest(iconless: Bool) throws(Diagnostic) -> Double {
      var widest = 0.0
      for index in items.indices {
        for look in [plain, selected] {
          let drawing = try label(index, look, iconless: iconless)
          widest = max(widest, DrawingLayout(measurer: environment.textMeasurer).layout(drawing).width)
        }
      }
      return widest
    }
    // The segments, each as wide as the widest label, or (`fitted`) sharing the width offered equally, their titles
    // on one line.
    func segments(fitted: Bool, iconless: Bool = false) throws(Diagnostic) -> Drawing {
      let width = fitted ? 0 : try widest(iconless: iconless) + 2 * titleMargin
      var row: [Drawing] = []
      for index in items.indices {
        let isSelected = index == selection
        if index > 0 {
          row.append(isSelected || index - 1 == selection ? Drawing.empty.frame(width: dividerWidth) : divider)
        }
        let look =
          isSelected
          ? selected
          : (font: plain.font, color: try disabledItems.contains(index) ? colors.disabledTitle : plain.color)
        let segment = try label(index, look, fitted: fitted, iconless: iconless)
          .padding(ResolvedInsets(top: 0, left: titleMargin, bottom: 0, right: titleMargin))
          .frame(minWidth: width, minHeight: minHeight, fillsWidth: true)
        row.append(isSelected ? segment.background(indicator) : segment)
      }
      return Drawing.hstack(spacing: 0, row)
    }
    let track = DrawingShape.rounded(try m.layout.cornerRadius)
    // A segmented control does not scroll on iOS: when the segments do not fit the width offered (large Dynamic Type
    // sizes), they share it and their titles shrink to their minimum scale; where that does not fit either (a
    // watch's screen), the segments drop their icons, and only then are titles cut with "…" (as UISegmentedControl
    // truncates a segment's title).
    let candidates =
      itemIcons.isEmpty
      ? [try segments(fitted: false), try segments(fitted: true)]
      : [
        try segments(fitted: false), try segments(fitted: false, iconless: true),
        try segments(fitted: true, iconless: true),
      ]
    return Drawing.fitting(candidates)
      .frame(minHeight: minHeight)
      .background(.shape(track, fill: try m.colors.background))
      .focusRing(track, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
  }
}
