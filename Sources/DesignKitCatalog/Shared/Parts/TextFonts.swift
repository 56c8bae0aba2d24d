import DesignKitCore

/// The fonts of a component whose only text is its text (`fonts.text`): a text, a badge, a toast, a text part. A model
/// passes its own font and configuration at its stored property
/// (`Fonts(text: Typography.font(.caption2, weight: .semibold))`).
public struct TextFonts: ModelGroup {
  /// The text.
  public var text = Typography.font(.body)
  /// How the text is set: lines, shrinking, case, alignment.
  public var textConfiguration = TextConfiguration()

  /// The body font, on any number of lines.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): fonts from `Typography`.
  public init() {}

  /// Fonts with a text font, set as `textConfiguration` says.
  public init(text: Font, textConfiguration: TextConfiguration = .init()) {
    self.text = text
    self.textConfiguration = textConfiguration
  }
}
