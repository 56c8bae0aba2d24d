import DesignKitValues

/// A visual state whose interaction part a static machine sets: `InteractionState` itself, or a value (a field's
/// validation) combined with interaction.
public protocol StaticVisualState: ComponentState {
  /// The interaction part.
  var interaction: InteractionState { get set }
}

extension InteractionState: StaticVisualState {
  public var interaction: InteractionState {
    get { self }
    set { self = newValue }
  }
}

extension ValueState: StaticVisualState {}

/// Tunables of a static component: which of focus and hover it takes.
public struct StaticParameters: Sendable, Hashable {
  /// Whether it takes focus (a card or row that is a focus stop, a field whose control is focused).
  public var isFocusable = true
  /// Whether a pointer's hover shows.
  public var isHoverable = true

  /// Parameters that take focus and hover.
  public init() {}

  /// Content that takes neither focus nor hover (a badge, a caption): only enabled-ness changes.
  public static var inert: StaticParameters {
    var p = StaticParameters()
    p.isFocusable = false
    p.isHoverable = false
    return p
  }
}

/// What can happen to a static component: only the shared focus, hover and enabled events.
public enum StaticEvent: FocusHoverCarrying, EventNameParsing {
  /// Focus, hover or enabled-ness changed.
  case focusHover(FocusHoverEvent)

  static func parse(_ n: EventName) -> Self? {
    FocusHoverEvent.parse(n).map(Self.focusHover)
  }

  public static var eventForms: [String] { FocusHoverEvent.eventForms }

  public var description: String {
    switch self {
    case .focusHover(let e): e.description
    }
  }
}

/// A static component's full state: the lasting part of its visual state (a field's validation) and its focus,
/// hover and enabled bits.
public struct StaticState<Visual: StaticVisualState>: Hashable, Sendable, CustomStringConvertible {
  /// The visual state it rests in, with its interaction part ignored (the owner sets the value part).
  public var resting: Visual
  /// Focus, hover and enabled-ness.
  public var focusHover: FocusHoverState

  /// The visual state these bits show: disabled, focused, hovered or enabled, in that order of precedence.
  public var visual: Visual {
    var v = resting
    v.interaction =
      !focusHover.isEnabled
      ? .disabled : focusHover.focus.hasFocus ? .focused : focusHover.isHovered ? .hovered : .enabled
    return v
  }

  public var description: String {
    var parts = [visual.description]
    if focusHover.focus == .focusVisible { parts.append("ring") }
    if focusHover.isHovered, focusHover.focus.hasFocus { parts.append("hovered") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a component nobody presses (a badge, a card, a row, a field's parts): enabled or disabled, and
/// focused or hovered where its parameters allow; it is never pressed.
///
/// The value part of its visual state (a field's validation) belongs to the owner: a new value is a new machine
/// resting in it, as a composition scope's `validation` does.
public struct StaticMachine<Visual: StaticVisualState>: ExplorableMachine {
  /// The tunables.
  public var parameters: StaticParameters
  /// The resting value with focus, hover and enabled-ness.
  public private(set) var state: StaticState<Visual>

  /// A component at rest in `visual`, enabled unless its interaction is disabled.
  public init(parameters: StaticParameters = StaticParameters(), restingIn visual: Visual) {
    self.parameters = parameters
    var resting = visual
    resting.interaction = .enabled
    state = StaticState(resting: resting, focusHover: FocusHoverState(isEnabled: visual.interaction != .disabled))
  }

  public var visualState: Visual { state.visual }

  public var probe: MachineProbe { state.focusHover.probe }

  public mutating func send(_ event: StaticEvent) -> Transition<StaticState<Visual>, StaticEvent>? {
    guard case .focusHover(let e) = event else { return nil }
    let slot: AnimationSlot
    switch e {
    case .focusGained, .focusLost:
      guard parameters.isFocusable else { return nil }
      slot = .focus
    case .hoverStarted, .hoverEnded:
      guard parameters.isHoverable else { return nil }
      slot = .hover
    case .enabledChanged: slot = .stateChange
    }
    let before = state
    var out = MachineOutputs()
    guard state.focusHover.apply(e, reporting: &out) else { return nil }
    return Transition(from: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// Every visual state but the pressed ones.
  public static var declaredVisualStates: [Visual] { Visual.allStates.filter { $0.interaction != .pressed } }

  public static var explorationAlphabet: [StaticEvent] {
    [
      .focusGained(.keyboard), .focusGained(.pointer), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch),
      .hoverEnded, .enabledChanged(false), .enabledChanged(true),
    ]
  }
}

/// The machine of plain static content: a badge, a card, a row, a caption.
public typealias ContentMachine = StaticMachine<InteractionState>
/// The machine of a form field's parts: its validation (set by the owner or a composition scope) × interaction.
public typealias FieldMachine = StaticMachine<ValueState<ValidationState>>
