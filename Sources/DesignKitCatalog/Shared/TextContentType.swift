import DesignKitCore

/// What kind of text a field edits: the machine hides a secure field's text behind a reveal button.
public enum TextContentType: String, StyleChoice {
  /// Plain text.
  case standard
  /// A password: hidden, with a reveal button.
  case secure
  /// A search query: a search icon and a clear button.
  case search
}

/// How a text input takes text: the `Misc` of text fields.
public struct TextInputBehavior: Codable, Sendable, Equatable {
  /// Standard, secure or search.
  public var contentType = TextContentType.standard
  /// Whether a clear button shows while focused and not empty.
  public var hasClearButton: Bool

  /// A behaviour with or without a clear button.
  public init(hasClearButton: Bool) { self.hasClearButton = hasClearButton }

  /// The text input machine's tunables.
  public var parameters: TextInputParameters {
    TextInputParameters(isSecure: contentType == .secure, showsClearButton: hasClearButton)
  }
}
