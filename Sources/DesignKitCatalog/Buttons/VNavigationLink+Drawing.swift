import DesignKitCore

extension VNavigationLink: DrawableComponent {
  public static var galleryPreview: VNavigationLink { VNavigationLink(title: "Settings", destination: "settings") }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VNavigationLink] {
    [galleryPreview, VNavigationLink(title: "Settings", icon: .gear, destination: "settings")]
  }

  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) in the content color (highlighted
  /// pressed, faded disabled) over its tappable area: `layout.hitBox` around it, filled with `colors.background` (clear
  /// by default), the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textButton(title, icon: icon, Resolved<Model>(style))
  }
}
