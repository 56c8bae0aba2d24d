import DesignKitCore

extension VLink: DrawableComponent {
  public static var galleryPreview: VLink { VLink(title: "Privacy policy", url: "https://example.com/privacy") }

  /// The title in the content color (highlighted pressed, faded disabled) over its tappable area: `layout.hitBox`
  /// around it, filled with `colors.background` (clear by default), the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.buttonTitle(title, style: style).tappableArea(style: style)
  }
}
