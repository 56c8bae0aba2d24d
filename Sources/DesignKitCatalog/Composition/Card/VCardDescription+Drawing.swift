import DesignKitCore

extension VCardDescription: DrawableComponent {
  public static var galleryPreview: VCardDescription {
    VCardDescription(text: "Choose what you hear about and when, for every device you use.")
  }

  /// The description as a text part (`Drawing.wrappingTextPart`), wrapping under the title.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .wrappingTextPart(text, style: style)
  }
}
