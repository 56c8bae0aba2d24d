import DesignKitCore

extension VRadioButton: DrawableComponent {
  public static var galleryPreview: VRadioButton { VRadioButton(title: "Small") }

  /// An outlined circle with a bullet in it (clear when off); the focus ring outside the circle; the title beside it.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let bulletSide = try style.number("layout.bulletDimension")
    let bullet = Drawing.shape(.circle, fill: try style.color("colors.bullet"))
      .frame(width: bulletSide, height: bulletSide)
    return try Drawing.selectionMark(.circle, fill: nil, mark: bullet, style: style).titled(title, style: style)
  }
}
