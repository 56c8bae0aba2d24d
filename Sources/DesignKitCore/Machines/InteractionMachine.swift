/// Names the slot of a model's `Animations` that a transition uses (`press`, `release`, `stateChange`, …).
///
/// A component maps a slot to its model's animation by name: the slot `press` reads `animations.press`.
public struct AnimationSlot: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }

  /// The pressed look appears.
  public static let press: AnimationSlot = "press"
  /// The pressed look goes away.
  public static let release: AnimationSlot = "release"
  /// The value or another visual state changes.
  public static let stateChange: AnimationSlot = "stateChange"
  /// Focus appears or goes away.
  public static let focus: AnimationSlot = "focus"
  /// Presented content appears.
  public static let appear: AnimationSlot = "appear"
  /// Presented content goes away.
  public static let disappear: AnimationSlot = "disappear"
  /// A progress value changes.
  public static let progress: AnimationSlot = "progress"
  /// Hover appears or goes away.
  public static let hover: AnimationSlot = "hover"
  /// A continuous activity (a spinner) starts; the component repeats this animation until it stops.
  public static let spin: AnimationSlot = "spin"
  /// The selected page or segment moves.
  public static let selection: AnimationSlot = "selection"

  /// Whether the component repeats this slot's animation until the next transition (true for `spin`).
  public var repeats: Bool { self == .spin }
}

/// Something a transition reports to its owner.
public enum MachineOutput: Hashable, Sendable, CustomStringConvertible {
  /// The component's action fired (a press completed).
  case actionFired
  /// The long-press action fired.
  case longPressFired
  /// The value changed; the payload is the new value's name or number as text.
  case valueChanged(String)
  /// Focus was gained.
  case focusGained
  /// Focus was lost.
  case focusLost
  /// Presented content finished appearing.
  case presented
  /// Presented content finished disappearing.
  case dismissed
  /// A controlled component asks its owner to dismiss it.
  case dismissRequested
  /// Any other named output with an optional payload.
  case custom(String, String?)

  public var description: String {
    switch self {
    case .actionFired: "actionFired"
    case .longPressFired: "longPressFired"
    case .valueChanged(let v): "valueChanged(\(v))"
    case .focusGained: "focusGained"
    case .focusLost: "focusLost"
    case .presented: "presented"
    case .dismissed: "dismissed"
    case .dismissRequested: "dismissRequested"
    case .custom(let name, let payload): payload.map { "\(name)(\($0))" } ?? name
    }
  }
}

/// The result of one event that changed something: before and after, outputs, and the animation slot.
public struct Transition<State: Hashable & Sendable, Event: Hashable & Sendable>: Hashable, Sendable {
  /// The machine state before the event.
  public var from: State
  /// The machine state after the event.
  public var to: State
  /// The event.
  public var event: Event
  /// What the owner is told, in order (an inline collection: building it does not allocate).
  public var outputs: MachineOutputs
  /// The animation slot the visual change uses, or nil when nothing visible changes.
  public var slot: AnimationSlot?

  /// Creates a transition.
  public init(
    from: State, to: State, event: Event, outputs: MachineOutputs = MachineOutputs(), slot: AnimationSlot? = nil
  ) {
    self.from = from
    self.to = to
    self.event = event
    self.outputs = outputs
    self.slot = slot
  }
}

/// An event type whose values can be named in text (for the CLI and golden tables).
public protocol MachineEvent: Hashable, Sendable, CustomStringConvertible {
  /// Parses an event name such as `pointerDown`, `keyDown(space)` or `clockAdvanced(0.5)`; nil when unknown.
  init?(name: String)
  /// A description of every accepted event form, for error messages (`keyDown(space|return)`).
  static var eventForms: [String] { get }
}

/// A deterministic interaction machine: explicit events, explicit virtual time, one transition value per step.
///
/// An event that does not apply is a no-op that returns nil; no event traps.
public protocol InteractionMachine: Sendable {
  /// The machine's full state (value, interaction, session bits, timers).
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
