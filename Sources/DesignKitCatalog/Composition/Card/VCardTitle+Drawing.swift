import DesignKitCore

extension VCardTitle: DrawableComponent {
  public static var galleryPreview: VCardTitle { VCardTitle(text: "Notifications") }

  /// The title as a text part (`Drawing.wrappingTextPart`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .wrappingTextPart(text, style: style)
  }
}
