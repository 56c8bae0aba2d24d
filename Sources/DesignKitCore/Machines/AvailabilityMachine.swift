import DesignKitValues

/// Whether non-interactive content (a text, a list, a sheet) is enabled: the one state such content shows.
///
/// Its dimension is `interaction`, so models of passive content share the interaction tables of controls.
public enum Availability: String, StateDimension {
  /// Enabled, or disabled (dimmed, ignoring input).
  case enabled, disabled
  public static var dimensionName: String { InteractionState.dimensionName }
}

extension Availability: ComponentState {}

/// Tunables of passive content (none; the type keeps the machine shape uniform).
public struct AvailabilityParameters: Sendable, Hashable {
  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to passive content.
public enum AvailabilityEvent: MachineEvent, EventNameParsing {
  /// The content was enabled (true) or disabled (false), usually with its container.
  case enabledChanged(Bool)

  static func parse(_ n: EventName) -> Self? {
    n.base == "enabledChanged" ? n.bool.map(Self.enabledChanged) : nil
  }
  public static var eventForms: [String] { ["enabledChanged(true|false)"] }
  public var description: String {
    switch self {
    case .enabledChanged(let b): "enabledChanged(\(b))"
    }
  }
}

/// The machine of content without interaction of its own (texts, lists, sheets, screens): only enabled-ness
/// changes, with the `stateChange` slot.
public struct AvailabilityMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: AvailabilityParameters
  /// Enabled or disabled.
  public private(set) var state: Availability

  /// Content at rest in `visual`.
  public init(parameters: AvailabilityParameters = AvailabilityParameters(), restingIn visual: Availability) {
    self.parameters = parameters
    state = visual
  }

  public var visualState: Availability { state }
  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isDisabled = state == .disabled
    return p
  }

  public mutating func send(_ event: AvailabilityEvent) -> Transition<Availability, AvailabilityEvent>? {
    switch event {
    case .enabledChanged(let enabled):
      let next: Availability = enabled ? .enabled : .disabled
      guard next != state else { return nil }
      let before = state
      state = next
      return Transition(from: before, to: state, event: event, slot: .stateChange)
    }
  }

  public static var explorationAlphabet: [AvailabilityEvent] { [.enabledChanged(false), .enabledChanged(true)] }
}
