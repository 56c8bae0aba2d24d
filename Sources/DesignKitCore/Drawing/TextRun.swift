/// One line of text.
public struct TextRun: Sendable, Equatable {
  /// The text.
  public var string: String
  /// The font at its environment size (a resolved style's fonts already follow Dynamic Type).
  public var font: Font
  /// The text color.
  public var color: Color

  /// Creates a text run.
  public init(_ string: String, font: Font, color: Color) {
    self.string = string
    self.font = font
    self.color = color
  }
}
