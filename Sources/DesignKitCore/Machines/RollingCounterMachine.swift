import DesignKitValues

/// Whether a rolling counter's digits are rolling, and which way.
public enum RollingCounterPhase: String, StateDimension {
  /// At rest, no highlight.
  case settled
  /// The value went up: the changed digits roll and show the increment highlight.
  case rollingUp
  /// The value went down: the changed digits roll and show the decrement highlight.
  case rollingDown
  public static var dimensionName: String { "roll" }
}

extension RollingCounterPhase: ComponentState {}

extension AnimationSlot {
  /// A rolling counter's value changed: the changed digits roll in and the highlight appears.
  public static var roll: AnimationSlot { "roll" }
  /// A rolling counter's roll ended: the highlight fades.
  public static var dehighlight: AnimationSlot { "dehighlight" }
}

/// Tunables of a rolling counter.
public struct RollingCounterParameters: Sendable, Hashable {
  /// Seconds a roll lasts (and its highlight shows); 0 changes the digits at once, without a highlight.
  public var rollDuration: Double = 0.25
  /// The value a machine starts with.
  public var initialValue: Double = 0

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a rolling counter.
public enum RollingCounterEvent: ClockCarrying, EventNameParsing {
  /// The owner set the value (its binding changed).
  case bindingChanged(Double)
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "bindingChanged": n.number.map(Self.bindingChanged)
    default: ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] { ["bindingChanged(<number>)"] + ClockEvent.eventForms }

  public var description: String {
    switch self {
    case .bindingChanged(let v): "bindingChanged(\(JSONWriter.format(v)))"
    case .clock(let c): c.description
    }
  }
}

/// A rolling counter's full state.
public struct RollingCounterState: Hashable, Sendable, CustomStringConvertible {
  /// The value shown (the new one, while rolling).
  public var value: Double
  /// The value before the running roll.
  public var previousValue: Double
  /// Settled, or rolling up or down.
  public var phase = RollingCounterPhase.settled
  /// Time left of the running roll.
  public var rollRemaining: VirtualDuration?

  public var description: String {
    var text = "\(phase.rawValue) \(JSONWriter.format(value))"
    if phase != .settled { text += " from \(JSONWriter.format(previousValue))" }
    if let r = rollRemaining { text += " left=\(r)" }
    return text
  }
}

/// The machine of a rolling counter: a new value starts a roll up or down (the changed digits roll in and are
/// highlighted) that settles when its duration has passed on the virtual clock; a new value mid-roll starts a new
/// roll from the value shown.
public struct RollingCounterMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: RollingCounterParameters
  public private(set) var state: RollingCounterState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A counter showing the initial value, settled; or rolling to it from one less (more) when `visual` says so.
  public init(parameters: RollingCounterParameters = RollingCounterParameters(), restingIn visual: RollingCounterPhase)
  {
    self.parameters = parameters
    let value = parameters.initialValue.isFinite ? parameters.initialValue : 0
    state = RollingCounterState(value: value, previousValue: value)
    if visual != .settled, let duration = rollDuration {
      state.phase = visual
      state.previousValue = visual == .rollingUp ? value - 1 : value + 1
      state.rollRemaining = duration
    }
  }

  public var visualState: RollingCounterPhase { state.phase }
  public var probe: MachineProbe { MachineProbe() }

  private var rollDuration: VirtualDuration? {
    let d = parameters.rollDuration
    return d.isFinite && d > 0 ? VirtualDuration(seconds: d) : nil
  }

  /// How far the running roll has gone, 0 at its start and 1 when settled.
  public var rollProgress: Double {
    guard let r = state.rollRemaining, let full = rollDuration else { return 1 }
    return 1 - Double(r.microseconds) / Double(full.microseconds)
  }

  public mutating func send(_ event: RollingCounterEvent) -> Transition<RollingCounterState, RollingCounterEvent>? {
    let before = state
    let slot: AnimationSlot?
    switch event {
    case .bindingChanged(let v):
      guard v.isFinite, v != state.value else { return nil }
      state.previousValue = state.value
      state.value = v
      if let duration = rollDuration {
        state.phase = v > state.previousValue ? .rollingUp : .rollingDown
        state.rollRemaining = duration
        slot = .roll
      } else {
        state.previousValue = v
        slot = .stateChange
      }
    case .clock(let c):
      guard let span = clock.advance(c), state.phase != .settled else { return nil }
      var left = span
      if state.rollRemaining.runDown(&left) {
        state.phase = .settled
        state.previousValue = state.value
        slot = .dehighlight
      } else {
        slot = nil
      }
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: MachineOutputs(), slot: slot)
  }

  public static var explorationAlphabet: [RollingCounterEvent] {
    [.bindingChanged(0), .bindingChanged(9), .bindingChanged(10), .timePassed(0.1), .timePassed(1)]
  }
}
