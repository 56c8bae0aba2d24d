import DesignKitValues

/// Tunables of a text input.
public struct TextInputParameters: Sendable, Hashable {
  /// What kind of text it edits: a secure input hides its text behind a reveal button; a search input shows
  /// its clear button whenever it has text, focused or not.
  public var contentType = TextContentType.standard
  /// Whether a clear button shows while the input has text (and focus, unless it is a search input).
  public var hasClearButton = true

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with both values given.
  public init(contentType: TextContentType, hasClearButton: Bool) {
    self.contentType = contentType
    self.hasClearButton = hasClearButton
  }

  /// Whether the input hides its text (a password field with a reveal button).
  public var isSecure: Bool { contentType == .secure }
}

/// What can happen to a text input.
public enum TextInputEvent: FocusHoverCarrying, EventNameParsing {
  /// Focus, hover or enabled changed; a text input shows focus whatever its source.
  case focusHover(FocusHoverEvent)
  /// The text changed (typed, pasted or set by the owner); only its emptiness matters to the machine.
  case textChanged(isEmpty: Bool)
  /// The owner set the validation highlight.
  case validationChanged(ValidationState)
  /// The clear button was pressed.
  case clearButtonTapped
  /// The reveal (eye) button of a secure input was pressed.
  case revealButtonTapped

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "textChanged": n.bool.map(Self.textChanged(isEmpty:))
    case "validationChanged": n.argument.flatMap(ValidationState.init(rawValue:)).map(Self.validationChanged)
    case "clearButtonTapped" where n.arguments.isEmpty: .clearButtonTapped
    case "revealButtonTapped" where n.arguments.isEmpty: .revealButtonTapped
    default: FocusHoverEvent.parse(n).map(Self.focusHover)
    }
  }

  public static var eventForms: [String] {
    FocusHoverEvent.eventForms + [
      "textChanged(isEmpty: true|false)", "validationChanged(none|success|warning|error)", "clearButtonTapped",
      "revealButtonTapped",
    ]
  }

  public var description: String {
    switch self {
    case .focusHover(let e): e.description
    case .textChanged(let b): "textChanged(isEmpty: \(b))"
    case .validationChanged(let v): "validationChanged(\(v.rawValue))"
    case .clearButtonTapped: "clearButtonTapped"
    case .revealButtonTapped: "revealButtonTapped"
    }
  }
}

/// A text input's full state.
public struct TextInputState: Hashable, Sendable, CustomStringConvertible {
  /// Enabled, focus (any source, no ring distinction) and hover.
  public var focusHover: FocusHoverState
  /// Whether the text is empty.
  public var isEmpty = true
  /// The validation highlight, independent of focus.
  public var validation: ValidationState
  /// Whether a secure input currently shows its text.
  public var isRevealed = false

  init(isEnabled: Bool, validation: ValidationState) {
    focusHover = FocusHoverState(isEnabled: isEnabled)
    self.validation = validation
  }

  /// Whether the input is enabled.
  public var isEnabled: Bool { focusHover.isEnabled }
  /// Whether the input has focus (a text input shows focus whatever its source).
  public var isFocused: Bool { focusHover.focus.hasFocus }
  /// Whether an indirect pointer hovers over it.
  public var isHovered: Bool { focusHover.isHovered }

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

  /// Whether the clear button shows: enabled, not empty and focused (a search input's shows unfocused too), and
  /// the parameters ask for one.
  public var isClearButtonVisible: Bool {
    parameters.hasClearButton && state.isEnabled && !state.isEmpty
      && (state.isFocused || parameters.contentType == .search)
  }

  /// Whether the reveal button shows: a secure input that is enabled.
  public var isRevealButtonVisible: Bool { parameters.isSecure && state.isEnabled }

  /// Whether the text is hidden (secure and not revealed).
  public var isTextHidden: Bool { parameters.isSecure && !state.isRevealed }

  public var probe: MachineProbe { state.focusHover.probe }

  public mutating func send(_ event: TextInputEvent) -> Transition<TextInputState, TextInputEvent>? {
    let before = state
    let clearBefore = isClearButtonVisible
    var out = MachineOutputs()
    switch event {
    case .focusHover(let e):
      guard state.focusHover.apply(e, reporting: &out, ringFollowsSource: false) else { return nil }
    case .textChanged(let isEmpty):
      guard isEmpty != state.isEmpty else { return nil }
      state.isEmpty = isEmpty
    case .validationChanged(let v):
      guard v != state.validation else { return nil }
      state.validation = v
    case .clearButtonTapped:
      guard isClearButtonVisible else { return nil }
      state.isEmpty = true
      out.append(.valueChanged(.text("")))
    case .revealButtonTapped:
      guard isRevealButtonVisible else { return nil }
      state.isRevealed.toggle()
      out.append(.custom("revealed", state.isRevealed ? "true" : "false"))
    }
    let slot: AnimationSlot?
    if before.isEnabled != state.isEnabled || before.isRevealed != state.isRevealed {
      slot = .stateChange
    } else if before.validation != state.validation {
      slot = .validation
    } else if before.isFocused != state.isFocused {
      slot = .focus
    } else if clearBefore != isClearButtonVisible {
      slot = .buttonAppear
    } else if before.isHovered != state.isHovered {
      slot = .hover
    } else {
      slot = nil
    }
    return Transition(from: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// The slot of a change of the validation highlight.
  @available(*, deprecated, renamed: "AnimationSlot.validation")
  public static var validationSlot: AnimationSlot { .validation }
  /// The slot of the clear button appearing or going away.
  @available(*, deprecated, renamed: "AnimationSlot.buttonAppear")
  public static var buttonSlot: AnimationSlot { .buttonAppear }

  public static var explorationAlphabet: [TextInputEvent] {
    [
      .focusGained(.keyboard), .focusGained(.pointer), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch),
      .hoverEnded, .enabledChanged(false), .enabledChanged(true), .textChanged(isEmpty: false),
      .textChanged(isEmpty: true), .validationChanged(.none), .validationChanged(.success),
      .validationChanged(.warning), .validationChanged(.error), .clearButtonTapped, .revealButtonTapped,
    ]
  }

  public static var declaredVisualStates: [ValueState<ValidationState>] {
    ValueState<ValidationState>.allStates.filter { $0.interaction != .pressed }
  }
}

extension AnimationSlot {
  /// A text input's validation highlight changes (`animations.validation`).
  public static var validation: AnimationSlot { "validation" }
  /// A text input's clear button appears or goes away (`animations.buttonAppear`).
  public static var buttonAppear: AnimationSlot { "buttonAppear" }
}
