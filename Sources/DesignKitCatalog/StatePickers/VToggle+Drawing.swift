import DesignKitCore

extension TogglePickerRole {
  /// A track (with its border, `layout.borderWidth` in `colors.border`) with a thumb under `layout.thumbShadow` (faded
  /// when disabled) that slides from leading (off) to trailing (on) and stretches while pressed; the focus ring
  /// outside the track; the title (with its icon: `titled(_:icon:style:)`) beside it, `layout.titleSpacing` apart
  /// grown with the title's Dynamic Type size (`Font.scaledMetric(_:)`), in a row at least `layout.minHitHeight` tall.
  public static func drawing(of toggle: VToggle, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  {
    let (title, icon) = (toggle.title, toggle.icon)
    let m = Resolved<VToggleModel>(style)
    let growth = try titleSpacingGrowth(m, title: title, icon: icon)
    let layout = try m.layout
    let colors = try m.colors
    let width = try layout.size.width
    let height = try layout.size.height
    let thumbSide = try layout.thumbDimension
    let thumbWidth = thumbSide + (try layout.thumbStretch)
    let inset = max(0, (height - thumbSide) / 2)
    let travel = max(0, width - 2 * inset - thumbWidth)
    let track = DrawingShape.rounded(try layout.cornerRadius, try layout.cornerStyle)
    let thumbShape = DrawingShape.rectangle(CornerRadii(try layout.thumbCornerRadius), .circular)
    let thumb = Drawing.shape(thumbShape, fill: try colors.thumb)
      .frame(width: thumbWidth, height: thumbSide)
      .shadow(try layout.thumbShadow)
      .compositingGroup()
      .opacity(try colors.thumbOpacity)
      .offset(x: inset + (try layout.thumbPosition) * travel)
    let paint = DrawingPaint.surface(try colors.fill, border: try colors.border, width: try layout.borderWidth)
    return try Drawing.layers([.shape(track, paint), thumb], alignment: .leading)
      .frame(width: width, height: height)
      .focusRing(track, width: try layout.focusRingWidth, color: try colors.focusRing)
      // The switch keeps its size at every Dynamic Type size (as UISwitch does); the room before its title grows with
      // the title, so a 53 pt "Subscribe" does not touch it.
      .padding(trailing: growth, in: environment)
      .titled(
        title, icon: icon, fonts: try m.fonts, color: try colors.title, iconColor: try colors.titleIcon,
        spacing: try layout.titleSpacing, label: try layout.label,
        clearing: Drawing.ringReach(try layout.focusRingWidth) - growth
      )
      .frame(minHeight: try layout.minHitHeight)
  }

  /// How much more room than `layout.titleSpacing` the title takes from the switch: the spacing grown with the
  /// title's Dynamic Type size, less the spacing; none without a title.
  private static func titleSpacingGrowth(_ m: Resolved<VToggleModel>, title: String, icon: DrawingIcon?)
    throws(Diagnostic) -> Double
  {
    guard !title.isEmpty || icon != nil else { return 0 }
    let spacing = try m.layout.titleSpacing
    return max(0, try m.fonts.title.scaledMetric(spacing) - spacing)
  }
}

extension Drawing {
  /// This drawing with `trailing` points after it in `environment`'s layout direction (insets are left and right).
  fileprivate func padding(trailing: Double, in environment: StyleEnvironment) -> Drawing {
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    return padding(
      ResolvedInsets(top: 0, left: isRightToLeft ? trailing : 0, bottom: 0, right: isRightToLeft ? 0 : trailing))
  }
}
