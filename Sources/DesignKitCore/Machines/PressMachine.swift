import DesignKitValues

/// The machine of a button: a press core with a virtual clock; visual state `InteractionState`.
///
/// Loading is a separate flag (`isLoading`), not a visual case: a loading button takes no presses and
/// shows focused / hovered / enabled underneath its spinner, which the component draws from the flag.
public struct PressMachine: ExplorableMachine {
  /// The press tunables.
  public var parameters: PressParameters
  /// The press core.
  public private(set) var state: PressCore
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A button at rest, enabled unless `visual` is `.disabled`.
  public init(parameters: PressParameters = PressParameters(), restingIn visual: InteractionState = .enabled) {
    self.parameters = parameters
    state = PressCore(isEnabled: visual != .disabled)
  }

  public var visualState: InteractionState { state.interaction }
  /// Whether the focus ring shows.
  public var isFocusVisible: Bool { state.focus == .focusVisible }
  /// Whether the button is loading.
  public var isLoading: Bool { state.isLoading }
  public var probe: MachineProbe { MachineProbe(state) }

  public mutating func send(_ event: PressEvent) -> Transition<PressCore, PressEvent>? {
    let before = state
    var out = MachineOutputs()
    guard state.handle(event, with: parameters, clock: &clock, reporting: &out) else { return nil }
    return Transition(
      from: before, to: state, event: event, outputs: out, slot: before.look.slot(to: state.look))
  }

  public static var explorationAlphabet: [PressEvent] { PressEvent.explorationAlphabet }
  public static func isActivation(_ event: PressEvent) -> Bool { event == .accessibilityActivated }
}

extension PressCore {
  /// Applies any press event, clock events included; returns whether anything changed or fired.
  public mutating func handle(
    _ event: PressEvent, with parameters: PressParameters, clock: inout VirtualClock,
    reporting outputs: inout MachineOutputs
  ) -> Bool {
    guard case .clock(let c) = event else { return apply(event, with: parameters, reporting: &outputs) }
    guard let span = clock.advance(c) else { return false }
    return advance(by: span, with: parameters, reporting: &outputs)
  }
}
