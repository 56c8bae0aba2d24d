/// The `$type` of a DTCG 2025.10 design token.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
  case color
  case dimension
  case number
  case fontFamily
  case fontWeight
  case duration
  case cubicBezier
  case strokeStyle
  case border
  case transition
  case shadow
  case gradient
  case typography

  /// Whether the type's value is made of named sub-values (typography, shadow, border, …).
  public var isComposite: Bool {
    switch self {
    case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
    default: false
    }
  }

  /// The type's name, for messages.
  var quoted: String { "`\(rawValue)`" }

  /// Every type name, for messages.
  static let names = allCases.map(\.rawValue)
}
