import DesignKitCore

extension Drawing {
  /// `icon` stroked in the color at `color`, in a square `side` points wide, its lines `iconStrokeFraction` of the
  /// side: for models whose `layout.borderWidth` is their background's border, not their icon's lines (a toggle
  /// button, a notification).
  static func glyph(_ icon: DrawingIcon, style: ResolvedStyle, color: String, side: Double) throws(Diagnostic)
    -> Drawing
  {
    .shape(.icon(icon), stroke: try style.color(color), lineWidth: side * iconStrokeFraction)
      .frame(width: side, height: side)
  }
}
