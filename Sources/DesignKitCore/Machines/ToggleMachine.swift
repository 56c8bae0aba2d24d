import DesignKitValues

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

/// Tunables of a value control.
public struct ToggleParameters: Sendable, Hashable {
  /// The press tunables.
  public var press = PressParameters.valueControl
  /// Whether tapping the title changes the value as tapping the control does.
  public var isTitleClickable = true

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with the default press tunables.
  public init(isTitleClickable: Bool) { self.isTitleClickable = isTitleClickable }

  /// Parameters with other press tunables.
  public init(press: PressParameters) { self.press = press }
}

/// What can happen to a value control.
public enum ToggleEvent<Value: StateDimension>: PressWrapping, EventNameParsing {
  /// A press event on the control itself.
  case press(PressEvent)
  /// The title beside the control was tapped; it acts as a tap on the control when the title is clickable.
  case titleTapped
  /// The owner set the value (its binding changed); no output, since the owner already knows.
  case bindingChanged(Value)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "titleTapped" where n.arguments.isEmpty: .titleTapped
    case "bindingChanged": n.argument.flatMap(Value.init(rawValue:)).map(Self.bindingChanged)
    default: PressEvent.parse(n).map(Self.press)
    }
  }

  public static var eventForms: [String] {
    ["titleTapped", "bindingChanged(\(Value.allCases.map(\.rawValue).joined(separator: "|")))"] + PressEvent.eventForms
  }

  public var description: String {
    switch self {
    case .titleTapped: "titleTapped"
    case .bindingChanged(let v): "bindingChanged(\(v.rawValue))"
    case .press(let e): e.description
    }
  }
}

/// The machine of a switch, checkbox or radio button: value × interaction, composed of a press core.
///
/// The value changes when the press fires (release inside, key up, accessibility activation, a clickable title
/// tapped), never on pointer down; a long press (if turned on) fires its own output and leaves the value alone.
public struct ToggleMachine<Rule: ToggleRule>: ExplorableMachine {
  /// The tunables.
  public var parameters: ToggleParameters
  public private(set) var state: ToggleState<Rule.Value>
  /// The virtual clock its timers run on.
  public private(set) var clock = VirtualClock()

  /// A control at rest with the value of `visual`, enabled unless its interaction is `.disabled`.
  public init(parameters: ToggleParameters, restingIn visual: ValueState<Rule.Value>) {
    self.parameters = parameters
    state = ToggleState(value: visual.value, press: PressCore(isEnabled: visual.interaction != .disabled))
  }

  /// A control at rest with `value`.
  public init(value: Rule.Value, isEnabled: Bool = true, parameters: ToggleParameters = ToggleParameters()) {
    self.init(parameters: parameters, restingIn: ValueState(value, isEnabled ? .enabled : .disabled))
  }

  public var visualState: ValueState<Rule.Value> { ValueState(state.value, state.press.interaction) }
  /// The value.
  public var value: Rule.Value { state.value }
  /// Whether the focus ring shows.
  public var isFocusVisible: Bool { state.press.focus == .focusVisible }
  public var probe: MachineProbe { MachineProbe(state.press) }

  public mutating func send(_ event: ToggleEvent<Rule.Value>) -> Transition<
    ToggleState<Rule.Value>, ToggleEvent<Rule.Value>
  >? {
    let before = state
    var out = MachineOutputs()
    switch event {
    case .press(let e):
      guard state.press.handle(e, with: parameters.press, clock: &clock, reporting: &out) else { return nil }
    case .titleTapped:
      guard parameters.isTitleClickable,
        state.press.apply(.accessibilityActivated, with: parameters.press, reporting: &out)
      else { return nil }
    case .bindingChanged(let value):
      guard value != state.value else { return nil }
      state.value = value
    }
    if out.contains(.actionFired) {
      let next = Rule.value(afterPress: state.value)
      if next != state.value {
        state.value = next
        out.append(.valueChanged(MachineValue(next)))
      }
    }
    let slot: AnimationSlot? =
      before.value != state.value ? .stateChange : before.press.look.slot(to: state.press.look)
    return Transition(from: before, to: state, event: event, outputs: out, slot: slot)
  }

  public static var explorationAlphabet: [ToggleEvent<Rule.Value>] {
    PressEvent.explorationAlphabet.map(ToggleEvent.press) + [.titleTapped]
      + Rule.Value.allCases.map(ToggleEvent.bindingChanged)
  }
  public static func isActivation(_ event: ToggleEvent<Rule.Value>) -> Bool {
    event == .press(.accessibilityActivated) || event == .titleTapped
  }
}

/// A switch (VToggle): off ↔ on.
public typealias SwitchMachine = ToggleMachine<SwitchRule>
/// A checkbox: off / on / indeterminate.
public typealias CheckboxMachine = ToggleMachine<CheckboxRule>
/// A radio button: on stays on.
public typealias RadioMachine = ToggleMachine<RadioRule>

extension ToggleMachine {
  public var currentValue: MachineValue? { MachineValue(state.value) }
}
