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
  /// The events that bring a machine at rest in `state` to the component's runtime state beyond its visual state
  /// (a loading button, a field that has text); a session sends them first, without reporting.
  var restingEvents: [Machine.Event] { get }
  /// Calls the component's callbacks for an output of its machine (a fired press calls the action).
  func handle(_ output: MachineOutput)
}

extension ConfiguredComponent {
  public var accessibilityValue: String? { nil }
  public var restingEvents: [Machine.Event] { [] }
  public func handle(_ output: MachineOutput) {}

  /// What assistive technologies are told about it in its current state.
  public var accessibility: AccessibilityDescription {
    AccessibilityDescription(
      role: Self.accessibilityRole, label: accessibilityLabel, state: state, value: accessibilityValue)
  }

  /// Its style in its current state under `environment`; throws the problems `model.validate()` finds.
  public func resolvedStyle(in environment: StyleEnvironment = .standard) throws(DiagnosticList) -> ResolvedStyle {
    try model.checkedTree().resolved(for: state.selection, in: environment)
  }

  /// A machine session starting from its current state and content, to drive it with events; the machine's
  /// outputs reach the component's callbacks. Throws the problems `model.validate()` finds.
  public func session() throws(DiagnosticList) -> ComponentSession<Self> {
    try ComponentSession(model: model, restingIn: state, after: restingEvents) { output in handle(output) }
  }
}
