import DesignKitValues

/// What a navigation stack shows: its root, a pushed screen at rest, or a push / pop under way.
public enum NavigationPhase: String, StateDimension {
  /// At the root, pushing, with pushed screens, or popping.
  case root, stacked, pushing, popping
  public static var dimensionName: String { "navigation" }
}

extension NavigationPhase: ComponentState {}

/// Tunables of a navigation stack.
public struct NavigationStackParameters: Sendable, Hashable {
  /// Seconds a push transition lasts.
  public var pushDuration: Double = 0.35
  /// Seconds a pop transition lasts.
  public var popDuration: Double = 0.35
  /// The swipe distance (points) from the leading edge that pops; nil turns swipe-back off.
  public var swipeBackThreshold: Double? = 100
  /// How many screens can be pushed above the root (the instance's destinations).
  public var destinationCount = 3

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a navigation stack.
public enum NavigationStackEvent: ClockCarrying, EventNameParsing {
  /// A link pushed the next destination.
  case screenPushed
  /// The back button was pressed.
  case backButtonTapped
  /// A swipe from the leading edge ended after `distance` points.
  case swipeBackEnded(distance: Double)
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "screenPushed" where n.arguments.isEmpty: .screenPushed
    case "backButtonTapped" where n.arguments.isEmpty: .backButtonTapped
    case "swipeBackEnded": n.number.map(Self.swipeBackEnded(distance:))
    default: ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    ["screenPushed", "backButtonTapped", "swipeBackEnded(distance: <points>)"] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .screenPushed: "screenPushed"
    case .backButtonTapped: "backButtonTapped"
    case .swipeBackEnded(let d): "swipeBackEnded(distance: \(JSONWriter.format(d)))"
    case .clock(let c): c.description
    }
  }
}

/// A navigation stack's full state.
public struct NavigationStackState: Hashable, Sendable, CustomStringConvertible {
  /// Screens above the root; the top screen is destination `depth - 1`, or the root at 0.
  public internal(set) var depth: Int
  /// The running push or pop, if any.
  public internal(set) var moving: NavigationPhase?
  /// Time left of the running push or pop.
  public internal(set) var remaining: VirtualDuration?

  public var description: String {
    "depth=\(depth)" + (moving.map { " \($0.rawValue)" } ?? "") + (remaining.map { " left=\($0)" } ?? "")
  }
}

/// The machine of a navigation stack: a push or a pop changes the top screen at once and animates for the
/// model's duration on the virtual clock (slots `push` and `pop`); the back button and a swipe from the leading
/// edge past the threshold pop; the root cannot be popped. Outputs `valueChanged(depth)`.
public struct NavigationStackMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: NavigationStackParameters
  /// The depth and the running transition.
  public private(set) var state: NavigationStackState
  /// The virtual clock of the transitions.
  public private(set) var clock = VirtualClock()

  /// A stack at rest: at the root for `root`, one screen deep otherwise.
  public init(parameters: NavigationStackParameters = NavigationStackParameters(), restingIn visual: NavigationPhase) {
    self.parameters = parameters
    let depth = visual == .root || parameters.destinationCount < 1 ? 0 : 1
    state = NavigationStackState(depth: depth, moving: nil, remaining: nil)
  }

  public var visualState: NavigationPhase { state.moving ?? (state.depth == 0 ? .root : .stacked) }
  public var probe: MachineProbe { MachineProbe() }

  public func changeNeedsNoAnimation(to after: NavigationStackMachine) -> Bool {
    state.moving != nil && after.state.moving == nil
  }

  public mutating func send(_ event: NavigationStackEvent) -> Transition<NavigationStackState, NavigationStackEvent>? {
    let before = state
    var out = MachineOutputs()
    var slot: AnimationSlot?
    switch event {
    case .screenPushed:
      guard state.depth < parameters.destinationCount else { return nil }
      move(.pushing, by: 1, seconds: parameters.pushDuration, &out)
      slot = .push
    case .backButtonTapped:
      guard state.depth > 0 else { return nil }
      move(.popping, by: -1, seconds: parameters.popDuration, &out)
      slot = .pop
    case .swipeBackEnded(let d):
      guard state.depth > 0, let threshold = parameters.swipeBackThreshold, d.isFinite, d >= threshold else {
        return nil
      }
      move(.popping, by: -1, seconds: parameters.popDuration, &out)
      slot = .pop
    case .clock(let c):
      guard let span = clock.advance(c) else { return nil }
      var left = span
      if state.remaining.runDown(&left) { state.moving = nil }
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// Changes the depth at once and runs the transition for `seconds` (none when zero).
  private mutating func move(
    _ phase: NavigationPhase, by step: Int, seconds: Double, _ out: inout MachineOutputs
  ) {
    state.depth += step
    let duration = VirtualDuration(seconds: seconds)
    state.moving = duration.isZero ? nil : phase
    state.remaining = duration.isZero ? nil : duration
    out.append(.valueChanged(.number(Double(state.depth))))
  }

  public static var explorationAlphabet: [NavigationStackEvent] {
    [
      .screenPushed, .backButtonTapped, .swipeBackEnded(distance: 40), .swipeBackEnded(distance: 150),
      .timePassed(0.1), .timePassed(1),
    ]
  }
}

extension NavigationStackMachine {
  public var currentValue: MachineValue? { .number(Double(state.depth)) }
}

extension AnimationSlot {
  /// A screen is pushed onto a navigation stack (`animations.push`).
  public static var push: AnimationSlot { "push" }
  /// The top screen is popped off a navigation stack (`animations.pop`).
  public static var pop: AnimationSlot { "pop" }
}
