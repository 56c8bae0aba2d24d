/// A total map from every case of a state dimension to a value.
///
/// JSON: an object keyed by case name (`{"enabled": "#000", "pressed": "#333"}`), or a single value for
/// every state. In a preset, an object may name only some states; the rest keep their defaults. Decoded on its own
/// (a component's exported tree, which leaves out the states its machine never shows), a state the object leaves out
/// takes the value of the first state it names.
public struct StateTable<State: StateDimension, Value: Sendable & Equatable>: Sendable, Equatable {
  /// Values in `State.allCases` order.
  public private(set) var values: [Value]

  /// The same value in every state.
  public init(_ all: Value) { values = Array(repeating: all, count: State.allCases.count) }

  /// A table of `values`, in `State.allCases` order (one per case).
  init(values: [Value]) { self.values = values }

  /// A value computed for each state.
  public init(_ make: (State) throws -> Value) rethrows { values = try State.allCases.map(make) }

  /// The value for `state`.
  public subscript(state: State) -> Value {
    get { values[state.caseIndex] }
    set { values[state.caseIndex] = newValue }
  }

  /// A table with each value transformed.
  public func map<T>(_ transform: (Value) throws -> T) rethrows -> StateTable<State, T> {
    try StateTable<State, T> { try transform(self[$0]) }
  }

  /// (state, value) pairs in declaration order.
  public var entries: [(state: State, value: Value)] { Array(zip(State.allCases, values)).map { ($0, $1) } }
}

extension StateTable where State == InteractionState {
  /// Values for enabled, pressed and disabled; focused and hovered look enabled unless given.
  public init(enabled: Value, pressed: Value, disabled: Value, focused: Value? = nil, hovered: Value? = nil) {
    // Plain values captured, not optionals: see `PlatformTable.init(iOS:…)`.
    let focused = focused ?? enabled
    let hovered = hovered ?? enabled
    self.init { s in
      switch s {
      case .enabled: enabled
      case .pressed: pressed
      case .disabled: disabled
      case .focused: focused
      case .hovered: hovered
      }
    }
  }

  /// Values for enabled and disabled; every other state looks enabled.
  public init(enabled: Value, disabled: Value) {
    self.init(enabled: enabled, pressed: enabled, disabled: disabled)
  }
}

extension StateTable where State == ToggleValue {
  /// Values for off and on.
  public init(off: Value, on: Value) { self.init { $0 == .off ? off : on } }
}

extension StateTable where State == CheckboxValue {
  /// Values for off, on and indeterminate (which looks on unless given).
  public init(off: Value, on: Value, indeterminate: Value? = nil) {
    let indeterminate = indeterminate ?? on
    self.init { s in
      switch s {
      case .off: off
      case .on: on
      case .indeterminate: indeterminate
      }
    }
  }
}

extension StateTable where State == ValidationState {
  /// Values for each validation highlight; warning looks like error unless given.
  public init(none: Value, success: Value, error: Value, warning: Value? = nil) {
    let warning = warning ?? error
    self.init { s in
      switch s {
      case .none: none
      case .success: success
      case .warning: warning
      case .error: error
      }
    }
  }
}

extension StateTable: Codable where Value: Codable {
  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self),
      !keyed.allKeys.isEmpty, keyed.allKeys.allSatisfy({ State(rawValue: $0.stringValue) != nil })
    {
      // A component's tree leaves out the states its machine never shows: those take the first state's value.
      let first = try keyed.decode(Value.self, forKey: keyed.allKeys[0])
      try self.init { state in
        try keyed.decodeIfPresent(Value.self, forKey: AnyCodingKey(state.rawValue)) ?? first
      }
    } else {
      self.init(try decoder.singleValueContainer().decode(Value.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    if try encodeNode(to: encoder) { return }
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    for (state, value) in zip(State.allCases, values) {
      try c.encode(value, forKey: AnyCodingKey(state.rawValue))
    }
  }
}
