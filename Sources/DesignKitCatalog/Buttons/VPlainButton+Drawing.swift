import DesignKitCore

extension VPlainButton: DrawableComponent {
  public static var galleryPreview: VPlainButton { VPlainButton(action: {}, title: "Learn more") }

  /// The title alone in the content color (dimmer pressed, faded disabled).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.buttonTitle(title, style: style)
  }
}
