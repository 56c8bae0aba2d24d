import DesignKitValues

/// The machine of content that takes neither focus nor hover but has a value its owner sets (a field's label, in the
/// field's validation): only enabled-ness changes, with the `stateChange` slot; its states are the value's with
/// enabled and disabled, so no focused or hovered state is listed that it could never show.
///
/// A new value is a new machine resting in it, as a composition scope's `validation` does.
public struct InertMachine<Visual: StaticVisualState>: ExplorableMachine {
  /// The tunables (none).
  public var parameters: AvailabilityParameters
  /// The value, enabled or disabled.
  public private(set) var state: Visual

  /// Content at rest in `visual`, enabled unless its interaction is disabled.
  public init(parameters: AvailabilityParameters = AvailabilityParameters(), restingIn visual: Visual) {
    self.parameters = parameters
    state = visual
    state.interaction = visual.interaction == .disabled ? .disabled : .enabled
  }

  public var visualState: Visual { state }
  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isDisabled = state.interaction == .disabled
    return p
  }

  public mutating func send(_ event: AvailabilityEvent) -> Transition<Visual, AvailabilityEvent>? {
    switch event {
    case .enabledChanged(let enabled):
      let next: InteractionState = enabled ? .enabled : .disabled
      guard next != state.interaction else { return nil }
      let before = state
      state.interaction = next
      return Transition(from: before, to: state, event: event, slot: .stateChange)
    }
  }

  /// The value's states, enabled and disabled.
  public static var declaredVisualStates: [Visual] {
    Visual.allStates.filter { $0.interaction == .enabled || $0.interaction == .disabled }
  }

  public static var explorationAlphabet: [AvailabilityEvent] { [.enabledChanged(false), .enabledChanged(true)] }
}

/// The machine of a form field's label: the owner's validation × enabled or disabled.
public typealias InertFieldMachine = InertMachine<ValueState<ValidationState>>
