import DesignKitCore

extension Drawing {
  /// A toggle button's content: its icon (`iconSide` square, `colors.icon`) before its title (`colors.content`), or
  /// where `layout.iconPlacement` puts it, `spacing` apart, both grown as the title grew with Dynamic Type (above
  /// the title at accessibility sizes when they do not fit a line: `iconAndTitle`); the title alone without an icon.
  static func toggleButtonLabel<Role>(
    title: String, icon: DrawingIcon?, iconSide: Double, spacing: Double, _ m: Resolved<ToggleButtonModel<Role>>
  ) throws(Diagnostic) -> Drawing {
    let text = try toggleButtonTitle(title, m)
    guard let icon else { return text }
    let scale = text.textScale
    let glyph = try Drawing.glyph(icon, style: m.style, color: "colors.icon", side: iconSide * scale)
    let placement =
      m.style["layout.iconPlacement"] == nil
      ? .leading : try m.style.choice("layout.iconPlacement", as: LabelPlacement.self)
    return Drawing.iconAndTitle(glyph, text, placement: placement, spacing: spacing * scale)
  }

  /// A toggle button's title in `fonts.title` and `colors.content`.
  static func toggleButtonTitle<Role>(_ title: String, _ m: Resolved<ToggleButtonModel<Role>>) throws(Diagnostic)
    -> Drawing
  {
    try Drawing.text(title, font: "fonts.title", color: try m.colors.content, style: m.style)
  }

  /// This content inside `margins` on a toggle button's background: a `layout.cornerRadius` rounded rectangle
  /// filled with `colors.background`, a `colors.border` border `layout.borderWidth` wide inside it, under
  /// `layout.shadow`, the focus ring outside; the content scaled by `layout.labelScale`, the background by
  /// `layout.backgroundScale`, and all by `scale` (the role reads these from its own `Layout`).
  func toggleButtonBackground<Role>(
    margins: ResolvedInsets, scale: Double, _ m: Resolved<ToggleButtonModel<Role>>,
    minWidth: Double? = nil, minHeight: Double, fillsWidth: Bool = false
  ) throws(Diagnostic) -> Drawing {
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: m.style)
    return try padding(margins)
      .frame(minWidth: minWidth, minHeight: minHeight, fillsWidth: fillsWidth)
      .onScaledSurface(try .surface(shape, fill: "colors.background", style: m.style), style: m.style)
      .focusRing(shape, style: m.style)
      .scaleEffect(scale)
  }
}
