import DesignKitCore

extension WrappedToggleButtonRole {
  /// The icon and title on a background as wide as they are and at least `layout.minHeight` tall (a capsule with
  /// the default radius), off or on by its colors; its tappable area reaches `layout.hitBox` above and below.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VWrappedToggleButtonModel>(style)
    let hitBox = try m.layout.hitBox
    return try Drawing.toggleButtonLabel(
      title: title, icon: icon, iconSide: try m.layout.iconDimension, spacing: try m.layout.iconTitleSpacing, m
    )
    .toggleButtonBackground(
      margins: try m.layout.contentMargins, scale: try m.layout.scale, m,
      minHeight: try m.layout.minHeight
    )
    .padding(ResolvedInsets(top: hitBox, left: 0, bottom: hitBox, right: 0))
  }
}
