/// Tunables of a text input.
public struct TextInputParameters: Sendable, Hashable {
  /// Whether the input hides its text (a password field with a reveal button).
  public var isSecure = false
  /// Whether a clear button shows while the input is focused and not empty.
  public var showsClearButton = true

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(isSecure: Bool = false, showsClearButton: Bool = true) {
    self.isSecure = isSecure
    self.showsClearButton = showsClearButton
  }
}

/// What can happen to a text input.
public enum TextInputEvent: MachineEvent {
  /// The input gained focus.
  case focusGained(FocusSource)
  /// The input lost focus.
  case focusLost
  /// A pointer started hovering; `.touch` is ignored.
  case hoverStarted(PointerKind)
  /// The hovering pointer left.
  case hoverEnded
  /// The input was enabled or disabled.
  case enabledChanged(Bool)
  /// The text changed (typed, pasted or set by the owner); only its emptiness matters to the machine.
  case textChanged(isEmpty: Bool)
  /// The owner set the validation highlight.
  case validationChanged(ValidationState)
  /// The clear button was pressed.
  case clearButtonPressed
  /// The reveal (eye) button of a secure input was pressed.
  case revealButtonPressed

  public init?(name: String) {
    guard let n = EventName(name) else { return nil }
    switch n.base {
    case "focusGained":
      guard let s = n.arguments.isEmpty ? .keyboard : n.argument.flatMap(FocusSource.init(rawValue:)) else {
        return nil
      }
      self = .focusGained(s)
    case "focusLost" where n.arguments.isEmpty: self = .focusLost
    case "hoverStarted":
      guard let k = n.arguments.isEmpty ? .mouse : n.argument.flatMap(PointerKind.init(rawValue:)) else { return nil }
      self = .hoverStarted(k)
    case "hoverEnded" where n.arguments.isEmpty: self = .hoverEnded
    case "enabledChanged":
      guard let b = n.bool else { return nil }
      self = .enabledChanged(b)
    case "textChanged":
      guard let b = n.bool else { return nil }
      self = .textChanged(isEmpty: b)
    case "validationChanged":
      guard let v = n.argument.flatMap(ValidationState.init(rawValue:)) else { return nil }
      self = .validationChanged(v)
    case "clearButtonPressed" where n.arguments.isEmpty: self = .clearButtonPressed
    case "revealButtonPressed" where n.arguments.isEmpty: self = .revealButtonPressed
    default: return nil
    }
  }

  public static var eventForms: [String] {
    [
      "focusGained(keyboard|pointer|program)", "focusLost", "hoverStarted(mouse|pen|touch)", "hoverEnded",
      "enabledChanged(true|false)", "textChanged(isEmpty: true|false)",
      "validationChanged(none|success|warning|error)", "clearButtonPressed", "revealButtonPressed",
    ]
  }

  public var description: String {
    switch self {
    case .focusGained(let s): "focusGained(\(s.rawValue))"
    case .focusLost: "focusLost"
    case .hoverStarted(let k): "hoverStarted(\(k.rawValue))"
    case .hoverEnded: "hoverEnded"
    case .enabledChanged(let b): "enabledChanged(\(b))"
    case .textChanged(let b): "textChanged(isEmpty: \(b))"
    case .validationChanged(let v): "validationChanged(\(v.rawValue))"
    case .clearButtonPressed: "clearButtonPressed"
    case .revealButtonPressed: "revealButtonPressed"
    }
  }
}

/// A text input's full state.
public struct TextInputState: Hashable, Sendable, CustomStringConvertible {
  /// Whether the input is enabled.
  public internal(set) var isEnabled: Bool
  /// Whether the input has focus (a text input shows focus whatever its source).
  public internal(set) var isFocused = false
  /// Whether an indirect pointer hovers over it.
  public internal(set) var isHovered = false
  /// Whether the text is empty.
  public internal(set) var isEmpty = true
  /// The validation highlight, independent of focus.
  public internal(set) var validation: ValidationState
  /// Whether a secure input currently shows its text.
  public internal(set) var isRevealed = false

  public var description: String {
    var parts = [isEnabled ? "enabled" : "disabled", validation.rawValue, isEmpty ? "empty" : "text"]
    if isFocused { parts.append("focused") }
    if isHovered { parts.append("hovered") }
    if isRevealed { parts.append("revealed") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a text field: enabled / focused / disabled (hover allowed) × validation, with the
/// clear button's visibility and the secure-entry reveal as derived properties.
public struct TextInputMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: TextInputParameters
  /// The current state.
  public private(set) var state: TextInputState

  /// An input at rest with the validation of `visual`, enabled unless its interaction is `.disabled`.
  public init(parameters: TextInputParameters = TextInputParameters(), restingIn visual: ValueState<ValidationState>) {
    self.parameters = parameters
    state = TextInputState(isEnabled: visual.interaction != .disabled, validation: visual.value)
  }

  /// The interaction shown: disabled > focused > hovered > enabled (a text input is never pressed).
  public var interaction: InteractionState {
    if !state.isEnabled { return .disabled }
    if state.isFocused { return .focused }
    if state.isHovered { return .hovered }
    return .enabled
  }

  public var visualState: ValueState<ValidationState> { ValueState(state.validation, interaction) }

  /// Whether the clear button shows: enabled, focused and not empty (and the parameters ask for one).
  public var isClearButtonVisible: Bool {
    parameters.showsClearButton && state.isEnabled && state.isFocused && !state.isEmpty
  }

  /// Whether the reveal button shows: a secure input that is enabled.
  public var isRevealButtonVisible: Bool { parameters.isSecure && state.isEnabled }

  /// Whether the text is hidden (secure and not revealed).
  public var isTextHidden: Bool { parameters.isSecure && !state.isRevealed }

  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isDisabled = !state.isEnabled
    p.isFocused = state.isFocused
    p.isHovered = state.isHovered
    return p
  }

  public mutating func send(_ event: TextInputEvent) -> Transition<TextInputState, TextInputEvent>? {
    let before = state
    let clearBefore = isClearButtonVisible
    var out = MachineOutputs()
    switch event {
    case .focusGained:
      guard state.isEnabled, !state.isFocused else { return nil }
      state.isFocused = true
      out.append(.focusGained)
    case .focusLost:
      guard state.isFocused else { return nil }
      state.isFocused = false
      out.append(.focusLost)
    case .hoverStarted(let kind):
      guard kind != .touch, state.isEnabled, !state.isHovered else { return nil }
      state.isHovered = true
    case .hoverEnded:
      guard state.isHovered else { return nil }
      state.isHovered = false
    case .enabledChanged(let enabled):
      guard enabled != state.isEnabled else { return nil }
      state.isEnabled = enabled
      if !enabled {
        if state.isFocused { out.append(.focusLost) }
        state.isFocused = false
        state.isHovered = false
      }
    case .textChanged(let isEmpty):
      guard isEmpty != state.isEmpty else { return nil }
      state.isEmpty = isEmpty
    case .validationChanged(let v):
      guard v != state.validation else { return nil }
      state.validation = v
    case .clearButtonPressed:
      guard isClearButtonVisible else { return nil }
      state.isEmpty = true
      out.append(.valueChanged(""))
    case .revealButtonPressed:
      guard isRevealButtonVisible else { return nil }
      state.isRevealed.toggle()
      out.append(.custom("revealed", state.isRevealed ? "true" : "false"))
    }
    let slot: AnimationSlot?
    if before.isEnabled != state.isEnabled || before.validation != state.validation {
      slot = .stateChange
    } else if before.isFocused != state.isFocused {
      slot = .focus
    } else if clearBefore != isClearButtonVisible || before.isRevealed != state.isRevealed {
      slot = .stateChange
    } else if before.isHovered != state.isHovered {
      slot = .hover
    } else {
      slot = nil
    }
    return Transition(from: before, to: state, event: event, outputs: out, slot: slot)
  }

  public static var explorationAlphabet: [TextInputEvent] {
    [
      .focusGained(.keyboard), .focusGained(.pointer), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch),
      .hoverEnded, .enabledChanged(false), .enabledChanged(true), .textChanged(isEmpty: false),
      .textChanged(isEmpty: true), .validationChanged(.none), .validationChanged(.success),
      .validationChanged(.warning), .validationChanged(.error), .clearButtonPressed, .revealButtonPressed,
    ]
  }

  public static var declaredVisualStates: [ValueState<ValidationState>] {
    ValueState<ValidationState>.allStates.filter { $0.interaction != .pressed }
  }
}
