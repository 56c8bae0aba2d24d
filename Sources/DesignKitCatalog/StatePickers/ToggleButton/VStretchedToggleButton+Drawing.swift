import DesignKitCore

extension VStretchedToggleButton: DrawableComponent {
  public static var galleryPreview: VStretchedToggleButton { VStretchedToggleButton(title: "Bold", icon: .pencil) }

  /// The icon and title centred in a full-width background at least `layout.minHeight` tall (taller when Dynamic
  /// Type grows the title), off or on by its colors.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    return try Drawing.toggleButtonLabel(title: title, icon: icon, style: style)
      .toggleButtonBackground(style: style, minHeight: try m.layout.minHeight, fillsWidth: true)
  }
}
