import DesignKitCore

extension VWheelPicker: DrawableComponent {
  public static var galleryPreview: VWheelPicker {
    VWheelPicker(
      items: ["January", "February", "March", "April", "May", "June", "July"], disabledItems: [4], selection: 3,
      accessibilityLabel: "Month")
  }

  /// A full-width wheel `layout.height` tall: the selected row centred on the indicator, as many neighbours above
  /// and below as fit, each further one fainter (`colors.neighbourRowOpacity` per row); rows grow with Dynamic Type
  /// and fewer fit; the focus ring outside the wheel.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let height = try m.layout.height
    let font = try m.fonts.rowTitle
    let rowHeight = max(try m.layout.minRowHeight, environment.textMeasurer.lineHeight(of: font))
    let reach = max(0, (Int(height / rowHeight) - 1) / 2)
    let fade = try m.colors.neighbourRowOpacity
    let rows = try (-reach...reach).map { offset throws(Diagnostic) -> Drawing in
      let index = selection + offset
      guard items.indices.contains(index) else { return Drawing.empty.frame(height: rowHeight) }
      let color = try disabledItems.contains(index) ? m.colors.disabledRowTitle : m.colors.rowTitle
      return Drawing.text(items[index], font: font, color: color)
        .frame(height: rowHeight, fillsWidth: true)
        .opacity(Self.power(fade, abs(offset)))
    }
    let margin = try m.layout.rowMargin
    let indicator = Drawing.shape(
      .rounded(try m.layout.indicatorCornerRadius), fill: try m.colors.indicator
    )
    .frame(height: rowHeight)
    let wheel = DrawingShape.rounded(try m.layout.cornerRadius)
    return try Drawing.layers([indicator, .vstack(spacing: 0, rows)], alignment: .center)
      .padding(ResolvedInsets(top: 0, left: margin, bottom: 0, right: margin))
      .frame(height: height, fillsWidth: true)
      .clipped(to: wheel)
      .background(.shape(wheel, fill: try m.colors.background))
      .focusRing(wheel, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
  }

  /// `base` multiplied by itself `exponent` times.
  private static func power(_ base: Double, _ exponent: Int) -> Double {
    (0..<exponent).reduce(1) { value, _ in value * base }
  }
}
