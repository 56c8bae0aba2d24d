/// The `$type` of a DTCG 2025.10 design token.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
  /// A color.
  case color
  /// A length with a unit (`px`, `rem`).
  case dimension
  /// A plain number.
  case number
  /// A font family name or list.
  case fontFamily
  /// A font weight (number or name).
  case fontWeight
  /// A time with a unit (`ms`, `s`).
  case duration
  /// A cubic Bézier timing curve.
  case cubicBezier
  /// A stroke style (a name or dashes).
  case strokeStyle
  /// A border: color, width, style.
  case border
  /// A transition: duration, delay, curve.
  case transition
  /// A shadow or a list of shadows.
  case shadow
  /// A gradient: color stops.
  case gradient
  /// Typography: family, size, weight, spacing, line height.
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
