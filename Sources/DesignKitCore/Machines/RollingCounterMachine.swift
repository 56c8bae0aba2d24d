import DesignKitValues

/// Whether a rolling counter's digits are rolling, and which way.
public enum RollingCounterPhase: String, StateDimension {
  /// At rest, no highlight.
  case settled
  /// The value went up: the changed digits roll and show the increment highlight.
  case rollingUp
  /// The value went down: the changed digits roll and show the decrement highlight.
  case rollingDown
  /// The roll has ended: the changed digits show the new value and their highlight fades back to the rest colors.
  case fading
  public static var dimensionName: String { "roll" }
}

extension RollingCounterPhase: ComponentState {}

extension AnimationSlot {
  /// A rolling counter's value changed: the changed digits roll in and the highlight appears.
  public static var roll: AnimationSlot { "roll" }
  /// A rolling counter's roll ended: the highlight fades back, as long as this animation lasts.
  public static var dehighlight: AnimationSlot { "dehighlight" }
}

/// Tunables of a rolling counter.
public struct RollingCounterParameters: Sendable, Hashable {
  /// Seconds a roll lasts (and its highlight shows); 0 changes the digits at once, without a highlight.
  public var rollDuration: Double = 0.25
  /// Seconds the highlight takes to fade back after the roll; 0 drops it at once.
  public var fadeDuration: Double = 0.25
  /// How many fraction digits the number shows: a new value starts a roll only when a shown digit changes, after
  /// rounding (`RoundedDecimal`: half to even, as the platform's number formatting).
  public var fractionDigits = 2
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
  /// Time left of the running roll, or of the highlight's fade after it.
  public var rollRemaining: VirtualDuration?

  public var description: String {
    var text = "\(phase.rawValue) \(JSONWriter.format(value))"
    if phase != .settled { text += " from \(JSONWriter.format(previousValue))" }
    if let r = rollRemaining { text += " left=\(r)" }
    return text
  }
}

/// The machine of a rolling counter: a new value starts a roll up or down (the changed digits roll in and are
/// highlighted); when the roll's duration has passed on the virtual clock the highlight fades back (`fading`,
/// VComponents 8.1's dehighlight animation) and then it is settled. A new value mid-roll or mid-fade starts a new
/// roll from the value shown.
///
/// What counts is what shows: both values are rounded to the shown fraction digits first (half to even, as the
/// platform's number formatting rounds: 2.5 shows 2), so a change in the third decimal of a two-decimal counter
/// rolls only when it changes a shown digit (1.234 → 1.236 shows 1.23 → 1.24 and rolls; 1.231 → 1.234 takes the
/// new value silently). A value with more whole digits than the last (999.99 → 1,000.00) rolls its new places in
/// from nothing; VComponents 8.1 crashes there, reading past the old number's characters.
public struct RollingCounterMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: RollingCounterParameters
  public private(set) var state: RollingCounterState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A counter showing the initial value, settled; or rolling to it from one less (more) when `visual` says so; or
  /// fading its highlight after a roll up from one less.
  public init(parameters: RollingCounterParameters = RollingCounterParameters(), restingIn visual: RollingCounterPhase)
  {
    self.parameters = parameters
    let value = parameters.initialValue.isFinite ? parameters.initialValue : 0
    state = RollingCounterState(value: value, previousValue: value)
    if visual == .fading, let fade = fadeDuration {
      state.phase = .fading
      state.previousValue = value - 1
      state.rollRemaining = fade
    } else if visual != .settled, visual != .fading, let duration = rollDuration {
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

  private var fadeDuration: VirtualDuration? {
    let d = parameters.fadeDuration
    return d.isFinite && d > 0 ? VirtualDuration(seconds: d) : nil
  }

  /// How far the running roll has gone, 0 at its start and 1 when it has ended (fading or settled).
  public var rollProgress: Double {
    guard state.phase == .rollingUp || state.phase == .rollingDown else { return 1 }
    return Self.progress(left: state.rollRemaining, of: rollDuration)
  }

  /// How far the highlight's fade has gone, 0 while rolling and 1 when settled.
  public var fadeProgress: Double {
    switch state.phase {
    case .settled: 1
    case .rollingUp, .rollingDown: 0
    case .fading: Self.progress(left: state.rollRemaining, of: fadeDuration)
    }
  }

  private static func progress(left: VirtualDuration?, of full: VirtualDuration?) -> Double {
    guard let left, let full else { return 1 }
    return 1 - Double(left.microseconds) / Double(full.microseconds)
  }

  /// The value as the counter shows it.
  private func shown(_ value: Double) -> RoundedDecimal {
    RoundedDecimal(value, fractionDigits: parameters.fractionDigits)
  }

  public mutating func send(_ event: RollingCounterEvent) -> Transition<RollingCounterState, RollingCounterEvent>? {
    let before = state
    let slot: AnimationSlot?
    switch event {
    case .bindingChanged(let v):
      guard v.isFinite, v != state.value else { return nil }
      guard shown(v) != shown(state.value) else {
        // No shown digit changes: the value is taken silently and whatever runs goes on.
        state.value = v
        if state.phase == .settled { state.previousValue = v }
        return Transition(changedFrom: before, to: state, event: event, outputs: MachineOutputs(), slot: nil)
      }
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
      guard state.rollRemaining.runDown(&left) else {
        slot = nil
        break
      }
      if state.phase != .fading, let fade = fadeDuration {
        state.phase = .fading
        state.rollRemaining = fade
        slot = .dehighlight
        // The fade may end within the same span.
        if state.rollRemaining.runDown(&left) { settle() }
      } else {
        settle()
        slot = before.phase == .fading ? nil : .dehighlight
      }
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: MachineOutputs(), slot: slot)
  }

  public func changeNeedsNoAnimation(to after: RollingCounterMachine) -> Bool {
    // A fade that runs out ends where it was going: the rest colors.
    state.phase == .fading && after.state.phase == .settled
  }

  private mutating func settle() {
    state.phase = .settled
    state.rollRemaining = nil
    state.previousValue = state.value
  }

  public static var explorationAlphabet: [RollingCounterEvent] {
    [
      .bindingChanged(0), .bindingChanged(0.001), .bindingChanged(0.5), .bindingChanged(9), .bindingChanged(10),
      .timePassed(0.1), .timePassed(1),
    ]
  }
}
