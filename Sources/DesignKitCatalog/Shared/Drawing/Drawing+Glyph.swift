import DesignKitCore

extension Drawing {
  /// `icon` stroked in `color`, in a square `side` points wide, its lines `iconStrokeFraction` of the
  /// side: for models whose `layout.borderWidth` is their background's border, not their icon's lines (a toggle
  /// button, a notification).
  static func glyph(_ icon: DrawingIcon, color: Color, side: Double) -> Drawing {
    .shape(.icon(icon), stroke: color, lineWidth: side * iconStrokeFraction)
      .frame(width: side, height: side)
  }
}
