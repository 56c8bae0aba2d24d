import DesignKitCore

/// The fonts of a component whose only text is its text (`fonts.text`): a text, a badge, a toast, a text part. A model
/// passes its own font at its stored property (`Fonts(text: Typography.font(.caption2, weight: .semibold))`).
public struct TextFonts: ModelGroup {
  /// The text.
  public var text = Typography.font(.body)

  /// The body font.
  public init() {}

  /// Fonts with a text font.
  public init(text: Font) { self.text = text }
}
