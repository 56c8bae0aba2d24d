import DesignKitCore

extension SecondaryButtonRole {
  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) inside the content margins on a
  /// filled capsule at least `layout.minHeight` tall; the focus ring outside.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VSecondaryButtonModel>(style)
    let layout = try m.layout
    return try Drawing.buttonLabel(
      title, icon: icon, fonts: try m.fonts, color: try m.colors.content, iconColor: try m.colors.icon,
      layout: try layout.label
    )
    .padding(try layout.contentMargins)
    .frame(minHeight: try layout.minHeight)
    .filledButtonBackground(
      m, cornerRadius: try layout.cornerRadius, borderWidth: try layout.borderWidth, shadow: try layout.shadow,
      ringWidth: try layout.focusRingWidth, labelScale: try layout.labelScale,
      backgroundScale: try layout.backgroundScale)
  }
}
