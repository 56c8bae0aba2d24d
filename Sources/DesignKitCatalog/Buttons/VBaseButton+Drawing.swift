import DesignKitCore

extension VBaseButton: DrawableComponent {
  public static var galleryPreview: VBaseButton { VBaseButton(action: {}, accessibilityLabel: "Edit") }

  /// Its content (a content slot; the gallery shows the label as a sample title), dimmed per state, padded by
  /// `layout.hitBox` (its tappable area), the focus ring outside that area.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    return try Drawing.content(
      placeholder: .text(
        accessibilityLabel, font: try m.fonts.sampleTitle, color: try m.colors.sampleTitle)
    )
    .opacity(try m.colors.contentOpacity)
    .tappableArea(style: style)
  }
}
