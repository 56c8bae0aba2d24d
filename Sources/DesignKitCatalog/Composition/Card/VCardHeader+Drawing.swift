import DesignKitCore

extension CardHeaderPart {
  /// A content slot for the title and description (`Drawing.containerPart`, a column on `colors.background`);
  /// the placeholder is a sample title and description.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    try .containerPart(
      axis: .vertical,
      placeholder: [
        try .sample(VCardTitle.galleryPreview, in: environment, disabled: disabled),
        try .sample(VCardDescription.galleryPreview, in: environment, disabled: disabled),
      ], background: "colors.background", style: style)
  }
}
