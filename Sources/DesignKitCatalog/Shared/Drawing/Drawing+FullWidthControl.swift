import DesignKitCore

extension Drawing {
  /// This content as a full-width control: at least `layout.minHeight` tall (taller when Dynamic Type grows the
  /// content), on a background with `layout.cornerRadius` and `layout.cornerStyle` corners, filled with the color at
  /// `fill` and outlined with the color at `outline`, `outlineWidth` wide.
  func fullWidthControl(
    style: ResolvedStyle, fill: String, outline: String, outlineWidth: String, placement: StrokePlacement
  ) throws(Diagnostic) -> Drawing {
    let background = try DrawingShape.rounded("layout.cornerRadius", style: style)
    return frame(minHeight: try style.number("layout.minHeight"), fillsWidth: true)
      .background(
        .shape(
          background,
          DrawingPaint(
            fill: try style.color(fill), stroke: try style.color(outline), lineWidth: try style.number(outlineWidth),
            placement: placement)))
  }
}
