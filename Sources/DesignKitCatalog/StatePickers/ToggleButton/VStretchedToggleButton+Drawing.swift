import DesignKitCore

extension StretchedToggleButtonRole {
  /// The icon and title centred in a full-width background at least `layout.minHeight` tall (taller when Dynamic
  /// Type grows the title), off or on by its colors.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VStretchedToggleButtonModel>(style)
    let layout = try m.layout
    return try Drawing.toggleButtonLabel(
      title: title, icon: icon, iconSide: try layout.iconDimension, spacing: try layout.iconTitleSpacing,
      placement: try layout.iconPlacement, m
    )
    .toggleButtonBackground(
      m, margins: try layout.contentMargins, scale: try layout.scale, cornerRadius: try layout.cornerRadius,
      borderWidth: try layout.borderWidth, shadow: try layout.shadow, ringWidth: try layout.focusRingWidth,
      labelScale: try layout.labelScale, backgroundScale: try layout.backgroundScale,
      minHeight: try layout.minHeight, fillsWidth: true)
  }
}
