import DesignKitValues

/// What kind of text an input edits.
public enum TextContentType: String, StyleChoice {
  /// Plain text, a search query, or secure entry.
  case standard, secure, search
}
