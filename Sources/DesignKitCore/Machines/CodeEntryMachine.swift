import DesignKitValues

/// How many cells of a code entry hold a character.
public enum CodeEntryFill: String, StateDimension {
  /// No cell, some cells, every cell.
  case empty, partial, complete
  public static var dimensionName: String { "fill" }
}

/// The characters a code entry takes; others are ignored when typed and skipped when pasted.
public enum CodeCharacters: String, StyleChoice {
  /// Decimal digits only (a one-time code).
  case digits
  /// Letters and digits.
  case alphanumeric
  /// Any character but whitespace.
  case any

  /// Whether `c` is one of them.
  public func admits(_ c: Character) -> Bool {
    switch self {
    case .digits: c.isASCII && c.isNumber
    case .alphanumeric: c.isLetter || c.isNumber
    case .any: !c.isWhitespace && !c.isNewline
    }
  }
}

/// Tunables of a code entry.
public struct CodeEntryParameters: Sendable, Hashable {
  /// The number of cells.
  public var length = 6
  /// The characters it takes.
  public var characters = CodeCharacters.any
  /// Whether filling the last cell submits the code.
  public var submitsWhenFull = true

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a code entry.
public enum CodeEntryEvent: FocusHoverCarrying, EventNameParsing {
  /// Focus, hover or enabled changed; the entry shows focus whatever its source.
  case focusHover(FocusHoverEvent)
  /// A character was typed; it fills the next empty cell.
  case characterTyped(Character)
  /// The delete key was pressed; it clears the last filled cell.
  case deleteKeyPressed
  /// Text was pasted; its admitted characters fill the cells from the first.
  case textPasted(String)
  /// The owner set the code (its binding changed); no output, since the owner already knows.
  case bindingChanged(String)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "characterTyped": n.argument.flatMap { $0.count == 1 ? $0.first : nil }.map(Self.characterTyped)
    case "deleteKeyPressed" where n.arguments.isEmpty: .deleteKeyPressed
    case "textPasted": n.argument.map(Self.textPasted)
    case "bindingChanged": n.arguments.isEmpty ? .bindingChanged("") : n.argument.map(Self.bindingChanged)
    default: FocusHoverEvent.parse(n).map(Self.focusHover)
    }
  }

  public static var eventForms: [String] {
    FocusHoverEvent.eventForms + [
      "characterTyped(<character>)", "deleteKeyPressed", "textPasted(<text>)", "bindingChanged(<code>)",
    ]
  }

  public var description: String {
    switch self {
    case .focusHover(let e): e.description
    case .characterTyped(let c): "characterTyped(\(c))"
    case .deleteKeyPressed: "deleteKeyPressed"
    case .textPasted(let t): "textPasted(\(t))"
    case .bindingChanged(let t): "bindingChanged(\(t))"
    }
  }
}

/// A code entry's full state.
public struct CodeEntryState: Hashable, Sendable, CustomStringConvertible {
  /// Enabled, focus (any source, no ring distinction) and hover.
  public var focusHover: FocusHoverState
  /// The characters entered, one per filled cell, never more than the cells.
  public var code: String = ""

  /// Whether the entry is enabled.
  public var isEnabled: Bool { focusHover.isEnabled }
  /// Whether the entry has focus.
  public var isFocused: Bool { focusHover.focus.hasFocus }
  /// Whether an indirect pointer hovers over it.
  public var isHovered: Bool { focusHover.isHovered }

  public var description: String {
    var parts = [isEnabled ? "enabled" : "disabled", "\"\(code)\""]
    if isFocused { parts.append("focused") }
    if isHovered { parts.append("hovered") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a code entry (a one-time code): a row of cells filled one character at a time.
///
/// Typing fills the next empty cell, the delete key clears the last filled one, a paste fills the cells from the
/// first; a full entry is complete, and filling its last cell submits it (when the parameters say so). Only an
/// enabled, focused entry takes keys; the owner may set the code at any time. The cell taking the next character
/// is `activeCell`; each cell's look is `cellFill(at:)` with the entry's interaction.
public struct CodeEntryMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: CodeEntryParameters
  public private(set) var state: CodeEntryState

  /// An entry at rest: empty, or filled with zeros when `visual` is partial or complete; enabled unless its
  /// interaction is `.disabled`.
  public init(parameters: CodeEntryParameters = CodeEntryParameters(), restingIn visual: ValueState<CodeEntryFill>) {
    self.parameters = parameters
    state = CodeEntryState(focusHover: FocusHoverState(isEnabled: visual.interaction != .disabled))
    let cells = max(0, parameters.length)
    switch visual.value {
    case .empty: break
    case .partial: state.code = String(repeating: "0", count: cells / 2)
    case .complete: state.code = String(repeating: "0", count: cells)
    }
  }

  /// The number of cells.
  public var length: Int { max(0, parameters.length) }

  /// How many cells are filled, as a visual dimension.
  public var fill: CodeEntryFill {
    if state.code.isEmpty { return .empty }
    return state.code.count >= length ? .complete : .partial
  }

  /// The interaction shown: disabled > focused > hovered > enabled (an entry is never pressed).
  public var interaction: InteractionState {
    if !state.isEnabled { return .disabled }
    if state.isFocused { return .focused }
    if state.isHovered { return .hovered }
    return .enabled
  }

  public var visualState: ValueState<CodeEntryFill> { ValueState(fill, interaction) }

  /// The cell the next character goes to, while the entry is focused and not full; nil otherwise.
  public var activeCell: Int? { state.isFocused && state.code.count < length ? state.code.count : nil }

  /// Whether cell `index` holds a character.
  public func isCellFilled(at index: Int) -> Bool { index >= 0 && index < state.code.count }

  public var probe: MachineProbe { state.focusHover.probe }

  public mutating func send(_ event: CodeEntryEvent) -> Transition<CodeEntryState, CodeEntryEvent>? {
    let before = state
    let fillBefore = fill
    var out = MachineOutputs()
    switch event {
    case .focusHover(let e):
      guard state.focusHover.apply(e, reporting: &out, ringFollowsSource: false) else { return nil }
    case .characterTyped(let c):
      guard takesKeys, state.code.count < length, parameters.characters.admits(c) else { return nil }
      state.code.append(c)
      reportEdit(&out)
    case .deleteKeyPressed:
      guard takesKeys, !state.code.isEmpty else { return nil }
      state.code.removeLast()
      reportEdit(&out)
    case .textPasted(let text):
      let code = admitted(text)
      guard takesKeys, !code.isEmpty, code != state.code else { return nil }
      state.code = code
      reportEdit(&out)
    case .bindingChanged(let text):
      let code = String(text.prefix(length))
      guard code != state.code else { return nil }
      state.code = code
    }
    let slot: AnimationSlot?
    if before.isEnabled != state.isEnabled || fillBefore != fill || before.code != state.code {
      slot = .stateChange
    } else if before.isFocused != state.isFocused {
      slot = .focus
    } else if before.isHovered != state.isHovered {
      slot = .hover
    } else {
      slot = nil
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// Keys and pastes reach an enabled, focused entry only.
  private var takesKeys: Bool { state.isEnabled && state.isFocused }

  /// The admitted characters of `text`, as many as there are cells.
  private func admitted(_ text: String) -> String {
    String(text.lazy.filter(parameters.characters.admits).prefix(length))
  }

  /// Reports the new code, and a submission when the edit filled the last cell.
  private func reportEdit(_ out: inout MachineOutputs) {
    out.append(.valueChanged(.text(state.code)))
    if parameters.submitsWhenFull, length > 0, state.code.count == length { out.append(.submitted) }
  }

  public static var explorationAlphabet: [CodeEntryEvent] {
    [
      .focusGained(.keyboard), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch), .hoverEnded,
      .enabledChanged(false), .enabledChanged(true), .characterTyped("4"), .characterTyped("a"), .deleteKeyPressed,
      .textPasted("123456"), .textPasted("1 2-"), .bindingChanged(""), .bindingChanged("12345"),
    ]
  }

  public static var declaredVisualStates: [ValueState<CodeEntryFill>] {
    ValueState<CodeEntryFill>.allStates.filter { $0.interaction != .pressed }
  }
}

extension CodeEntryParameters {
  /// A four-digit code (the machine catalog's sample).
  public static var sample: CodeEntryParameters {
    var p = CodeEntryParameters()
    p.length = 4
    p.characters = .digits
    return p
  }
}
