import DesignKitValues

/// A text measuring under a name: what layout measures text with (`StyleEnvironment.textMeasurer`,
/// `DrawingLayout.measurer`).
///
/// Two measurers are equal, and hash alike, when their names are: give each measuring its own name (a face names
/// the platform's, `"approximate"` is taken), so that an environment holding one stays `Hashable`.
public struct TextMeasurer: Sendable, Hashable {
  /// The name that identifies the measuring (`"approximate"` for `TextMetrics`).
  public let name: String
  private let measuring: any TextMeasuring

  /// `measuring` under `name`.
  public init(name: String, _ measuring: some TextMeasuring) {
    self.name = name
    self.measuring = measuring
  }

  /// `TextMetrics`, the approximation calibrated on Inter that measures alike on every platform (the gallery's and
  /// the goldens').
  public static let approximate = TextMeasurer(name: "approximate", TextMetrics())

  /// The advance width of `string` set on one line in `font`.
  public func width(of string: String, font: Font) -> Double { measuring.width(of: string, font: font) }

  /// The height of one line box of `font`: ascent plus descent.
  public func lineHeight(of font: Font) -> Double { measuring.lineHeight(of: font) }

  /// The distance from the top of a line box of `font` to its baseline.
  public func baseline(of font: Font) -> Double { measuring.baseline(of: font) }

  /// Whether the two have the same name.
  public static func == (a: TextMeasurer, b: TextMeasurer) -> Bool { a.name == b.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
