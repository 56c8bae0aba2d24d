import DesignKitCore

extension SquareButtonRole {
  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) centred in a filled rounded square at
  /// least `layout.dimension` wide and tall (wider and taller when Dynamic Type grows the title); the focus ring
  /// outside.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VSquareButtonModel>(style)
    let layout = try m.layout
    let side = try layout.dimension
    return try Drawing.buttonLabel(
      title, icon: icon, fonts: try m.fonts, color: try m.colors.content, iconColor: try m.colors.icon,
      layout: try layout.label
    )
    .padding(try layout.contentMargins)
    .frame(minWidth: side, minHeight: side)
    .filledButtonBackground(
      m, cornerRadius: try layout.cornerRadius, borderWidth: try layout.borderWidth, shadow: try layout.shadow,
      ringWidth: try layout.focusRingWidth, labelScale: try layout.labelScale,
      backgroundScale: try layout.backgroundScale)
  }
}
