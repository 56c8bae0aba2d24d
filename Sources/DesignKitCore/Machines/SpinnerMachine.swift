import DesignKitValues

/// Whether a spinner spins.
public enum SpinnerPhase: String, StateDimension {
  /// Idle, or spinning.
  case idle, spinning
  public static var dimensionName: String { "activity" }
}

extension SpinnerPhase: ComponentState {}

/// Tunables of a spinner (none yet; the type keeps the machine shape uniform).
public struct SpinnerParameters: Sendable, Hashable {
  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a spinner.
public enum SpinnerEvent: String, MachineEvent, CaseIterable {
  /// The owner started the activity.
  case activityStarted
  /// The owner stopped the activity.
  case activityStopped
  /// The spinner came on screen.
  case appeared
  /// The spinner left the screen.
  case disappeared

  public init?(name: String) { self.init(rawValue: name.trimmingSpaces) }
  public static var eventForms: [String] { allCases.map(\.rawValue) }
  public var description: String { rawValue }
}

/// A spinner's full state.
public struct SpinnerState: Hashable, Sendable, CustomStringConvertible {
  /// Whether the owner's activity runs.
  public var isActive: Bool
  /// Whether the spinner is on screen.
  public var isOnScreen: Bool

  public var description: String { "\(isActive ? "active" : "inactive") \(isOnScreen ? "on-screen" : "off-screen")" }
}

/// The machine of a spinner: it spins while its activity runs and it is on screen; starting to spin uses
/// the `spin` slot, which repeats until the next transition.
public struct SpinnerMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: SpinnerParameters
  public private(set) var state: SpinnerState

  /// A spinner on screen, active when `visual` is spinning.
  public init(parameters: SpinnerParameters = SpinnerParameters(), restingIn visual: SpinnerPhase) {
    self.parameters = parameters
    state = SpinnerState(isActive: visual == .spinning, isOnScreen: true)
  }

  public var visualState: SpinnerPhase { state.isActive && state.isOnScreen ? .spinning : .idle }
  public var probe: MachineProbe { MachineProbe() }

  public mutating func send(_ event: SpinnerEvent) -> Transition<SpinnerState, SpinnerEvent>? {
    let before = state
    let visualBefore = visualState
    switch event {
    case .activityStarted: state.isActive = true
    case .activityStopped: state.isActive = false
    case .appeared: state.isOnScreen = true
    case .disappeared: state.isOnScreen = false
    }
    guard state != before else { return nil }
    let slot: AnimationSlot? = visualBefore == visualState ? nil : (visualState == .spinning ? .spin : .stateChange)
    return Transition(from: before, to: state, event: event, slot: slot)
  }

  public static var explorationAlphabet: [SpinnerEvent] { SpinnerEvent.allCases }
}
