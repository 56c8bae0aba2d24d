import DesignKitCore

extension VRadioButton: DrawableComponent {
  public static var galleryPreview: VRadioButton { VRadioButton(title: "Small") }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VRadioButton] {
    [galleryPreview, VRadioButton(title: "Favourites", icon: .star)]
  }

  /// An outlined circle (`layout.cornerRadius`) filled with `colors.fill`, with a bullet in it (clear when off); the
  /// focus ring outside the circle; the title (with its icon: `titled(_:icon:style:)`) beside it.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let scale = try m.fonts.title.dynamicTypeScale
    let bulletSide = try m.layout.bulletDimension * scale
    let bulletShape = DrawingShape.rectangle(CornerRadii(try m.layout.bulletCornerRadius * scale), .circular)
    let bullet = Drawing.shape(bulletShape, fill: try m.colors.bullet)
      .frame(width: bulletSide, height: bulletSide)
    let circle = DrawingShape.rectangle(CornerRadii(try m.layout.cornerRadius), .circular)
    return try Drawing.selectionMark(circle, fill: "colors.fill", mark: bullet, style: style).titled(
      title, icon: icon, style: style)
  }
}
