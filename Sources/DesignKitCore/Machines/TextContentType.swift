/// What kind of text an input edits.
public enum TextContentType: String, StyleChoice {
  case standard, secure, search
}
