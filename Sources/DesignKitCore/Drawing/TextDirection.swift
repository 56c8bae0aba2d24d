import DesignKitValues

extension StyleEnvironment.LayoutDirection {
  /// The direction `text` reads in, from its first strong letter, as UIKit's natural writing direction takes it:
  /// right to left when that letter is Hebrew or Arabic script (the Unicode blocks from U+0590 to U+08FF, and their
  /// presentation forms), else left to right (also for text with no letter: a code, a number).
  ///
  /// One rule for the renderer (which end of a line sits at its anchor), the drawings (which end of a field's text
  /// shows, where its caret stands) and the layout check (where the insertion point is).
  public init(readingOf text: String) {
    guard let letter = text.unicodeScalars.first(where: \.properties.isAlphabetic) else {
      self = .leftToRight
      return
    }
    let v = letter.value
    let rightToLeft =
      (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
    self = rightToLeft ? .rightToLeft : .leftToRight
  }
}

extension TextCaret {
  /// Whether the caret stands before the line's box in layout order (its leading side; after it otherwise), for
  /// `text` laid out in `direction`: at the start, an empty field's leading edge; at the end, after the last glyph,
  /// which is the box's leading side when the text reads against the layout (left-to-right "ada@example.com" in a
  /// right-to-left layout ends at its right, the box's leading edge there).
  public func standsBefore(_ text: String, in direction: StyleEnvironment.LayoutDirection) -> Bool {
    position == .start || StyleEnvironment.LayoutDirection(readingOf: text) != direction
  }
}
