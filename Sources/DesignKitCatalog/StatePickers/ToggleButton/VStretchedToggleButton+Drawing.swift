import DesignKitCore

extension StretchedToggleButtonRole {
  /// The icon and title centred in a full-width background at least `layout.minHeight` tall (taller when Dynamic
  /// Type grows the title), off or on by its colors.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VStretchedToggleButtonModel>(style)
    return try Drawing.toggleButtonLabel(
      title: title, icon: icon, iconSide: try m.layout.iconDimension, spacing: try m.layout.iconTitleSpacing, m
    )
    .toggleButtonBackground(
      margins: try m.layout.contentMargins, scale: try m.layout.scale, m,
      minHeight: try m.layout.minHeight, fillsWidth: true)
  }
}
