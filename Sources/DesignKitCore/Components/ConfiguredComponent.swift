/// A component value as a user constructs it: a model, a state and content.
///
/// Everything it shows (resolved style, accessibility, animated transitions) is derived generically.
public protocol ConfiguredComponent: ComponentDefinition {
  /// The model it is configured with.
  var model: Model { get }
  /// Its visual state.
  var state: Machine.VisualState { get }
  /// The text assistive technologies read as its name.
  var accessibilityLabel: String { get }
  /// The value read after the label, when the content has one (a text field's text); nil derives it from the state.
  var accessibilityValue: String? { get }
  /// The machine's tunables for this instance: from the model and the content (a tab bar's tab count).
  var machineParameters: Machine.Parameters { get }
  /// The machine at rest for this instance: in its state, with its parameters, and with whatever of its content the
  /// machine tracks (a tab bar's selected tab).
  func restingMachine() -> Machine
  /// Where in the model's tree the model that styles this instance is: empty for the whole model, the type's
  /// name for a `TypedComponent`.
  var modelPath: [String] { get }
}

extension ConfiguredComponent {
  public var accessibilityValue: String? { nil }
  public var machineParameters: Machine.Parameters { Self.machineParameters(for: model) }
  public var modelPath: [String] { [] }
  public func restingMachine() -> Machine { Machine(parameters: machineParameters, restingIn: state) }

  /// What assistive technologies are told about it in its current state.
  public var accessibility: AccessibilityDescription {
    AccessibilityDescription(
      role: Self.accessibilityRole, label: accessibilityLabel, state: state, value: accessibilityValue)
  }

  /// Its style in its current state under `environment`.
  public func resolvedStyle(in environment: StyleEnvironment = .standard) throws -> ResolvedStyle {
    let tree = try StyleTreeEncoder.node(for: model)
    guard let node = tree.node(at: modelPath) else {
      throw StyleTreeError.kindMismatch(expected: "a model", path: JSONPath(modelPath.map { .key($0) }))
    }
    return node.resolved(for: state.selection, in: environment)
  }

  /// A machine session starting from its current state, with this instance's parameters, to drive it with events.
  public func session() -> ComponentSession<Self> {
    ComponentSession(model: model, machine: restingMachine(), modelPath: modelPath)
  }
}
