import DesignKitCore

extension RadioButtonPickerRole {
  /// An outlined circle (`layout.cornerRadius`) filled with `colors.fill`, with a bullet in it (clear when off); the
  /// focus ring outside the circle; the title (with its icon: `titled(_:icon:style:)`) beside it, `layout.titleSpacing`
  /// apart grown with the title's Dynamic Type size as the circle is.
  public static func drawing(of button: VRadioButton, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  {
    let (title, icon) = (button.title, button.icon)
    let m = Resolved<VRadioButtonModel>(style)
    let layout = try m.layout
    let colors = try m.colors
    let scale = try m.fonts.title.dynamicTypeScale
    let bulletSide = try layout.bulletDimension * scale
    let bulletShape = DrawingShape.rectangle(CornerRadii(try layout.bulletCornerRadius * scale), .circular)
    let bullet = Drawing.shape(bulletShape, fill: try colors.bullet)
      .frame(width: bulletSide, height: bulletSide)
    let circle = DrawingShape.rectangle(CornerRadii(try layout.cornerRadius), .circular)
    return try Drawing.selectionMark(
      circle, dimension: try layout.dimension, scale: scale,
      paint: .surface(try colors.fill, border: try colors.border, width: try layout.borderWidth), mark: bullet,
      ringWidth: try layout.focusRingWidth, ringColor: try colors.focusRing
    )
    .titled(
      title, icon: icon, fonts: try m.fonts, color: try colors.title, iconColor: try colors.titleIcon,
      // The room before the title grows with it, as the box does: a 53 pt title does not touch its box.
      spacing: try layout.titleSpacing * scale, label: try layout.label,
      clearing: Drawing.ringReach(try layout.focusRingWidth))
  }
}
