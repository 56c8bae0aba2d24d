import DesignKitValues

/// A component value as a user constructs it: a model, a state and content.
///
/// Everything it shows (resolved style, accessibility, animated transitions) is derived generically.
public protocol ConfiguredComponent: ComponentDefinition {
  /// The model it is configured with.
  var model: Model { get set }
  /// Its visual state.
  var state: Machine.VisualState { get }
  /// The text assistive technologies read as its name.
  var accessibilityLabel: String { get }
  /// The value read after the label, when the content has one (a text field's text); nil derives it from the state.
  var accessibilityValue: String? { get }
  /// The events that bring a machine at rest in `state` to the component's runtime state beyond its visual state
  /// (a loading button, a field that has text); a session sends them first, without reporting.
  var restingEvents: [Machine.Event] { get }
  /// Calls the component's callbacks for an output of its machine (a fired press calls the action).
  func handle(_ output: MachineOutput)
  /// The machine's tunables for this instance: from the model and the content (a tab bar's tab count).
  var machineParameters: Machine.Parameters { get }
  /// The machine at rest for this instance: in its state, with its parameters, and with whatever of its content the
  /// machine tracks (a tab bar's selected tab).
  func restingMachine() -> Machine
  /// Where in the model's tree the model that styles this instance is: empty for the whole model, the type's
  /// name for a `TypedComponent`.
  var modelPath: [String] { get }
  /// The registry battery's probe of the component's callbacks (an instance with reporting callbacks, the events
  /// that call them, what they report); nil for a component without callbacks.
  static var callbackProbe: CallbackProbe<Self>? { get }
  /// The content a composition document may set by name (`title`, `placeholder`); none by default.
  static var contentKeys: [ContentKey<Self>] { get }
}

extension ConfiguredComponent {
  public var accessibilityValue: String? { nil }
  public var restingEvents: [Machine.Event] { [] }
  public func handle(_ output: MachineOutput) {}
  public var machineParameters: Machine.Parameters { Self.machineParameters(for: model) }
  public var modelPath: [String] { [] }
  public static var contentKeys: [ContentKey<Self>] { [] }
  public func restingMachine() -> Machine { Machine(parameters: machineParameters, restingIn: state) }

  /// What assistive technologies are told about it in its current state.
  public var accessibility: AccessibilityDescription {
    AccessibilityDescription(
      role: Self.accessibilityRole, label: accessibilityLabel, state: state, value: accessibilityValue)
  }

  /// Its style in its current state under `environment`; throws the problems `Self.validate(model)` finds.
  public func resolvedStyle(in environment: StyleEnvironment = .standard) throws(DiagnosticList) -> ResolvedStyle {
    let tree = try Self.checkedTree(of: model)
    guard let node = tree.node(at: modelPath) else {
      throw DiagnosticList([
        Diagnostic(
          .unsupportedModel, "the model has no `\(modelPath.joined(separator: "."))` for this instance's type",
          path: JSONPath(modelPath.map { .key($0) }))
      ])
    }
    return node.resolved(for: state.selection, in: environment)
  }

  /// A machine session starting from its current state and content (this instance's parameters), to drive it with
  /// events; the machine's outputs reach the component's callbacks. Throws the problems `Self.validate(model)` finds.
  public func session() throws(DiagnosticList) -> ComponentSession<Self> {
    try ComponentSession(model: model, machine: restingMachine(), modelPath: modelPath, after: restingEvents) {
      output in handle(output)
    }
  }
}
