import DesignKitCore

extension Drawing {
  /// A toggle button's content in `colors.content`: its icon (`iconSide` square) before its title, `spacing` apart;
  /// the title alone without an icon.
  static func toggleButtonLabel<Role>(
    title: String, icon: DrawingIcon?, iconSide: Double, spacing: Double, _ m: Resolved<ToggleButtonModel<Role>>
  ) throws(Diagnostic) -> Drawing {
    let text = try toggleButtonTitle(title, m)
    guard let icon else { return text }
    return .hstack(spacing: spacing, [try .glyph(icon, style: m.style, color: "colors.content", side: iconSide), text])
  }

  /// A toggle button's title in `fonts.title` and `colors.content`.
  static func toggleButtonTitle<Role>(_ title: String, _ m: Resolved<ToggleButtonModel<Role>>) throws(Diagnostic)
    -> Drawing
  {
    try Drawing.text(title, font: "fonts.title", color: try m.colors.content, style: m.style)
  }

  /// This content inside `margins` on a toggle button's background: a `layout.cornerRadius` rounded rectangle
  /// filled with `colors.background`, a `colors.border` border `borderWidth` wide inside it, the focus ring outside;
  /// all scaled by `scale` (the role reads these from its own `Layout`).
  func toggleButtonBackground<Role>(
    margins: ResolvedInsets, borderWidth: Double, scale: Double, _ m: Resolved<ToggleButtonModel<Role>>,
    minWidth: Double? = nil, minHeight: Double, fillsWidth: Bool = false
  ) throws(Diagnostic) -> Drawing {
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: m.style)
    let paint = DrawingPaint(
      fill: try m.colors.background, stroke: try m.colors.border, lineWidth: borderWidth, placement: .inside)
    return try padding(margins)
      .frame(minWidth: minWidth, minHeight: minHeight, fillsWidth: fillsWidth)
      .background(.shape(shape, paint))
      .focusRing(shape, style: m.style)
      .scaleEffect(scale)
  }
}
