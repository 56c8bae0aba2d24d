import DesignKitCore

extension VPlainButton: DrawableComponent {
  public static var galleryPreview: VPlainButton { VPlainButton(action: {}, title: "Learn more") }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VPlainButton] {
    [galleryPreview, VPlainButton(action: {}, title: "Learn more", icon: .infoCircle)]
  }

  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) in the content color (highlighted
  /// pressed, faded disabled) over its tappable area: `layout.hitBox` around it, filled with `colors.background` (clear
  /// by default), the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textButton(title, icon: icon, Resolved<Model>(style))
  }
}
