import DesignKitCore

extension Drawing {
  /// This content as a full-width control: at least `minHeight` tall (taller when Dynamic Type grows the content),
  /// on `background` filled with `fill` and outlined with `outline`, `outlineWidth` wide.
  func fullWidthControl(
    minHeight: Double, background: DrawingShape, fill: Color, outline: Color, outlineWidth: Double,
    placement: StrokePlacement
  ) -> Drawing {
    frame(minHeight: minHeight, fillsWidth: true)
      .background(
        .shape(
          background, DrawingPaint(fill: fill, stroke: outline, lineWidth: outlineWidth, placement: placement)))
  }
}
