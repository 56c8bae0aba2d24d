import DesignKitCore

extension CardFooterPart {
  /// A content slot for the actions (`Drawing.containerPart`, a row placed by `layout.alignment`, trailing by
  /// default), with the `colors.separator` line, `layout.separatorWidth` thick, along its top edge; the placeholder
  /// is a plain and a secondary button.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    let separator = Drawing.shape(
      .line(from: UnitPoint(x: 0, y: 0), to: UnitPoint(x: 1, y: 0)),
      stroke: try style.color("colors.separator"), lineWidth: try style.number("layout.separatorWidth"))
    return try Drawing.containerPart(
      axis: .horizontal,
      placeholder: [
        try .sample(VPlainButton(action: {}, title: "Not now"), in: environment, disabled: disabled),
        try .sample(VSecondaryButton(action: {}, title: "Turn on"), in: environment, disabled: disabled),
      ], background: nil, style: style
    ).overlay(separator)
  }
}
