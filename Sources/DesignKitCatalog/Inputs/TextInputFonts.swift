import DesignKitCore

/// The fonts of a text input whose only texts are its text and its placeholder (`VBaseTextField`, `VTextView`,
/// `VCodeEntryView`'s cells): the placeholder in its own font, so a model may set it apart from the text.
public struct TextInputFonts: ModelGroup {
  /// The text.
  public var text = Typography.font(.body)
  /// The placeholder.
  public var placeholder = Typography.font(.body)

  /// The body font for the text and the placeholder.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): fonts from `Typography`.
  public init() {}

  /// Fonts with a text font and a placeholder font.
  public init(text: Font, placeholder: Font) {
    self.text = text
    self.placeholder = placeholder
  }
}
