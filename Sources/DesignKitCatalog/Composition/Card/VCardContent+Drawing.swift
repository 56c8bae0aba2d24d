import DesignKitCore

extension CardContentPart {
  /// A content slot for the card's body (`Drawing.containerPart`, a column on `colors.background`); the placeholder
  /// is a sample paragraph.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    let m = Resolved<VCardContentModel>(style)
    return Drawing.containerPart(
      axis: .vertical,
      placeholder: [
        try .sample(
          VText(type: .multiLine, text: "A summary arrives every morning at 8:00, grouped by app."), in: environment,
          disabled: disabled)
      ], alignment: try m.layout.alignment, spacing: try m.layout.spacing, padding: try m.layout.padding,
      background: try m.colors.background)
  }
}
