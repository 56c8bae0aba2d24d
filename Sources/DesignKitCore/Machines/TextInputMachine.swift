import DesignKitValues

/// Tunables of a text input.
public struct TextInputParameters: Sendable, Hashable {
  /// What kind of text it edits: a secure input hides its text behind a reveal button; a search input shows
  /// its clear button whenever it has text, focused or not.
  public var contentType = TextContentType.standard
  /// Whether a clear button shows while the input has text (and focus, unless it is a search input).
  public var hasClearButton = true
  /// The most characters an edit may leave; 0 sets no limit.
  public var maxLength = 0
  /// The characters an edit may enter; others are dropped from what was typed or pasted.
  public var characters = CodeCharacters.all

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with the content type and clear button given, the length limit and character filter too when
  /// they are.
  public init(
    contentType: TextContentType, hasClearButton: Bool, maxLength: Int = 0, characters: CodeCharacters = .all
  ) {
    self.contentType = contentType
    self.hasClearButton = hasClearButton
    self.maxLength = maxLength
    self.characters = characters
  }

  /// Whether the input hides its text (a password field with a reveal button).
  public var isSecure: Bool { contentType == .secure }

  /// What an edit leaves of `text`: its admitted characters, at most `maxLength` of them.
  public func admitted(_ text: String) -> String {
    let kept = characters == .all ? text : String(text.filter(characters.admits))
    return maxLength > 0 && kept.count > maxLength ? String(kept.prefix(maxLength)) : kept
  }

  /// `text` after `edit`: the replacement's admitted characters, as many as the length limit leaves room for (a
  /// text already over the limit, set by its owner, takes deletions only).
  public func applying(_ edit: TextEdit, to text: String) -> String {
    var replacement = characters == .all ? edit.replacement : String(edit.replacement.filter(characters.admits))
    if maxLength > 0 {
      let room = maxLength - (text.count - edit.clampedRange(count: text.count).count)
      replacement = String(replacement.prefix(max(0, room)))
    }
    return TextEdit(replacing: edit.range, with: replacement).applied(to: text)
  }
}

/// What can happen to a text input.
public enum TextInputEvent: FocusHoverCarrying, EventNameParsing {
  /// Focus, hover or enabled changed; a text input shows focus whatever its source.
  case focusHover(FocusHoverEvent)
  /// The platform's editor holds a new text, whole (as a SwiftUI `TextField`'s binding delivers it): the input
  /// keeps its admitted characters up to the length limit.
  case textChanged(to: String)
  /// An edit replaced a range of the text (as `UITextFieldDelegate` delivers it): typing, deleting, pasting.
  case textReplaced(TextEdit)
  /// The owner set the text (its binding changed): taken as it is, with no output, since the owner already knows.
  case bindingChanged(String)
  /// The keyboard's submit (return) key was pressed.
  case submitKeyPressed
  /// The owner set the validation highlight.
  case validationChanged(ValidationState)
  /// The clear button was pressed.
  case clearButtonTapped
  /// The reveal (eye) button of a secure input was pressed.
  case revealButtonTapped

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    // `textChanged(isEmpty: …)` is the form before the machine carried the text (deprecated).
    case "textChanged": n.bool.map { Self.textChanged(to: $0 ? "" : "text") } ?? n.text.map(Self.textChanged(to:))
    case "textReplaced": TextEdit(name: n.inner).map(Self.textReplaced)
    case "bindingChanged": n.text.map(Self.bindingChanged) ?? (n.arguments.isEmpty ? .bindingChanged("") : nil)
    case "submitKeyPressed" where n.arguments.isEmpty: .submitKeyPressed
    case "validationChanged": n.argument.flatMap(ValidationState.init(rawValue:)).map(Self.validationChanged)
    case "clearButtonTapped" where n.arguments.isEmpty: .clearButtonTapped
    case "revealButtonTapped" where n.arguments.isEmpty: .revealButtonTapped
    default: FocusHoverEvent.parse(n).map(Self.focusHover)
    }
  }

  public static var eventForms: [String] {
    FocusHoverEvent.eventForms + [
      "textChanged(to: \"<text>\")", "textReplaced(<from>..<<to>, \"<replacement>\")", "bindingChanged(\"<text>\")",
      "submitKeyPressed", "validationChanged(none|success|warning|error)", "clearButtonTapped", "revealButtonTapped",
    ]
  }

  public var description: String {
    switch self {
    case .focusHover(let e): e.description
    case .textChanged(let text): "textChanged(to: \(EventName.quoted(text)))"
    case .textReplaced(let edit): "textReplaced(\(edit))"
    case .bindingChanged(let text): "bindingChanged(\(EventName.quoted(text)))"
    case .submitKeyPressed: "submitKeyPressed"
    case .validationChanged(let v): "validationChanged(\(v.rawValue))"
    case .clearButtonTapped: "clearButtonTapped"
    case .revealButtonTapped: "revealButtonTapped"
    }
  }
}

extension TextInputEvent {
  /// The text became empty or not; the machine now carries the text itself.
  @available(*, deprecated, message: "send the text: textChanged(to:), textReplaced(_:) or bindingChanged(_:)")
  public static func textChanged(isEmpty: Bool) -> TextInputEvent { .textChanged(to: isEmpty ? "" : "text") }
}

/// A text input's full state.
public struct TextInputState: Hashable, Sendable, CustomStringConvertible {
  /// Enabled, focus (any source, no ring distinction) and hover.
  public var focusHover: FocusHoverState
  /// The text, as the input shows and reports it.
  public var text = ""
  /// The validation highlight, independent of focus.
  public var validation: ValidationState
  /// Whether a secure input currently shows its text.
  public var isRevealed = false

  init(isEnabled: Bool, validation: ValidationState) {
    focusHover = FocusHoverState(isEnabled: isEnabled)
    self.validation = validation
  }

  /// Whether the text is empty.
  public var isEmpty: Bool { text.isEmpty }
  /// Whether the input is enabled.
  public var isEnabled: Bool { focusHover.isEnabled }
  /// Whether the input has focus (a text input shows focus whatever its source).
  public var isFocused: Bool { focusHover.focus.hasFocus }
  /// Whether an indirect pointer hovers over it.
  public var isHovered: Bool { focusHover.isHovered }

  public var description: String {
    var parts = [isEnabled ? "enabled" : "disabled", validation.rawValue, isEmpty ? "empty" : EventName.quoted(text)]
    if isFocused { parts.append("focused") }
    if isHovered { parts.append("hovered") }
    if isRevealed { parts.append("revealed") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a text field: enabled / focused / disabled (hover allowed) × validation, with the
/// clear button's visibility and the secure-entry reveal as derived properties; it holds the text.
///
/// The platform's editor (or a test) sends each edit: the whole new text (`textChanged(to:)`, as a SwiftUI
/// `TextField` binding delivers it) or a range and its replacement (`textReplaced`, as `UITextFieldDelegate`
/// does). An enabled input takes it, keeping only the characters `parameters.characters` admits and at most
/// `parameters.maxLength` of them (0: no limit): a whole text is cut at the limit, a replacement keeps what fits, so
/// typing at the limit changes nothing. Each edit that changes the text reports it (`valueChanged(.text)`); the
/// machine's value is the text. The owner's text (`bindingChanged`) is taken as it is, even over the limit, and
/// reports nothing; an input over the limit then takes deletions only. A disabled input takes no edit. The clear
/// button empties the text; the submit key submits (`submitted`) an enabled, focused input.
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
    case .textChanged(let text):
      guard state.isEnabled else { return nil }
      guard edit(to: parameters.admitted(text), reporting: &out) else { return nil }
    case .textReplaced(let edit):
      guard state.isEnabled else { return nil }
      guard self.edit(to: parameters.applying(edit, to: state.text), reporting: &out) else { return nil }
    case .bindingChanged(let text):
      guard text != state.text else { return nil }
      state.text = text
    case .submitKeyPressed:
      guard state.isEnabled, state.isFocused else { return nil }
      out.append(.submitted)
    case .validationChanged(let v):
      guard v != state.validation else { return nil }
      state.validation = v
    case .clearButtonTapped:
      guard isClearButtonVisible else { return nil }
      state.text = ""
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

  /// Takes `text` when it differs from the text held, reporting it.
  private mutating func edit(to text: String, reporting out: inout MachineOutputs) -> Bool {
    guard text != state.text else { return false }
    state.text = text
    out.append(.valueChanged(.text(text)))
    return true
  }

  public var currentValue: MachineValue? { .text(state.text) }

  /// The slot of a change of the validation highlight.
  @available(*, deprecated, renamed: "AnimationSlot.validation")
  public static var validationSlot: AnimationSlot { .validation }
  /// The slot of the clear button appearing or going away.
  @available(*, deprecated, renamed: "AnimationSlot.buttonAppear")
  public static var buttonSlot: AnimationSlot { .buttonAppear }

  public static var explorationAlphabet: [TextInputEvent] {
    [
      .focusGained(.keyboard), .focusGained(.pointer), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch),
      .hoverEnded, .enabledChanged(false), .enabledChanged(true), .textChanged(to: "ada @home"), .textChanged(to: ""),
      .textReplaced(.insertion("x", at: 4)), .textReplaced(TextEdit(replacing: 0..<1, with: "")),
      .bindingChanged("Ada Lovelace"), .submitKeyPressed, .validationChanged(.none), .validationChanged(.success),
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
