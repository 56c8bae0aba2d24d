import DesignKitCore

extension RectangularToggleButtonRole {
  /// The icon (`layout.iconDimension`, `colors.icon`), or the title when there is no icon, centred in a background of
  /// `layout.size` (larger when Dynamic Type grows the title), off or on by its colors.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VRectangularToggleButtonModel>(style)
    let layout = try m.layout
    let content =
      if let icon {
        Drawing.icon(icon, color: try m.colors.icon, side: try layout.iconDimension)
      } else {
        try Drawing.toggleButtonTitle(title, m)
      }
    let size = try layout.size
    return try content.toggleButtonBackground(
      m, margins: try layout.contentMargins, scale: try layout.scale, cornerRadius: try layout.cornerRadius,
      borderWidth: try layout.borderWidth, shadow: try layout.shadow, ringWidth: try layout.focusRingWidth,
      labelScale: try layout.labelScale, backgroundScale: try layout.backgroundScale, minWidth: size.width,
      minHeight: size.height)
  }
}
