/// Text in one font and color: one line, or lines wrapped at the width offered.
public struct TextRun: Sendable, Equatable {
  /// The text.
  public var string: String
  /// The font at its environment size (a resolved style's fonts already follow Dynamic Type).
  public var font: Font
  /// The text color.
  public var color: Color
  /// nil keeps one line, never wrapped nor truncated; otherwise the text wraps at the width offered into at most
  /// this many lines (0: no limit), the last one truncated with "…" when text is left over.
  public var lineLimit: Int?
  /// Extra space between wrapped lines.
  public var lineSpacing: Double
  /// Where wrapped lines sit across the text's frame; leading and trailing follow the layout direction.
  public var alignment: DrawingAlignment.Horizontal

  /// Creates a text run.
  public init(
    _ string: String, font: Font, color: Color, lineLimit: Int? = nil, lineSpacing: Double = 0,
    alignment: DrawingAlignment.Horizontal = .leading
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.lineLimit = lineLimit
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// Whether the text may take more than one line.
  public var wraps: Bool { lineLimit != nil }

  /// The text broken into lines at most `width` wide (`TextMetrics`): words go on the line while they fit, a word
  /// wider than `width` is broken between characters, explicit line breaks are kept, and past `lineLimit` the last
  /// line ends in "…". One line when the run does not wrap.
  public func lines(width: Double) -> [String] {
    guard let lineLimit else { return [string] }
    var lines: [String] = []
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ").flatMap({ pieces(of: String($0), width: width) }) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if line.isEmpty || TextMetrics.width(of: candidate, font: font) <= width {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    guard lineLimit > 0, lines.count > lineLimit else { return lines }
    var last = lines[lineLimit - 1] + " " + lines[lineLimit...].joined(separator: " ")
    while !last.isEmpty, TextMetrics.width(of: last + "…", font: font) > width { last.removeLast() }
    while last.hasSuffix(" ") { last.removeLast() }
    return Array(lines.prefix(lineLimit - 1)) + [last + "…"]
  }

  /// `word` as is when it fits in `width`, else cut into pieces that do (at least one character each).
  private func pieces(of word: String, width: Double) -> [String] {
    guard TextMetrics.width(of: word, font: font) > width else { return [word] }
    var out: [String] = []
    var piece = ""
    for character in word {
      if !piece.isEmpty, TextMetrics.width(of: piece + String(character), font: font) > width {
        out.append(piece)
        piece = ""
      }
      piece.append(character)
    }
    return out + [piece]
  }

  /// One line of this run's text, in its font and color.
  func line(_ text: String) -> TextRun { TextRun(text, font: font, color: color) }
}
