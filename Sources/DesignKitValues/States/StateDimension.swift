/// One axis of a component's visual state: an enum whose cases key a `StateTable`.
///
/// A component's state is one case of each of its dimensions (a toggle: value × interaction);
/// resolution collapses every state table in a model with the case its component is in.
public protocol StateDimension: CaseIterable, Hashable, Sendable, RawRepresentable, Codable
where RawValue == String, AllCases == [Self] {
  /// The dimension's name ("interaction", "value", "validation"), unique among a component's dimensions.
  static var dimensionName: String { get }
}

extension StateDimension {
  /// The case names in declaration order.
  public static var caseNames: [String] { allCases.map(\.rawValue) }

  /// The position of this case in `allCases`.
  @inlinable public var caseIndex: Int {
    var i = 0
    for c in Self.allCases {
      if c == self { return i }
      i += 1
    }
    return 0
  }
}

/// How a person is interacting with a control. Visual precedence when several apply:
/// disabled > pressed > focused > hovered > enabled.
public enum InteractionState: String, StateDimension {
  /// The interaction states, in visual precedence order (lowest first).
  case enabled, hovered, focused, pressed, disabled
  public static var dimensionName: String { "interaction" }
}

/// The value of an on/off control.
public enum ToggleValue: String, StateDimension {
  /// Off or on.
  case off, on
  public static var dimensionName: String { "value" }
}

/// The value of a checkbox, which may be indeterminate (mixed).
public enum CheckboxValue: String, StateDimension {
  /// The value; indeterminate for a partly selected group.
  case off, on, indeterminate
  public static var dimensionName: String { "value" }
}

/// The validation highlight of an input, independent of focus.
public enum ValidationState: String, StateDimension {
  /// The validation result shown.
  case none, success, warning, error
  public static var dimensionName: String { "validation" }
}

/// Whether a disclosure (accordion section) is open.
public enum DisclosureValue: String, StateDimension {
  /// Whether the content shows.
  case collapsed, expanded
  public static var dimensionName: String { "expansion" }
}
