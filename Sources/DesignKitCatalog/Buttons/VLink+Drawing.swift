import DesignKitCore

extension VLink: DrawableComponent {
  public static var galleryPreview: VLink { VLink(title: "Privacy policy", url: "https://example.com/privacy") }

  /// The title alone in the content color (dimmer pressed, faded disabled).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.buttonTitle(title, style: style)
  }
}
