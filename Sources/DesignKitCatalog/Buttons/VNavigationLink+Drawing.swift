import DesignKitCore

extension VNavigationLink: DrawableComponent {
  public static var galleryPreview: VNavigationLink { VNavigationLink(title: "Settings", destination: "settings") }

  /// The title alone in the content color (dimmer pressed, faded disabled).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.buttonTitle(title, style: style)
  }
}
