/// The value a machine's `valueChanged` output reports: a state's case, a number, a range of numbers or text.
///
/// Prints as machine tables and traces write it (`on`, `0.5`, `2`, `0.2…0.8`, text in quotes: `"Ann"`), so a case
/// and a text never print alike (`valueChanged(on)` is the case, `valueChanged("on")` the text). Literals and the
/// value dimensions' cases build one: `.valueChanged(0.5)`, `.valueChanged(2)`, `.valueChanged("Ann")`,
/// `.valueChanged(.on)`, `.valueChanged(.range(lower: 0.2, upper: 0.8))`.
public enum MachineValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByStringLiteral
{
  /// A case of a state dimension, by its raw value: a toggle's `on`, a disclosure's `expanded`.
  case state(String)
  /// A number: a slider's or stepper's value, a progress, a selected index, a navigation depth.
  case number(Double)
  /// A range of numbers: a range slider's bounds.
  case range(lower: Double, upper: Double)
  /// Text: a text field's content.
  case text(String)

  /// The case `value` of a state dimension.
  public init<D: StateDimension>(_ value: D) { self = .state(value.rawValue) }

  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }

  /// A whole number (an index, a depth).
  public init(integerLiteral value: Int) { self = .number(Double(value)) }

  /// Text.
  public init(stringLiteral value: String) { self = .text(value) }

  /// On (`ToggleValue.on`, `CheckboxValue.on`).
  public static let on = MachineValue(ToggleValue.on)
  /// Off (`ToggleValue.off`, `CheckboxValue.off`).
  public static let off = MachineValue(ToggleValue.off)
  /// A checkbox's mixed value.
  public static let indeterminate = MachineValue(CheckboxValue.indeterminate)
  /// A disclosure's open value.
  public static let expanded = MachineValue(DisclosureValue.expanded)
  /// A disclosure's closed value.
  public static let collapsed = MachineValue(DisclosureValue.collapsed)

  /// The case of `D` this value names; nil for a number, a range, text or a name `D` has no case for.
  public func state<D: StateDimension>(as type: D.Type = D.self) -> D? {
    if case .state(let name) = self { D(rawValue: name) } else { nil }
  }

  /// The number; nil for any other value.
  public var numberValue: Double? {
    if case .number(let n) = self { n } else { nil }
  }

  /// The number as an index or a count; nil unless it is a whole number.
  public var indexValue: Int? {
    guard let n = numberValue, n == n.rounded(), abs(n) < 1e15 else { return nil }
    return Int(n)
  }

  /// The range; nil for any other value (and for bounds that form none, such as NaN).
  public var rangeValue: ClosedRange<Double>? {
    guard case .range(let lower, let upper) = self, lower <= upper else { return nil }
    return lower...upper
  }

  /// The text; nil for any other value.
  public var textValue: String? {
    if case .text(let t) = self { t } else { nil }
  }

  /// The case's name, the number in its shortest form, `lower…upper`, or the text in quotes.
  public var description: String {
    switch self {
    case .state(let name): name
    case .number(let n): JSONWriter.format(n)
    case .range(let lower, let upper): "\(JSONWriter.format(lower))…\(JSONWriter.format(upper))"
    case .text(let t): String(reflecting: t)
    }
  }

  /// The value as JSON: a state's name or text as a string, a number as a number, a range as `[lower, upper]`.
  public var json: JSONValue {
    switch self {
    case .state(let name): .string(name)
    case .number(let n): .number(n)
    case .range(let lower, let upper): .array([.number(lower), .number(upper)])
    case .text(let t): .string(t)
    }
  }
}
