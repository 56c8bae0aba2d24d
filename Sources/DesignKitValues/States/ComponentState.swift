/// The full visual state of a component: one case per state dimension.
public protocol ComponentState: Hashable, Sendable, CustomStringConvertible {
  /// Every state, in a stable order (the product of the dimensions).
  static var allStates: [Self] { get }
  /// The names of the dimensions, outermost first.
  static var dimensionNames: [String] { get }
  /// The case of each dimension, by dimension name.
  var selection: StateSelection { get }
  /// Where content that appears and disappears is in its presentation (a modal, a toast); nil for a state without
  /// such a phase.
  var presence: Presence? { get }
}

extension ComponentState {
  public var presence: Presence? { nil }

  /// The state's name: its cases joined with `+` (`on+pressed`), or the single case name.
  public var description: String { selection.name }

  /// Parses a state name such as `pressed`, `on+pressed` or `pressed,on` (any order); nil when it names no state.
  public init?(name: String) {
    let parts = Set(
      name.split(whereSeparator: { $0 == "+" || $0 == "," || $0 == " " }).map(String.init))
    guard let match = Self.allStates.first(where: { Set($0.selection.cases.map(\.1)) == parts }) else { return nil }
    self = match
  }

  /// All state names, for messages and the CLI.
  public static var allStateNames: [String] { allStates.map(\.description) }
}

/// Which case of each dimension a component is in; resolution uses it to collapse state tables.
public struct StateSelection: Hashable, Sendable {
  /// (dimension name, case name), outermost dimension first.
  public var cases: [(String, String)]

  /// Creates a selection.
  public init(_ cases: [(String, String)]) { self.cases = cases }

  /// The case name selected for `dimension`, if the selection has that dimension.
  public func caseName(for dimension: String) -> String? {
    cases.first { $0.0 == dimension }?.1
  }

  /// The cases joined with `+`.
  public var name: String { cases.map(\.1).joined(separator: "+") }

  public static func == (a: StateSelection, b: StateSelection) -> Bool {
    a.cases.elementsEqual(b.cases) { $0.0 == $1.0 && $0.1 == $1.1 }
  }

  public func hash(into hasher: inout Hasher) {
    for (d, c) in cases {
      hasher.combine(d)
      hasher.combine(c)
    }
  }
}

extension ComponentState where Self: StateDimension {
  public static var allStates: [Self] { allCases }
  public static var dimensionNames: [String] { [dimensionName] }
  public var selection: StateSelection { StateSelection([(Self.dimensionName, rawValue)]) }
}

extension InteractionState: ComponentState {}
extension ToggleValue: ComponentState {}
extension CheckboxValue: ComponentState {}
extension ValidationState: ComponentState {}

/// A table over a value dimension of tables over interaction: the colors of a toggle's `off` and `on` per
/// interaction state.
public typealias ValueStateTable<Value: StateDimension, T: Sendable & Equatable> = StateTable<
  Value, StateTable<InteractionState, T>
>

/// A value dimension combined with interaction: the state of toggles, checkboxes, radios, disclosures,
/// and (with `ValidationState` as the value) text fields.

public struct ValueState<Value: StateDimension>: ComponentState {
  /// The component's value.
  public var value: Value
  /// How the person is interacting with it.
  public var interaction: InteractionState

  /// Creates a state.
  public init(_ value: Value, _ interaction: InteractionState = .enabled) {
    self.value = value
    self.interaction = interaction
  }

  public static var allStates: [ValueState] {
    Value.allCases.flatMap { v in InteractionState.allCases.map { ValueState(v, $0) } }
  }

  public static var dimensionNames: [String] { [Value.dimensionName, InteractionState.dimensionName] }

  public var selection: StateSelection {
    StateSelection([(Value.dimensionName, value.rawValue), (InteractionState.dimensionName, interaction.rawValue)])
  }
}
