import DesignKitCore

extension WrappedToggleButtonRole {
  /// The icon and title on a background as wide as they are and at least `layout.minHeight` tall (a capsule with
  /// the default radius), off or on by its colors; its tappable area reaches `layout.hitBox` above and below.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let m = Resolved<VWrappedToggleButtonModel>(style)
    let layout = try m.layout
    let hitBox = try layout.hitBox
    return try Drawing.toggleButtonLabel(
      title: title, icon: icon, iconSide: try layout.iconDimension, spacing: try layout.iconTitleSpacing,
      placement: try layout.iconPlacement, m
    )
    .toggleButtonBackground(
      m, margins: try layout.contentMargins, scale: try layout.scale, cornerRadius: try layout.cornerRadius,
      borderWidth: try layout.borderWidth, shadow: try layout.shadow, ringWidth: try layout.focusRingWidth,
      labelScale: try layout.labelScale, backgroundScale: try layout.backgroundScale, minHeight: try layout.minHeight
    )
    .padding(ResolvedInsets(top: hitBox, left: 0, bottom: hitBox, right: 0))
  }
}
