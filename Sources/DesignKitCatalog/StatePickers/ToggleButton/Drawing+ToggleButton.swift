import DesignKitCore

extension Drawing {
  /// A toggle button's content in `colors.content`: its icon (`layout.iconDimension`) before its title,
  /// `layout.iconTitleSpacing` apart; the title alone without an icon.
  static func toggleButtonLabel(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic)
    -> Drawing
  {
    let text = try Drawing.text(title, font: "fonts.title", color: try style.color("colors.content"), style: style)
    guard let icon else { return text }
    let side = try style.number("layout.iconDimension")
    return .hstack(
      spacing: try style.number("layout.iconTitleSpacing"),
      [try .glyph(icon, style: style, color: "colors.content", side: side), text])
  }

  /// This content inside `layout.contentMargins` on a toggle button's background: a `layout.cornerRadius` rounded
  /// rectangle filled with `colors.background`, a `colors.border` border `layout.borderWidth` wide inside it, the
  /// focus ring outside; all scaled by `layout.scale`.
  func toggleButtonBackground(
    style: ResolvedStyle, minWidth: Double? = nil, minHeight: Double, fillsWidth: Bool = false
  )
    throws(Diagnostic) -> Drawing
  {
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    let paint = DrawingPaint(
      fill: try style.color("colors.background"), stroke: try style.color("colors.border"),
      lineWidth: try style.number("layout.borderWidth"), placement: .inside)
    return try padding(try style.insets("layout.contentMargins"))
      .frame(minWidth: minWidth, minHeight: minHeight, fillsWidth: fillsWidth)
      .background(.shape(shape, paint))
      .focusRing(shape, style: style)
      .scaleEffect(try style.number("layout.scale"))
  }
}
