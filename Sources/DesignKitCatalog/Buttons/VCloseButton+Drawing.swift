import DesignKitCore

extension VCloseButton: DrawableComponent {
  public static var galleryPreview: VCloseButton { VCloseButton(action: {}) }

  /// A cross on a filled circle; the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Drawing.roundIconButton(.xmark, Resolved<Model>(style))
  }
}
