import DesignKitCore

// Borders, shadows and pressed scales, drawn the same way by every component that has them. A drawing reads its
// border (`m.colors.border`, `m.layout.borderWidth`; 0 draws none), shadow (a clear one draws nothing) and scales
// through `Resolved` and passes the values here.

extension DrawingPaint {
  /// The paint of a surface read from its model (`m.colors.background`, `m.colors.border`, `m.layout.borderWidth`):
  /// filled with `fill` (none when nil), outlined inside its edge with `border`, `width` wide (0 draws none).
  static func surface(_ fill: Color?, border: Color, width: Double) -> DrawingPaint {
    DrawingPaint(fill: fill, stroke: border, lineWidth: width, placement: .inside)
  }
}

extension Drawing {
  /// `shape` as a component's surface (a button's background, a modal's sheet, a thumb) painted with `paint`
  /// (`DrawingPaint.surface(_:border:width:)`), under `shadow` (nil: none).
  static func surface(_ shape: DrawingShape, _ paint: DrawingPaint, shadow: DrawingShadow? = nil) -> Drawing {
    let surface = Drawing.shape(shape, paint)
    return shadow.map { surface.shadow($0) } ?? surface
  }

  /// This label on `surface`, the label scaled about its centre by `labelScale` and the surface by
  /// `backgroundScale` (a model's `layout.labelScale` and `layout.backgroundScale`).
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
}
