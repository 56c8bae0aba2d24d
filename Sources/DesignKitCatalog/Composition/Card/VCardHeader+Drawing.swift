import DesignKitCore

extension CardHeaderPart {
  /// A sample title and description.
  public static func placeholder(environment: StyleEnvironment, disabled: Bool) throws(Diagnostic) -> [Drawing] {
    [
      try .sample(VCardTitle.galleryPreview, in: environment, disabled: disabled),
      try .sample(VCardDescription.galleryPreview, in: environment, disabled: disabled),
    ]
  }
}
