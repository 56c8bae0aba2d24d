/// How a value control's value changes when its press fires.
public protocol ToggleRule: Sendable {
  /// The value dimension.
  associatedtype Value: StateDimension
  /// The value after a fired press.
  static func value(afterPress value: Value) -> Value
}

/// A switch: off ↔ on.
public enum SwitchRule: ToggleRule {
  public static func value(afterPress value: ToggleValue) -> ToggleValue { value == .on ? .off : .on }
}

/// A checkbox: off ↔ on; indeterminate goes to on.
public enum CheckboxRule: ToggleRule {
  public static func value(afterPress value: CheckboxValue) -> CheckboxValue { value == .on ? .off : .on }
}

/// A radio button: a press turns it on; on stays on.
public enum RadioRule: ToggleRule {
  public static func value(afterPress value: ToggleValue) -> ToggleValue { .on }
}

/// A value control's full state: its value and its press core.
public struct ToggleState<Value: StateDimension>: Hashable, Sendable, CustomStringConvertible {
  /// The value; a disabled control keeps it.
  public var value: Value
  /// Interaction.
  public var press: PressCore

  public var description: String { "\(value.rawValue) \(press)" }
}

extension PressParameters {
  /// Press tunables for value controls (toggles, checkboxes, radios, disclosure headers): no long press,
  /// so that a slow tap still changes the value.
  public static var valueControl: PressParameters { PressParameters(longPressDuration: nil) }
}

/// The machine of a switch, checkbox or radio button: value × interaction, composed of a press core.
///
/// The value changes when the press fires (release inside, key up, accessibility activation), never on
/// pointer down; a long press (if turned on) fires its own output and leaves the value alone.
public struct ToggleMachine<Rule: ToggleRule>: ExplorableMachine {
  public typealias OutputValue = Rule.Value
  /// The press tunables.
  public var parameters: PressParameters
  /// The current state.
  public private(set) var state: ToggleState<Rule.Value>
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A control at rest with the value of `visual`, enabled unless its interaction is `.disabled`.
  public init(parameters: PressParameters, restingIn visual: ValueState<Rule.Value>) {
    self.parameters = parameters
    state = ToggleState(value: visual.value, press: PressCore(isEnabled: visual.interaction != .disabled))
  }

  /// A control at rest with `value`, with the value-control press tunables.
  public init(value: Rule.Value, isEnabled: Bool = true, parameters: PressParameters = .valueControl) {
    self.init(parameters: parameters, restingIn: ValueState(value, isEnabled ? .enabled : .disabled))
  }

  public var visualState: ValueState<Rule.Value> { ValueState(state.value, state.press.interaction) }
  /// The value.
  public var value: Rule.Value { state.value }
  /// Whether the focus ring shows.
  public var isFocusVisible: Bool { state.press.focus == .focusVisible }
  public var probe: MachineProbe { MachineProbe(state.press) }

  /// Sets the value from outside (the owner's binding changed); no transition is reported.
  public mutating func setValue(_ value: Rule.Value) { state.value = value }

  public mutating func send(_ event: PressEvent) -> Transition<ToggleState<Rule.Value>, PressEvent>? {
    let before = state
    var out = MachineOutputs()
    guard state.press.handle(event, parameters, &clock, &out) else { return nil }
    if out.contains(.actionFired) {
      let next = Rule.value(afterPress: state.value)
      if next != state.value {
        state.value = next
        out.append(.valueChanged(next.rawValue))
      }
    }
    let slot: AnimationSlot? =
      before.value != state.value ? .stateChange : before.press.look.slot(to: state.press.look)
    return Transition(from: before, to: state, event: event, outputs: out, slot: slot)
  }

  public static var explorationAlphabet: [PressEvent] { PressEvent.explorationAlphabet }
  public static func clockEvent(advancingTo seconds: Double) -> PressEvent? { .clockAdvanced(to: seconds) }
  public static func isActivation(_ event: PressEvent) -> Bool { event == .accessibilityActivate }
}

/// A switch (VToggle): off ↔ on.
public typealias SwitchMachine = ToggleMachine<SwitchRule>
/// A checkbox: off / on / indeterminate.
public typealias CheckboxMachine = ToggleMachine<CheckboxRule>
/// A radio button: on stays on.
public typealias RadioMachine = ToggleMachine<RadioRule>
