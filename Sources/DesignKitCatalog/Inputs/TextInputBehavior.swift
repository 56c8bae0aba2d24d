import DesignKitCore

/// How a text input takes text: the `Misc` of text fields. Each setting but the editor's (`input`) reaches the text
/// input machine under its own name.
public struct TextInputBehavior: Codable, Sendable, Equatable {
  /// Standard, secure (hidden, with a reveal button) or search (a search icon and a clear button).
  public var contentType = TextContentType.standard
  /// Whether a clear button shows while focused and not empty.
  public var hasClearButton: Bool
  /// The most characters typing or pasting may leave; 0 sets no limit.
  public var maxLength = 0
  /// The characters typing or pasting may enter; others are dropped.
  public var characters = CodeCharacters.all
  /// The platform editor's keyboard, autofill, correction, capitalization and return key.
  public var input = TextInputSettings()

  /// A behaviour with or without a clear button.
  public init(hasClearButton: Bool) { self.hasClearButton = hasClearButton }

  /// The text input machine's tunables; a search input always has a clear button (as UIKit's search field does).
  public var parameters: TextInputParameters {
    TextInputParameters(
      contentType: contentType, hasClearButton: hasClearButton || contentType == .search, maxLength: maxLength,
      characters: characters)
  }

  /// The `misc` settings that reach the machine, under `prefix` (`misc`, `misc.field`).
  public static func machineSettings(under prefix: String) -> [String] {
    ["contentType", "hasClearButton", "maxLength", "characters"].map { prefix + "." + $0 }
  }
}
