import DesignKitCore

extension VFieldError: DrawableComponent {
  public static var galleryPreview: VFieldError { VFieldError(text: "Enter a valid email address") }

  /// The error text in the error color, placed by `layout.alignment`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textPart(text, style: style)
  }
}
