import DesignKitCore

extension CardHeaderPart {
  /// A content slot for the title and description (`Drawing.containerPart`, a column on `colors.background`);
  /// the placeholder is a sample title and description.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    let m = Resolved<VCardHeaderModel>(style)
    return Drawing.containerPart(
      axis: .vertical,
      placeholder: [
        try .sample(VCardTitle.galleryPreview, in: environment, disabled: disabled),
        try .sample(VCardDescription.galleryPreview, in: environment, disabled: disabled),
      ], alignment: try m.layout.alignment, spacing: try m.layout.spacing, padding: try m.layout.padding,
      background: try m.colors.background)
  }
}
