import DesignKitCore

extension RectangularToggleButtonRole {
  /// The icon (`layout.iconDimension`, `colors.icon`), or the title when there is no icon, centred in a background of
  /// `layout.size` (larger when Dynamic Type grows the title), off or on by its colors.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VRectangularToggleButtonModel>(style)
    let content =
      if let icon {
        try Drawing.glyph(icon, style: style, color: "colors.icon", side: try m.layout.iconDimension)
      } else {
        try Drawing.toggleButtonTitle(title, m)
      }
    return try content.toggleButtonBackground(
      margins: try m.layout.contentMargins, scale: try m.layout.scale, m,
      minWidth: try m.layout.size.width, minHeight: try m.layout.size.height)
  }
}
