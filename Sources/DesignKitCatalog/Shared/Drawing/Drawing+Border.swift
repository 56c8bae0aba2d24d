import DesignKitCore

// Borders, shadows and pressed scales, drawn the same way by every component that has them. A border is a pair of
// fields named after the part it outlines: `layout.<part>Width` (points; 0 draws none) and `colors.<part>` (per state
// where the model says so), so `border` reads `layout.borderWidth` and `colors.border`, `thumbBorder` reads
// `layout.thumbBorderWidth` and `colors.thumbBorder`. A shadow is a `Shadow` (or a `StateTable` of them) at
// `layout.shadow`, `layout.thumbShadow`, …; a clear one draws nothing.

extension ResolvedStyle {
  /// The paint of a surface: filled with the color at `fill` (none when nil) and, where the model has the border
  /// named `border`, outlined inside its edge with `colors.<border>`, `layout.<border>Width` wide.
  func surfacePaint(fill: String?, border: String = "border") throws(Diagnostic) -> DrawingPaint {
    let fillColor = try fill.map { path throws(Diagnostic) in try color(path) }
    let width = "layout.\(border)Width"
    guard self[width] != nil else { return DrawingPaint(fill: fillColor) }
    return DrawingPaint(
      fill: fillColor, stroke: try color("colors.\(border)"), lineWidth: try number(width), placement: .inside)
  }
}

extension Drawing {
  /// `shape` as a component's surface (a button's background, a modal's sheet, a thumb): `ResolvedStyle.surfacePaint`,
  /// under the shadow at `shadow` where the model has one.
  static func surface(
    _ shape: DrawingShape, fill: String?, style: ResolvedStyle, border: String = "border",
    shadow: String = "layout.shadow"
  ) throws(Diagnostic) -> Drawing {
    let surface = Drawing.shape(shape, try style.surfacePaint(fill: fill, border: border))
    return style[shadow] == nil ? surface : surface.shadow(try style.dropShadow(at: shadow))
  }

  /// This label on `surface` (a button's background), each scaled about its centre by the model's
  /// `layout.labelScale` and `layout.backgroundScale` where it has them: a pressed button may shrink its background
  /// and its label by different amounts. The focus ring follows the background.
  func onScaledSurface(_ surface: Drawing, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let label = try scaled(at: "layout.labelScale", style: style)
    return label.background(try surface.scaled(at: "layout.backgroundScale", style: style))
  }

  /// This drawing scaled about its centre by the number at `path`; unchanged when the model has none.
  func scaled(at path: String, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    style[path] == nil ? self : scaleEffect(try style.number(path))
  }
}
