import DesignKitValues

/// The phases of content that animates in and out (a presentation, a toast), named by each component.
public protocol PresencePhase: ComponentState, StateDimension {
  /// Not in the hierarchy.
  static var hidden: Self { get }
  /// The appear animation runs.
  static var appearing: Self { get }
  /// On screen, at rest.
  static var shown: Self { get }
  /// The disappear animation runs; the content is removed after it.
  static var disappearing: Self { get }
}

extension PresencePhase {
  public var presence: Presence? {
    switch self {
    case .hidden: .hidden
    case .appearing: .appearing
    case .shown: .shown
    default: .disappearing
    }
  }
}

/// The appear / disappear phases of content on the virtual clock: the phase and the time left of a
/// running appear or disappear animation.
public struct PhaseTimer<Phase: PresencePhase>: Hashable, Sendable {
  /// The phase.
  public var phase: Phase
  /// Time left of the running appear or disappear animation.
  public var remaining: VirtualDuration?

  /// A timer in `phase` with `remaining` of its appear or disappear animation left: what a test expects a step to
  /// leave (`$0.animation = PhaseTimer(.appearing, remaining: VirtualDuration(seconds: 0.2))`).
  public init(_ phase: Phase, remaining: VirtualDuration? = nil) {
    self.phase = phase
    self.remaining = remaining
  }

  /// Content at rest: shown when `visual` is appearing or shown, otherwise hidden.
  public init(restingIn visual: Phase) {
    phase = visual == .appearing || visual == .shown ? .shown : .hidden
  }

  /// Whether the content is appearing or shown.
  var isVisible: Bool { phase == .appearing || phase == .shown }

  /// Whether the change to `after` is an animation ending (appearing → shown, disappearing → hidden), which
  /// needs no animation of its own.
  func isAnimationEnd(to after: PhaseTimer) -> Bool {
    (phase == .appearing && after.phase == .shown) || (phase == .disappearing && after.phase == .hidden)
  }

  /// Enters `phase` (appearing or disappearing) for `seconds`.
  mutating func begin(_ phase: Phase, seconds: Double) {
    self.phase = phase
    remaining = VirtualDuration(seconds: seconds)
  }

  /// Runs the animation for `left`, taking from `left` the time it used; when it runs out the phase moves
  /// on (appearing → shown, disappearing → hidden) and the phase that ended is returned.
  mutating func run(_ left: inout VirtualDuration) -> Phase? {
    guard phase == .appearing || phase == .disappearing, remaining.runDown(&left) else { return nil }
    let ended = phase
    phase = ended == .appearing ? .shown : .hidden
    return ended
  }
}
