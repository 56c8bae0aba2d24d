import DesignKitCore

extension VProgressBar: DrawableComponent {
  public static var galleryPreview: VProgressBar { VProgressBar(value: 0.4, label: "Download") }

  /// The track (`colors.track`) as wide as offered and `layout.height` tall, with the fill (`colors.progress`) from
  /// the leading edge to `value` of its width, both rounded by `layout.cornerRadius`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    return Drawing.layers(
      [
        .shape(shape, fill: try style.color("colors.track")),
        Drawing.shape(shape, fill: try style.color("colors.progress")).frame(widthFraction: min(max(value, 0), 1)),
      ], alignment: .leading
    )
    .frame(height: try style.number("layout.height"), fillsWidth: true)
  }
}
