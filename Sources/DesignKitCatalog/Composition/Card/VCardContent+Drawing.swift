import DesignKitCore

extension CardContentPart {
  /// A content slot for the card's body (`Drawing.containerPart`, a column on `colors.background`); the placeholder
  /// is a sample paragraph.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    try .containerPart(
      axis: .vertical,
      placeholder: [
        try .sample(
          VText(type: .multiLine, text: "A summary arrives every morning at 8:00, grouped by app."), in: environment,
          disabled: disabled)
      ], background: "colors.background", style: style)
  }
}
