/// The range a model number must lie in; the style tree, the preset decoder and the schema use it.
public enum NumberRule: String, Hashable, Sendable, CaseIterable {
  /// Any finite number (offsets, velocities).
  case finite
  /// Finite and >= 0 (sizes, radii, durations, scales).
  case nonNegative
  /// Finite and within 0...1 (opacities, fractions).
  case unitInterval
  /// A whole number.
  case integer

  /// The valid range.
  public var range: ClosedRange<Double> {
    switch self {
    case .finite, .integer: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    case .nonNegative: 0...Double.greatestFiniteMagnitude
    case .unitInterval: 0...1
    }
  }

  /// Whether `value` satisfies the rule.
  public func admits(_ value: Double) -> Bool {
    value.isFinite && range.contains(value) && (self != .integer || value == value.rounded())
  }

  /// What valid values look like, for messages.
  public var requirement: String {
    switch self {
    case .finite: "a finite number"
    case .nonNegative: "a finite number >= 0"
    case .unitInterval: "a number in 0...1"
    case .integer: "a whole number"
    }
  }
}

/// A marker for the rule a `Bounded` wrapper applies.
public protocol NumberRuleMarker: Sendable {
  /// The rule.
  static var rule: NumberRule { get }
}

/// Rule marker: finite and >= 0.
public enum NonNegativeRule: NumberRuleMarker { public static var rule: NumberRule { .nonNegative } }
/// Rule marker: within 0...1.
public enum UnitIntervalRule: NumberRuleMarker { public static var rule: NumberRule { .unitInterval } }

/// A model number with a valid range that presets are checked against.
///
/// Use it through its aliases: `@Dimension var height: Double = 50`, `@Opacity var labelOpacity: Double = 0.5`.
/// Swift code may assign any value; JSON input outside the range is an error.
@propertyWrapper
public struct Bounded<Rule: NumberRuleMarker>: Hashable, Sendable, Codable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The number.
  public var wrappedValue: Double

  /// Wraps a number.
  public init(wrappedValue: Double) { self.wrappedValue = wrappedValue }

  /// Wraps a number literal (for state tables of bounded numbers: `.init(enabled: 1, pressed: 0.5, disabled: 0.5)`).
  public init(floatLiteral value: Double) { wrappedValue = value }

  /// Wraps an integer literal.
  public init(integerLiteral value: Int) { wrappedValue = Double(value) }

  public init(from decoder: any Decoder) throws {
    wrappedValue = try decoder.singleValueContainer().decode(Double.self)
    guard Rule.rule.admits(wrappedValue) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "expected \(Rule.rule.requirement)"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    if try encodeNode(to: encoder) { return }
    var c = encoder.singleValueContainer()
    try c.encode(wrappedValue)
  }

}

/// A length in points (>= 0): sizes, radii, widths, spacings, margins.
public typealias Dimension = Bounded<NonNegativeRule>
/// An opacity or fraction within 0...1.
public typealias Opacity = Bounded<UnitIntervalRule>
/// A time in seconds (>= 0).
public typealias Seconds = Bounded<NonNegativeRule>
/// A scale factor (>= 0), such as the pressed scale of a button.
public typealias ScaleFactor = Bounded<NonNegativeRule>
/// A position or share within 0...1, such as where a toggle's thumb sits along its track.
public typealias Fraction = Bounded<UnitIntervalRule>
