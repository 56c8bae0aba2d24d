import DesignKitValues

/// Measures text for layout in some font engine: the approximate `TextMetrics` on every platform, a platform's own
/// fonts where a face has them.
///
/// Layout asks a `TextMeasurer` (a named measuring, held by `StyleEnvironment.textMeasurer` and passed to
/// `DrawingLayout`), never a measuring directly, so an environment stays a plain value that compares by name.
public protocol TextMeasuring: Sendable {
  /// The advance width of `string` set on one line in `font`.
  func width(of string: String, font: Font) -> Double
  /// The height of one line box of `font`: ascent plus descent.
  func lineHeight(of font: Font) -> Double
  /// The distance from the top of a line box of `font` to its baseline.
  func baseline(of font: Font) -> Double
}
