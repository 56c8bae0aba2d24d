import DesignKitCore

extension Drawing {
  /// A toggle button's content: its icon (`iconSide` square, `colors.icon`) on the side of its title
  /// (`colors.content`) `placement` names (a role's `layout.iconPlacement`), `spacing` apart, both grown as the title grew with Dynamic Type (above
  /// the title at accessibility sizes when they do not fit a line: `iconAndTitle`); the title alone without an icon.
  static func toggleButtonLabel<Role>(
    title: String, icon: DrawingIcon?, iconSide: Double, spacing: Double, placement: LabelPlacement,
    _ m: Resolved<ToggleButtonModel<Role>>
  ) throws(Diagnostic) -> Drawing {
    let text = try toggleButtonTitle(title, m)
    guard let icon else { return text }
    let scale = text.textScale
    let glyph = Drawing.icon(icon, color: try m.colors.icon, side: iconSide * scale)
    return Drawing.iconAndTitle(glyph, text, placement: placement, spacing: spacing * scale)
  }

  /// A toggle button's title in `fonts.title` and `colors.content`.
  static func toggleButtonTitle<Role>(_ title: String, _ m: Resolved<ToggleButtonModel<Role>>) throws(Diagnostic)
    -> Drawing
  {
    let fonts = try m.fonts
    return try Drawing.text(
      title, font: try fonts.title, color: try m.colors.content, configuration: try fonts.titleConfiguration)
  }

  /// This content inside `margins`, at least `minWidth` × `minHeight`, on a toggle button's background: a
  /// `cornerRadius` rounded rectangle filled with `colors.background`, a `colors.border` border `borderWidth` wide
  /// inside it, under `shadow`, the focus ring (`ringWidth` wide, `colors.focusRing`) outside; the content scaled by
  /// `labelScale`, the background by `backgroundScale`, and all by `scale` (each role reads these from its own
  /// `Layout`).
  func toggleButtonBackground<Role>(
    _ m: Resolved<ToggleButtonModel<Role>>, margins: ResolvedInsets, scale: Double, cornerRadius: Double,
    borderWidth: Double, shadow: DrawingShadow, ringWidth: Double, labelScale: Double, backgroundScale: Double,
    minWidth: Double? = nil, minHeight: Double, fillsWidth: Bool = false
  ) throws(Diagnostic) -> Drawing {
    let colors = try m.colors
    let shape = DrawingShape.rounded(cornerRadius)
    let paint = DrawingPaint.surface(try colors.background, border: try colors.border, width: borderWidth)
    return padding(margins)
      .frame(minWidth: minWidth, minHeight: minHeight, fillsWidth: fillsWidth)
      .onScaledSurface(.surface(shape, paint, shadow: shadow), labelScale: labelScale, backgroundScale: backgroundScale)
      .focusRing(shape, width: ringWidth, color: try colors.focusRing)
      .scaleEffect(scale)
  }
}
