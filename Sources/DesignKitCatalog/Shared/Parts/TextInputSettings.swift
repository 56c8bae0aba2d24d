import DesignKitCore

/// The platform editor's settings of a text input: `misc.input` of every text component. They configure the
/// keyboard and autofill the SwiftUI face hands the platform's `TextField`, `SecureField` or `TextEditor`; the machine
/// and the drawing do not read them, so each component lists them among its `contentSettings`.
public struct TextInputSettings: Codable, Sendable, Equatable {
  /// The software keyboard (`UIKeyboardType`).
  public var keyboardType = KeyboardType.standard
  /// What the text is, for autofill and suggestions (`UITextContentType`; a one-time code fills from messages).
  public var textContentType = AutofillContent.unspecified
  /// Whether the platform corrects spelling as the user types (`autocorrectionDisabled`).
  public var autocorrection = Autocorrection.automatic
  /// How the platform capitalizes typed text (`textInputAutocapitalization`).
  public var autocapitalization = TextAutocapitalization.automatic
  /// The label of the keyboard's return key (`submitLabel`).
  public var submitLabel = SubmitKey.return

  /// The platform's defaults.
  public init() {}

  /// The settings of a one-time code: suggested from messages, no corrections, never capitalized.
  public static var oneTimeCode: TextInputSettings {
    var settings = TextInputSettings()
    settings.textContentType = .oneTimeCode
    settings.autocorrection = .disabled
    settings.autocapitalization = .never
    return settings
  }

  /// The paths of the settings under `prefix` (`misc.input`), for a component's `contentSettings`.
  public static func paths(under prefix: String) -> [String] {
    ["keyboardType", "textContentType", "autocorrection", "autocapitalization", "submitLabel"].map {
      prefix + "." + $0
    }
  }
}

/// A software keyboard, as UIKit names them (`standard` is UIKit's `default`).
public enum KeyboardType: String, StyleChoice {
  /// UIKit's keyboards.
  case standard, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text input's text is, for autofill and suggestions, as UIKit's `UITextContentType` names it; `unspecified`
/// gives none.
public enum AutofillContent: String, StyleChoice {
  /// No content type.
  case unspecified
  /// Names.
  case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname, jobTitle, organizationName
  /// Places and addresses.
  case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState,
    addressCityAndState, sublocality, countryName, postalCode
  /// Contact details.
  case telephoneNumber, emailAddress, url, creditCardNumber
  /// Accounts: a user name, a password, a new password, a one-time code from a message.
  case username, password, newPassword, oneTimeCode
}

/// Whether the platform corrects spelling as the user types: its default, on or off.
public enum Autocorrection: String, StyleChoice {
  /// The platform's default, on or off.
  case automatic, enabled, disabled
}

/// How the platform capitalizes typed text: its default, or never, per word, per sentence, every character.
public enum TextAutocapitalization: String, StyleChoice {
  /// The platform's default, then SwiftUI's `TextInputAutocapitalization` cases.
  case automatic, never, words, sentences, characters
}

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel` names it.
public enum SubmitKey: String, StyleChoice {
  /// SwiftUI's submit labels.
  case done, go, send, join, route, search, `return`, next, `continue`
}
