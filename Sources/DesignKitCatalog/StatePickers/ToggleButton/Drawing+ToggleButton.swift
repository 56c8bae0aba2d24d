import DesignKitCore

extension Drawing {
  /// A toggle button's content: its icon (`layout.iconDimension`, `colors.icon`) before its title (`colors.content`),
  /// or where `layout.iconPlacement` puts it, `layout.iconTitleSpacing` apart; the title alone without an icon.
  static func toggleButtonLabel(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic)
    -> Drawing
  {
    let text = try Drawing.text(title, font: "fonts.title", color: try style.color("colors.content"), style: style)
    guard let icon else { return text }
    let side = try style.number("layout.iconDimension")
    let glyph = try Drawing.glyph(icon, style: style, color: "colors.icon", side: side)
    let placement =
      style["layout.iconPlacement"] == nil
      ? .leading : try style.choice("layout.iconPlacement", as: LabelPlacement.self)
    return Drawing.iconAndTitle(glyph, text, placement: placement, spacing: try style.number("layout.iconTitleSpacing"))
  }

  /// This content inside `layout.contentMargins` on a toggle button's background: a `layout.cornerRadius` rounded
  /// rectangle filled with `colors.background`, a `colors.border` border `layout.borderWidth` wide inside it, under
  /// `layout.shadow`, the focus ring outside; the content scaled by `layout.labelScale`, the background by
  /// `layout.backgroundScale`, and all by `layout.scale`.
  func toggleButtonBackground(
    style: ResolvedStyle, minWidth: Double? = nil, minHeight: Double, fillsWidth: Bool = false
  )
    throws(Diagnostic) -> Drawing
  {
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    return try padding(try style.insets("layout.contentMargins"))
      .frame(minWidth: minWidth, minHeight: minHeight, fillsWidth: fillsWidth)
      .onScaledSurface(try .surface(shape, fill: "colors.background", style: style), style: style)
      .focusRing(shape, style: style)
      .scaleEffect(try style.number("layout.scale"))
  }
}
