// The keyboard and text content types a text input asks UIKit for, and SwiftUI's modifiers that take them (declared
// in SwiftUI, only where UIKit exists; here beside the UIKit types, importing the SwiftUI interface).
import SwiftUI

// Source: https://developer.apple.com/documentation/uikit/uikeyboardtype
@available(iOS 2.0, tvOS 9.0, *)
public enum UIKeyboardType: Int, @unchecked Sendable {
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/default
  case `default` = 0
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/asciicapable
  case asciiCapable = 1
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/numbersandpunctuation
  case numbersAndPunctuation = 2
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/url
  case URL = 3
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/numberpad
  case numberPad = 4
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/phonepad
  case phonePad = 5
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/namephonepad
  case namePhonePad = 6
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/emailaddress
  case emailAddress = 7
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad
  case decimalPad = 8
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/twitter
  case twitter = 9
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/websearch
  case webSearch = 10
  // Source: https://developer.apple.com/documentation/uikit/uikeyboardtype/asciicapablenumberpad
  case asciiCapableNumberPad = 11
}

// Source: https://developer.apple.com/documentation/uikit/uitextcontenttype
@available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public struct UITextContentType: Hashable, RawRepresentable, @unchecked Sendable {
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype
  public init(rawValue: String) { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype
  public var rawValue: String { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/name
  public static let name: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/nameprefix
  public static let namePrefix: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/givenname
  public static let givenName: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/middlename
  public static let middleName: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/familyname
  public static let familyName: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/namesuffix
  public static let nameSuffix: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/nickname
  public static let nickname: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/jobtitle
  public static let jobTitle: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/organizationname
  public static let organizationName: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/location
  public static let location: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/fullstreetaddress
  public static let fullStreetAddress: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline1
  public static let streetAddressLine1: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline2
  public static let streetAddressLine2: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscity
  public static let addressCity: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/addressstate
  public static let addressState: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscityandstate
  public static let addressCityAndState: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/sublocality
  public static let sublocality: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/countryname
  public static let countryName: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/postalcode
  public static let postalCode: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
  public static let telephoneNumber: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
  public static let emailAddress: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/url
  public static let URL: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber
  public static let creditCardNumber: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/username
  @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
  public static let username: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/password
  @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
  public static let password: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/newpassword
  @available(iOS 12.0, tvOS 12.0, watchOS 5.0, *)
  public static let newPassword: UITextContentType = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
  @available(iOS 12.0, tvOS 12.0, watchOS 5.0, *)
  public static let oneTimeCode: UITextContentType = { fatalError() }()
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension View {
  // Source: https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { fatalError() }
}
