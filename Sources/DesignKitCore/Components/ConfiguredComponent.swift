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
  /// The machine's tunables for this instance: from the model, and from the content where the machine needs it
  /// (a link's URL, the number of segments, a stepper's bounds).
  var machineParameters: Machine.Parameters { get }
  /// A machine at rest in this instance's state and value (a picker's selection, a slider's value).
  func restingMachine() -> Machine
}

extension ConfiguredComponent {
  public var accessibilityValue: String? { nil }
  public var machineParameters: Machine.Parameters { Self.machineParameters(for: model) }
  public func restingMachine() -> Machine { Machine(parameters: machineParameters, restingIn: state) }

  /// What assistive technologies are told about it in its current state.
  public var accessibility: AccessibilityDescription {
    AccessibilityDescription(
      role: Self.accessibilityRole, label: accessibilityLabel, state: state, value: accessibilityValue)
  }

  /// Its style in its current state under `environment`.
  public func resolvedStyle(in environment: StyleEnvironment = .standard) throws -> ResolvedStyle {
    try StyleTreeEncoder.node(for: model).resolved(for: state.selection, in: environment)
  }

  /// A machine session starting from its current state, to drive it with events.
  public func session() -> ComponentSession<Self> { ComponentSession(model: model, machine: restingMachine()) }
}
