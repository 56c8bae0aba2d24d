import DesignKitCore

/// How one text of a component is set beside its font (VComponents' text configuration): how many lines it takes,
/// how far it shrinks before it is cut, how its letters are cased and how its lines align. A model keeps one beside
/// each font (`fonts.titleConfiguration` beside `fonts.title`) and passes the look it draws today at its stored
/// property.
public struct TextConfiguration: Codable, Sendable, Equatable {
  /// The fewest lines the text is tall, the lines it does not fill left empty below it (a card title that keeps two
  /// lines whatever its length); 1 reserves nothing.
  public var minimumLines = 1
  /// The most lines the text takes, the last one cut with "…" when text is left over: 1 is a single line
  /// (VComponents' `singleLine`), 0 no limit.
  public var maximumLines = 0
  /// How far the font shrinks, as a fraction of its size, so that the text fits `maximumLines` before any of it is
  /// cut; 1 never shrinks.
  @Fraction public var minimumScaleFactor: Double = 1
  /// How the drawn letters are cased; VoiceOver reads the text as written.
  public var textCase = TextCase.asWritten
  /// Where the lines sit across the text's width (leading and trailing follow the layout direction).
  public var alignment = LineAlignment.leading

  /// Text on any number of lines, never shrunk, as written, leading-aligned.
  public init() {}

  /// A configuration that sets what differs from the defaults.
  public init(
    maximumLines: Int = 0, minimumScaleFactor: Double = 1, textCase: TextCase = .asWritten,
    alignment: LineAlignment = .leading
  ) {
    self.maximumLines = maximumLines
    self.minimumScaleFactor = minimumScaleFactor
    self.textCase = textCase
    self.alignment = alignment
  }

  /// One line, cut with "…" when it does not fit (a bar title, a tab label).
  public static var singleLine: TextConfiguration { TextConfiguration(maximumLines: 1) }
}
