import DesignKitValues

/// Where a link goes when its press fires.
public enum LinkTarget: Hashable, Sendable, CustomStringConvertible {
  /// A destination a navigation stack pushes, by name.
  case destination(String)
  /// A URL the system opens.
  case url(String)

  /// The output a fired press reports.
  var output: MachineOutput {
    switch self {
    case .destination(let name): .destinationPushed(name)
    case .url(let url): .urlOpened(url)
    }
  }

  public var description: String { output.description }
}

/// Tunables of a link: where it goes, and its press.
public struct LinkParameters: Sendable, Hashable {
  /// Where a fired press goes.
  public var target: LinkTarget
  /// The press tunables.
  public var press = PressParameters()

  /// Parameters for `target`.
  public init(target: LinkTarget, press: PressParameters = PressParameters()) {
    self.target = target
    self.press = press
  }
}

/// The machine of a navigation link or a URL link: a press whose fired action also reports where it goes
/// (`destinationPushed(name)` or `urlOpened(url)`), so the outputs say what the owner must do.
public struct LinkMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: LinkParameters
  /// The press, which decides when the link fires.
  public private(set) var press: PressMachine

  /// A link at rest, enabled unless `visual` is `.disabled`.
  public init(parameters: LinkParameters, restingIn visual: InteractionState) {
    self.parameters = parameters
    press = PressMachine(parameters: parameters.press, restingIn: visual)
  }

  /// The press core (session, focus, hover, timers).
  public var state: PressCore { press.state }
  public var visualState: InteractionState { press.visualState }
  public var probe: MachineProbe { press.probe }

  public mutating func send(_ event: PressEvent) -> Transition<PressCore, PressEvent>? {
    guard var transition = press.send(event) else { return nil }
    if transition.outputs.contains(.actionFired) { transition.outputs.append(parameters.target.output) }
    return transition
  }

  public static var explorationAlphabet: [PressEvent] { PressMachine.explorationAlphabet }
  public static func clockEvent(advancingTo seconds: Double) -> PressEvent? { .clockAdvanced(to: seconds) }
  public static func isActivation(_ event: PressEvent) -> Bool { PressMachine.isActivation(event) }
}
