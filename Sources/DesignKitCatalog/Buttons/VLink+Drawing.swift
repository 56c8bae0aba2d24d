import DesignKitCore

extension VLink: DrawableComponent {
  public static var galleryPreview: VLink { VLink(title: "Privacy policy", url: "https://example.com/privacy") }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VLink] {
    [galleryPreview, VLink(title: "Privacy policy", icon: .link, url: "https://example.com/privacy")]
  }

  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) in the content color (highlighted
  /// pressed, faded disabled) over its tappable area: `layout.hitBox` around it, filled with `colors.background` (clear
  /// by default), the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textButton(title, icon: icon, Resolved<Model>(style))
  }
}
