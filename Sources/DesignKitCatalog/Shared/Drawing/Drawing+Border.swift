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

extension DrawingPaint {
  /// The paint of a surface read from its model (`m.colors.background`, `m.colors.border`, `m.layout.borderWidth`):
  /// filled with `fill` (none when nil), outlined inside its edge with `border`, `width` wide (0 draws none).
  static func surface(_ fill: Color?, border: Color, width: Double) -> DrawingPaint {
    DrawingPaint(fill: fill, stroke: border, lineWidth: width, placement: .inside)
  }
}

extension Drawing {
  /// `shape` as a component's surface (a button's background, a modal's sheet, a thumb) painted with `paint`
  /// (`DrawingPaint.surface(_:border:width:)`), under `shadow` (nil: none): the typed form of
  /// `surface(_:fill:style:border:shadow:)` for a drawing that reads its model through `Resolved`.
  static func surface(_ shape: DrawingShape, _ paint: DrawingPaint, shadow: DrawingShadow? = nil) -> Drawing {
    let surface = Drawing.shape(shape, paint)
    return shadow.map { surface.shadow($0) } ?? surface
  }

  /// This label on `surface`, the label scaled about its centre by `labelScale` and the surface by
  /// `backgroundScale` (a model's `layout.labelScale` and `layout.backgroundScale`): the typed form of
  /// `onScaledSurface(_:style:)`.
  func onScaledSurface(_ surface: Drawing, labelScale: Double, backgroundScale: Double) -> Drawing {
    scaleEffect(labelScale).background(surface.scaleEffect(backgroundScale))
  }

  /// This label on a button's background: `shape` painted with `paint` under `shadow`, the focus ring (`ringWidth`
  /// wide in `ringColor`) around it, the label and the background each scaled per state
  /// (`onScaledSurface(_:labelScale:backgroundScale:)`).
  func buttonBackground(
    _ shape: DrawingShape, _ paint: DrawingPaint, shadow: DrawingShadow? = nil, ringWidth: Double, ringColor: Color,
    labelScale: Double, backgroundScale: Double
  ) -> Drawing {
    let surface = Drawing.surface(shape, paint, shadow: shadow).focusRing(shape, width: ringWidth, color: ringColor)
    return onScaledSurface(surface, labelScale: labelScale, backgroundScale: backgroundScale)
  }

  /// `shape` as a component's surface (a button's background, a modal's sheet, a thumb): `ResolvedStyle.surfacePaint`,
  /// under the shadow at `shadow` where the model has one.
  static func surface(
    _ shape: DrawingShape, fill: String?, style: ResolvedStyle, border: String = "border",
    shadow: String = "layout.shadow"
  ) throws(Diagnostic) -> Drawing {
    let surface = Drawing.shape(shape, try style.surfacePaint(fill: fill, border: border))
    return style[shadow] == nil ? surface : surface.shadow(try style.dropShadow(at: shadow))
  }

  /// This drawing scaled about its centre by the number at `path`; unchanged when the model has none.
  func scaled(at path: String, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    style[path] == nil ? self : scaleEffect(try style.number(path))
  }
}
