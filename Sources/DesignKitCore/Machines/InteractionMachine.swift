/// Names the slot of a model's `Animations` that a transition uses (`press`, `release`, `stateChange`, …).
///
/// A component maps a slot to its model's animation by name: the slot `press` reads `animations.press`.
/// Slots are interned: a slot is a small number standing for its name, so transitions copy and compare it
/// without touching a string.
public struct AnimationSlot: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The slot's index in `SlotNames`.
  private var id: UInt32

  private init(id: UInt32) { self.id = id }

  /// The slot's name.
  public var rawValue: String {
    get { SlotNames.name(of: id) }
    set { id = SlotNames.id(of: newValue) }
  }
  public init(rawValue: String) { id = SlotNames.id(of: rawValue) }
  public init(stringLiteral value: String) { id = SlotNames.id(of: value) }
  public var description: String { rawValue }

  /// The pressed look appears.
  public static var press: AnimationSlot { AnimationSlot(id: 0) }
  /// The pressed look goes away.
  public static var release: AnimationSlot { AnimationSlot(id: 1) }
  /// The value or another visual state changes.
  public static var stateChange: AnimationSlot { AnimationSlot(id: 2) }
  /// Focus appears or goes away.
  public static var focus: AnimationSlot { AnimationSlot(id: 3) }
  /// Presented content appears.
  public static var appear: AnimationSlot { AnimationSlot(id: 4) }
  /// Presented content goes away.
  public static var disappear: AnimationSlot { AnimationSlot(id: 5) }
  /// A progress value changes.
  public static var progress: AnimationSlot { AnimationSlot(id: 6) }
  /// Hover appears or goes away.
  public static var hover: AnimationSlot { AnimationSlot(id: 7) }
  /// A continuous activity (a spinner) starts; the component repeats this animation until it stops.
  public static var spin: AnimationSlot { AnimationSlot(id: 8) }
  /// The selected page or segment moves.
  public static var selection: AnimationSlot { AnimationSlot(id: 9) }

  /// Whether the component repeats this slot's animation until the next transition (true for `spin`).
  public var repeats: Bool { self == .spin }
}

/// The interning table of slot names: the built-in slots have fixed ids (in the order of `builtIn`), other names
/// get the next free id the first time they are seen.
enum SlotNames {
  static let builtIn = [
    "press", "release", "stateChange", "focus", "appear", "disappear", "progress", "hover", "spin", "selection",
  ]
  private static let custom = Locked<(names: [String], ids: [String: UInt32])>(([], [:]))

  static func id(of name: String) -> UInt32 {
    switch name {
    case "press": return 0
    case "release": return 1
    case "stateChange": return 2
    case "focus": return 3
    case "appear": return 4
    case "disappear": return 5
    case "progress": return 6
    case "hover": return 7
    case "spin": return 8
    case "selection": return 9
    default:
      return custom.withLock { table in
        if let id = table.ids[name] { return id }
        let id = UInt32(builtIn.count + table.names.count)
        table.names.append(name)
        table.ids[name] = id
        return id
      }
    }
  }

  static func name(of id: UInt32) -> String {
    let index = Int(id)
    if index < builtIn.count { return builtIn[index] }
    return custom.withLock { table in
      let i = index - builtIn.count
      return i < table.names.count ? table.names[i] : ""
    }
  }
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
  /// A navigation link's fired press pushes its destination; the payload names it.
  case destinationPushed(String)
  /// A link's fired press opens its URL; the payload is the URL.
  case urlOpened(String)
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
    case .destinationPushed(let d): "destinationPushed(\(d))"
    case .urlOpened(let url): "urlOpened(\(url))"
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
