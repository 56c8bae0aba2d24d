import DesignKitCore

extension TextRun {
  /// This run with its font shrunk in steps of 5 %, down to `minimumScale` of its size, until its lines at `width`
  /// fit its line limit as `measurer` breaks them (a wrapping text's `minimumScaleFactor`); as it is when they fit
  /// already or it has no limit, and at `minimumScale` (then cut) when even that is too large.
  func shrunk(toFit width: Double, minimumScale: Double, measurer: TextMeasurer) -> TextRun {
    guard let limit = lineLimit, limit > 0 else { return self }
    let size = font.size
    var unlimited = self
    unlimited.lineLimit = 0
    var scale = 1.0
    while unlimited.lines(width: width, measurer: measurer).count > limit, scale > minimumScale {
      scale = max(minimumScale, scale - 0.05)
      unlimited.font.size = size * scale
    }
    var run = self
    run.font = unlimited.font
    return run
  }
}
