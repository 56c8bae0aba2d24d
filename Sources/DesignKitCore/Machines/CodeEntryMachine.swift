import DesignKitValues

/// How many cells of a code entry hold a character.
public enum CodeEntryFill: String, StateDimension {
  /// No cell, some cells, every cell.
  case empty, partial, complete
  public static var dimensionName: String { "fill" }
}

/// The characters a code entry or a text input takes; others are ignored when typed and skipped when pasted.
public enum CodeCharacters: String, StyleChoice {
  /// Decimal digits only (a one-time code).
  case digits
  /// Letters and digits.
  case alphanumeric
  /// Any character but whitespace.
  case any
  /// Every character, whitespace and line breaks too (a text input's default).
  case all

  /// Whether `c` is one of them.
  public func admits(_ c: Character) -> Bool {
    switch self {
    case .digits: c.isASCII && c.isNumber
    case .alphanumeric: c.isLetter || c.isNumber
    case .any: !c.isWhitespace && !c.isNewline
    case .all: true
    }
  }
}

/// Tunables of a code entry.
public struct CodeEntryParameters: Sendable, Hashable {
  /// The number of cells.
  public var length = 6
  /// The characters it takes.
  public var characters = CodeCharacters.any
  /// Whether filling the last cell submits the code and gives up focus (8.1's
  /// `submitsWhenLastCharacterIsEntered`).
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
  /// Text was pasted; its admitted characters go in at the caret (after the code), as many as there are empty cells.
  case textPasted(String)
  /// The platform's editor holds a new text, whole (a SwiftUI `TextField`'s binding, one-time-code autofill): its
  /// admitted characters, as many as there are cells, become the code.
  case textChanged(to: String)
  /// The owner set the code (its binding changed); no output, since the owner already knows.
  case bindingChanged(String)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "characterTyped": n.argument.flatMap { $0.count == 1 ? $0.first : nil }.map(Self.characterTyped)
    case "deleteKeyPressed" where n.arguments.isEmpty: .deleteKeyPressed
    case "textPasted": n.text.map(Self.textPasted)
    case "textChanged": n.text.map(Self.textChanged(to:))
    case "bindingChanged": n.arguments.isEmpty ? .bindingChanged("") : n.text.map(Self.bindingChanged)
    default: FocusHoverEvent.parse(n).map(Self.focusHover)
    }
  }

  public static var eventForms: [String] {
    FocusHoverEvent.eventForms + [
      "characterTyped(<character>)", "deleteKeyPressed", "textPasted(\"<text>\")", "textChanged(to: \"<text>\")",
      "bindingChanged(\"<code>\")",
    ]
  }

  public var description: String {
    switch self {
    case .focusHover(let e): e.description
    case .characterTyped(let c): "characterTyped(\(c))"
    case .deleteKeyPressed: "deleteKeyPressed"
    case .textPasted(let t): "textPasted(\(EventName.quoted(t)))"
    case .textChanged(let t): "textChanged(to: \(EventName.quoted(t)))"
    case .bindingChanged(let t): "bindingChanged(\(EventName.quoted(t)))"
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
/// As in VComponents 8.1, whose code entry is a hidden text field with its caret after the code:
/// - typing a character fills the next empty cell; a character `parameters.characters` does not admit, or a
///   character typed into a full entry, changes nothing;
/// - the delete key clears the last filled cell;
/// - a paste goes in at the caret, after the code: its admitted characters (8.1 filters none; DesignKit skips the
///   others, so "12-34" pastes 1234) fill the empty cells, the rest is cut off;
/// - the editor's whole new text (`textChanged(to:)`, one-time-code autofill) becomes the code, filtered and cut at
///   the cell count;
/// - filling the last cell submits the code and drops focus, when `parameters.submitsWhenFull` (8.1 resigns first
///   responder when its last character is entered);
/// - the owner may set the code at any time (`bindingChanged`, cut at the cell count, no output); a component
///   built with a code starts from it.
/// Only an enabled, focused entry takes keys, pastes and edits. Each edit that changes the code reports it
/// (`valueChanged(.text)`); the machine's value is the code. The cell taking the next character is `activeCell`.
/// A code reads left to right in every layout direction (it is a number): the drawing keeps its cells in that order.
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
      let code = admitted(state.code + text)
      guard takesKeys, code != state.code else { return nil }
      state.code = code
      reportEdit(&out)
    case .textChanged(let text):
      let code = admitted(text)
      guard takesKeys, code != state.code else { return nil }
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

  /// Reports the new code; when the edit filled the last cell (and the parameters say so), submits it and drops
  /// focus.
  private mutating func reportEdit(_ out: inout MachineOutputs) {
    out.append(.valueChanged(.text(state.code)))
    guard parameters.submitsWhenFull, length > 0, state.code.count == length else { return }
    out.append(.submitted)
    _ = state.focusHover.apply(.focusLost, reporting: &out, ringFollowsSource: false)
  }

  public var currentValue: MachineValue? { .text(state.code) }

  public static var explorationAlphabet: [CodeEntryEvent] {
    [
      .focusGained(.keyboard), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch), .hoverEnded,
      .enabledChanged(false), .enabledChanged(true), .characterTyped("4"), .characterTyped("a"), .deleteKeyPressed,
      .textPasted("123456"), .textPasted("1 2-"), .textChanged(to: "98"), .bindingChanged(""),
      .bindingChanged("12345"),
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
