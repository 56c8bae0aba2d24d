import DesignKitCore

extension CardFooterPart {
  /// A content slot for the actions (`Drawing.containerPart`, a row placed by `layout.alignment`, trailing by
  /// default), with the `colors.separator` line, `layout.separatorWidth` thick, along its top edge; the placeholder
  /// is a plain and a secondary button.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    let m = Resolved<VCardFooterModel>(style)
    let separator = Drawing.shape(
      .line(from: UnitPoint(x: 0, y: 0), to: UnitPoint(x: 1, y: 0)),
      stroke: try m.colors.separator, lineWidth: try m.layout.separatorWidth)
    return Drawing.containerPart(
      axis: .horizontal,
      placeholder: [
        try .sample(VPlainButton(action: {}, title: "Not now"), in: environment, disabled: disabled),
        try .sample(VSecondaryButton(action: {}, title: "Turn on"), in: environment, disabled: disabled),
      ], alignment: try m.layout.alignment, spacing: try m.layout.spacing, padding: try m.layout.padding,
      background: nil
    ).overlay(separator)
  }
}
