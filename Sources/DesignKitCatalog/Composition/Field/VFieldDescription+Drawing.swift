import DesignKitCore

extension VFieldDescription: DrawableComponent {
  public static var galleryPreview: VFieldDescription { VFieldDescription(text: "We never share your email") }

  /// The description text, secondary, placed by `layout.alignment`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textPart(text, style: style)
  }
}
