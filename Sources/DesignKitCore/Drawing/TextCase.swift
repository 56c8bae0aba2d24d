import DesignKitValues

/// How the letters of drawn text are cased (SwiftUI's `Text.Case`); what accessibility reads keeps the text as
/// written.
public enum TextCase: String, StyleChoice {
  /// The letters as written, in capitals, or in small letters.
  case asWritten, uppercase, lowercase

  /// `string` in this case.
  public func applied(to string: String) -> String {
    switch self {
    case .asWritten: string
    case .uppercase: string.uppercased()
    case .lowercase: string.lowercased()
    }
  }
}
