import DesignKitCore

extension VBaseButton: DrawableComponent {
  public static var galleryPreview: VBaseButton { VBaseButton(action: {}, accessibilityLabel: "Edit") }

  /// Its content (a content slot; the gallery shows the label as a sample title), dimmed per state, padded by
  /// `layout.hitBox` (its tappable area), the focus ring outside that area.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let layout = try m.layout
    let colors = try m.colors
    return Drawing.content(
      placeholder: .text(
        accessibilityLabel, font: try m.fonts.sampleTitle, color: try m.colors.sampleTitle)
    )
    .opacity(try colors.contentOpacity)
    .tappableArea(
      hitBox: try layout.hitBox, cornerRadius: try layout.cornerRadius,
      paint: .surface(nil, border: try colors.border, width: try layout.borderWidth),
      ringWidth: try layout.focusRingWidth, ringColor: try colors.focusRing, labelScale: try layout.labelScale)
  }
}
