import DesignKitCore

/// How a text input takes text: the `Misc` of text fields. Each setting reaches the text input machine under its
/// own name.
public struct TextInputBehavior: Codable, Sendable, Equatable {
  /// Standard, secure (hidden, with a reveal button) or search (a search icon and a clear button).
  public var contentType = TextContentType.standard
  /// Whether a clear button shows while focused and not empty.
  public var hasClearButton: Bool

  /// A behaviour with or without a clear button.
  public init(hasClearButton: Bool) { self.hasClearButton = hasClearButton }

  /// The text input machine's tunables; a search input always has a clear button (as UIKit's search field does).
  public var parameters: TextInputParameters {
    TextInputParameters(contentType: contentType, hasClearButton: hasClearButton || contentType == .search)
  }
}
