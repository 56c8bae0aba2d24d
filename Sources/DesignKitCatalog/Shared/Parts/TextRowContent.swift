import DesignKitCore

/// What a text row edits; it picks the keyboard, secure entry and autocapitalization a renderer asks for.
public enum TextRowContent: String, StyleChoice {
  /// The kinds of content a text row edits.
  case text, name, email, password, newPassword, oneTimeCode, phone, number, url

  /// The keyboard a renderer shows.
  public enum Keyboard: String, Sendable {
    /// The keyboards a renderer may show.
    case standard, email, numberPad, phonePad, url
  }
  /// How a renderer capitalizes typed text.
  public enum Autocapitalization: String, Sendable {
    /// Never, at each word, or at each sentence.
    case never, words, sentences
  }

  /// The keyboard for this content.
  public var keyboard: Keyboard {
    switch self {
    case .email: .email
    case .oneTimeCode, .number: .numberPad
    case .phone: .phonePad
    case .url: .url
    case .text, .name, .password, .newPassword: .standard
    }
  }

  /// Whether entry is secure (hidden, with a reveal button).
  public var isSecure: Bool { self == .password || self == .newPassword }

  /// The capitalization for this content: names by word, free text by sentence, the rest never.
  public var autocapitalization: Autocapitalization {
    switch self {
    case .name: .words
    case .text: .sentences
    default: .never
    }
  }

  /// Secure text as it is drawn and read by assistive technologies: one dot per character.
  public static func hidden(_ text: String) -> String { String(repeating: "•", count: text.count) }

  /// Whether autocorrection helps (free text and names only).
  public var autocorrects: Bool { self == .text || self == .name }
}
