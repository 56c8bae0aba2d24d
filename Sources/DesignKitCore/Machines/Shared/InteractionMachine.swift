import DesignKitValues

/// A deterministic interaction machine: explicit events, explicit virtual time, one transition value per step.
///
/// An event that does not apply is a no-op that returns nil; no event traps.
public protocol InteractionMachine: Sendable {
  /// The machine's full state (value, interaction, session bits, timers): a plain value whose fields tests may set
  /// to build an expected state; the machine itself exposes its state read-only.
  associatedtype State: Hashable & Sendable
  /// Events it reacts to.
  associatedtype Event: MachineEvent
  /// Tunables (durations, thresholds, bounds) with defaults.
  associatedtype Parameters: Sendable & Equatable
  /// What a component shows for the machine's state.
  associatedtype VisualState: ComponentState

  /// A machine at rest in the lasting part of `visual`: its value and whether it is enabled.
  /// Transient interaction (pressed, focused, hovered) in `visual` counts as enabled.
  init(parameters: Parameters, restingIn visual: VisualState)
  /// The current state.
  var state: State { get }
  /// The visual state of the current state.
  var visualState: VisualState { get }
  /// Handles one event; nil when nothing changed.
  mutating func send(_ event: Event) -> Transition<State, Event>?
}
