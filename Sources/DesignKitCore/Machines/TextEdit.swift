/// An edit of a text as UIKit's `textField(_:shouldChangeCharactersIn:replacementString:)` delivers it: the
/// characters in `range` replaced by `replacement`. Typing inserts at the caret (an empty range), delete replaces the
/// character before the caret with nothing, a paste replaces the selection.
///
/// Offsets count characters (grapheme clusters, as Swift's `String` does), not UTF-16 units; a range past the end of
/// the text is clamped to it, so no edit traps.
public struct TextEdit: Hashable, Sendable, CustomStringConvertible {
  /// The characters replaced: `lowerBound` is the first, `upperBound` the one after the last.
  public var range: Range<Int>
  /// What goes in their place.
  public var replacement: String

  /// The characters in `range` replaced by `replacement`.
  public init(replacing range: Range<Int>, with replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// `replacement` typed at character offset `offset`.
  public static func insertion(_ replacement: String, at offset: Int) -> TextEdit {
    TextEdit(replacing: offset..<offset, with: replacement)
  }

  /// The range clamped to a text of `count` characters.
  public func clampedRange(count: Int) -> Range<Int> {
    let lower = min(max(0, range.lowerBound), count)
    return lower..<min(max(lower, range.upperBound), count)
  }

  /// `text` with the edit applied (the range clamped to it).
  public func applied(to text: String) -> String {
    let range = clampedRange(count: text.count)
    let start = text.index(text.startIndex, offsetBy: range.lowerBound)
    let end = text.index(start, offsetBy: range.count)
    return text.replacingCharacters(in: start..<end, with: replacement)
  }

  /// `2..<4, "xy"`: the form `textReplaced(…)` takes.
  public var description: String { "\(range.lowerBound)..<\(range.upperBound), \(EventName.quoted(replacement))" }

  /// Reads `description`'s form; nil for anything else.
  init?(name inner: String) {
    guard let comma = inner.firstIndex(of: ",") else { return nil }
    let bounds = String(inner[..<comma]).trimmingSpaces.split(separator: "..<", omittingEmptySubsequences: false)
    guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), lower <= upper,
      let replacement = EventName.text(in: String(inner[inner.index(after: comma)...]))
    else { return nil }
    self.init(replacing: lower..<upper, with: replacement)
  }
}

extension String {
  /// This text with the characters in `range` replaced (the standard library has it only for collections of the
  /// same type).
  fileprivate func replacingCharacters(in range: Range<String.Index>, with replacement: String) -> String {
    var copy = self
    copy.replaceSubrange(range, with: replacement)
    return copy
  }
}
