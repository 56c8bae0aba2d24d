import DesignKitCore

extension VBaseButton: DrawableComponent {
  public static var galleryPreview: VBaseButton { VBaseButton(action: {}, accessibilityLabel: "Edit") }

  /// Its content (a content slot; the gallery shows the label as a sample title), dimmed per state, padded by
  /// `layout.hitBox` (its tappable area), the focus ring outside that area.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.content(
      placeholder: .text(
        accessibilityLabel, font: try style.font("fonts.sampleTitle"), color: try style.color("colors.sampleTitle"))
    )
    .opacity(try style.number("colors.contentOpacity"))
    .tappableArea(style: style)
  }
}
