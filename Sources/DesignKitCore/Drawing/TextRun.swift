import DesignKitValues

/// Text in one font and color: one line, or lines wrapped at the width offered.
public struct TextRun: Sendable, Hashable {
  /// The text.
  public var string: String
  /// The font at its environment size (a resolved style's fonts already follow Dynamic Type).
  public var font: Font
  /// The text color.
  public var color: Color
  /// nil keeps one line, never wrapped nor truncated (a laid-out line); otherwise the text wraps at the width offered
  /// into at most this many lines (0: no limit), the last one truncated with "…" when text is left over.
  public var lineLimit: Int?
  /// Extra space between wrapped lines.
  public var lineSpacing: Double
  /// Where wrapped lines sit across the text's frame; leading and trailing follow the layout direction.
  public var alignment: DrawingAlignment.Horizontal
  /// Where the last line is cut when text is left over.
  public var truncation: TextTruncation
  /// How far one line of text shrinks to fit the width offered before it is cut (1: it never shrinks; 0.5: down to
  /// half its font size), as SwiftUI's `minimumScaleFactor`.
  public var minimumScaleFactor: Double = 1
  /// How the drawn letters are cased; `string` keeps them as written (what accessibility reads).
  public var textCase = TextCase.asWritten
  /// The fewest lines a wrapping run is tall: fewer lines of text leave the rest empty below them (SwiftUI's
  /// `lineLimit(_:reservesSpace:)`); 1 or less reserves nothing.
  public var minimumLines = 1
  /// A text input's caret, drawn at the insertion point as the text is laid out: after the last glyph of the last
  /// line (on the line's leading side when the text reads against the layout direction), or at the leading edge of
  /// the first line (an empty field's placeholder); nil draws none.
  public var caret: TextCaret?

  /// Creates a text run.
  public init(
    _ string: String, font: Font, color: Color, lineLimit: Int? = nil, lineSpacing: Double = 0,
    alignment: DrawingAlignment.Horizontal = .leading, truncation: TextTruncation = .tail
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.lineLimit = lineLimit
    self.lineSpacing = lineSpacing
    self.alignment = alignment
    self.truncation = truncation
  }

  /// This run as it is drawn at `width`: its letters cased (`textCase`), and its font shrunk, by
  /// `minimumScaleFactor` of its size at most, so that its text, measured by `measurer`, fits before any of it is cut
  /// and before any word is broken: one line to its width; wrapped text within `lineLimit` lines (0: any number) with
  /// every word whole, at the largest scale that does both, else at the smallest scale. A word is broken across lines
  /// only when it alone is wider than `width` at the smallest scale. The run's font as is when the text fits, or may
  /// not shrink.
  public func fitted(width: Double, measurer: TextMeasurer) -> TextRun {
    var run = self
    run.string = textCase.applied(to: string)
    run.textCase = .asWritten
    guard minimumScaleFactor < 1, let lineLimit, lineLimit >= 0, width.isFinite else { return run }
    if lineLimit == 1 {
      let natural = measurer.width(of: run.string, font: font)
      guard natural > width else { return run }
      run.font.size *= max(minimumScaleFactor, width / natural)
      return run
    }
    // Wrapped: the largest scale, to 1/64 of the range, at which every word fits the width and the unlimited text
    // takes no more lines; else the smallest scale (the fewest lines, the fewest broken words).
    let allowance = width + 1e-6
    let units = Self.unbreakableUnits(of: Substring(run.string.replacingNewlines))
    func fits(_ scale: Double) -> Bool {
      var probe = run
      probe.font.size = font.size * scale
      if units.contains(where: { measurer.width(of: $0, font: probe.font) > allowance }) { return false }
      guard lineLimit > 0 else { return true }
      probe.lineLimit = 0
      return probe.lines(width: width, measurer: measurer).count <= lineLimit
    }
    guard !fits(1) else { return run }
    var (low, high) = (minimumScaleFactor, 1.0)
    if fits(low) {
      for _ in 0..<6 {
        let middle = (low + high) / 2
        if fits(middle) { low = middle } else { high = middle }
      }
    }
    run.font.size *= low
    return run
  }

  /// The height of `count` lines of this run, at least `minimumLines` of them when it wraps.
  func height(ofLines count: Int, measurer: TextMeasurer) -> Double {
    let lines = wraps ? max(count, minimumLines) : count
    return Double(lines) * measurer.lineHeight(of: font) + Double(max(0, lines - 1)) * lineSpacing
  }

  /// Whether the text may take more than one line.
  public var wraps: Bool { lineLimit != nil }

  /// The text broken into lines at most `width` wide as `measurer` measures it: words go on the line while they fit;
  /// a word is broken between characters only when it alone is wider than `width`; no line starts with punctuation
  /// that closes a phrase (`,` `.` `)` …, even after a space: it stays with the word before it, as Unicode's line
  /// breaking keeps it, and when the two are wider than the line the word's last characters move down with it);
  /// explicit line breaks are kept; past `lineLimit` the last line takes the rest of the text, cut with "…" where
  /// `truncation` says. One line when the run does not wrap.
  public func lines(width offered: Double, measurer: TextMeasurer) -> [String] {
    guard let lineLimit else { return [string] }
    // Layout hands text back the width it measured, after adding and removing insets: allow the rounding.
    let width = offered + 1e-6
    var lines: [String] = []
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      var line: [String] = []
      func fits(_ words: [String]) -> Bool { measurer.width(of: words.joined(separator: " "), font: font) <= width }
      for word in Self.unbreakableUnits(of: paragraph).flatMap({ pieces(of: $0, width: width, measurer: measurer) }) {
        if line.isEmpty || fits(line + [word]) {
          line.append(word)
        } else {
          lines.append(line.joined(separator: " "))
          line = [word]
        }
      }
      lines.append(line.joined(separator: " "))
    }
    guard lineLimit > 0, lines.count > lineLimit else { return lines }
    let rest = Array(lines[(lineLimit - 1)...].joined(separator: " "))
    // Keep `head` characters from the start and `tail` from the end, dropping from where the cut goes.
    var head = truncation == .head ? 0 : rest.count
    var tail = truncation == .head ? rest.count : 0
    func cut() -> String {
      String(rest[..<head]).trimmingSpaces + "…" + String(rest[(rest.count - tail)...]).trimmingSpaces
    }
    if truncation == .middle { (head, tail) = ((rest.count + 1) / 2, rest.count / 2) }
    while head + tail > 0, measurer.width(of: cut(), font: font) > width {
      if truncation == .tail || (truncation == .middle && head > tail) { head -= 1 } else { tail -= 1 }
    }
    return Array(lines.prefix(lineLimit - 1)) + [cut()]
  }

  /// The words of `paragraph`, each with the closing punctuation written after it with a space (`on ,`): no line
  /// may start between them (UAX #14 LB13).
  static func unbreakableUnits(of paragraph: Substring) -> [String] {
    var units: [String] = []
    for word in paragraph.split(separator: " ") {
      if word.first.map(closesPhrase) == true, let before = units.popLast() {
        units.append(before + " " + word)
      } else {
        units.append(String(word))
      }
    }
    return units
  }

  /// `word` as is when it fits in `width`, else cut into pieces that do (at least one character each), never
  /// starting a piece with closing punctuation or a space when the piece before it can give up a character (the
  /// characters up to its last letter move down).
  private func pieces(of word: String, width: Double, measurer: TextMeasurer) -> [String] {
    // `width` already allows for rounding (`lines(width:measurer:)`).
    guard measurer.width(of: word, font: font) > width else { return [word] }
    var out: [String] = []
    var piece = ""
    for character in word {
      if !piece.isEmpty, measurer.width(of: piece + String(character), font: font) > width {
        var carried = ""
        if Self.closesPhrase(character) || character == " " {
          while piece.count > 1, let last = piece.popLast() {
            carried.insert(last, at: carried.startIndex)
            if last != " " && !Self.closesPhrase(last) { break }
          }
        }
        out.append(piece.trimmingSpaces)
        piece = carried
      }
      piece.append(character)
    }
    return out + [piece]
  }

  /// Punctuation that belongs to the end of what comes before it, so a line never starts with it.
  static func closesPhrase(_ character: Character) -> Bool { ",.;:!?)]}…%»”’".contains(character) }

  /// One line of this run's text, in its font and color.
  func line(_ text: String) -> TextRun { TextRun(text, font: font, color: color) }
}

/// A text input's caret, drawn with its text (`TextRun.caret`): a bar as tall as a line.
public struct TextCaret: Sendable, Hashable {
  /// Where the insertion point is.
  public enum Position: String, Sendable {
    /// Before the text's first glyph (an empty field, where the caret stands before its placeholder).
    case start
    /// After the text's last glyph, on its last line.
    case end
  }

  /// The bar's width.
  public var width: Double
  /// The bar's color.
  public var color: Color
  /// Where the insertion point is.
  public var position: Position

  /// Creates a caret.
  public init(width: Double, color: Color, position: Position) {
    self.width = width
    self.color = color
    self.position = position
  }

  /// The space between the bar and the glyph beside it in `font`: a twelfth of its size (1.4 pt at 17 pt), so that a
  /// face whose letters run a little wider than the measurer's (a browser's font) does not put the bar on the last
  /// glyph, and the bar stands off the text as a platform's caret does.
  public static func gap(beside font: Font) -> Double { font.size / 12 }

  /// The room the caret takes beside text in `font`: its width and its gap.
  public func room(beside font: Font) -> Double { width + Self.gap(beside: font) }

  /// The bar beside `line` (a laid-out line's box of text in `font`, in logical coordinates), `before` it or after it,
  /// `gap(beside:)` away.
  func rect(beside line: DrawingRect, before: Bool, font: Font) -> DrawingRect {
    let gap = Self.gap(beside: font)
    return DrawingRect(
      x: before ? line.x - gap - width : line.x + line.width + gap, y: line.y, width: width, height: line.height)
  }
}

/// Where text that does not fit is cut (SwiftUI's `Text.TruncationMode`); a model's choice of the same names reads
/// as one.
public enum TextTruncation: String, StyleChoice {
  /// "…" at the start, in the middle or at the end.
  case head, middle, tail
}

extension String {
  /// The string with its line breaks as spaces: its words, for measuring them one by one.
  var replacingNewlines: String { String(map { $0 == "\n" ? " " : $0 }) }
}
