import DesignKitValues

/// Whether a marquee's content moves.
public enum MarqueeMotion: String, StateDimension {
  /// At rest: the content fits, Reduce Motion is on, or the marquee is off screen.
  case still
  /// Paused at the start of a leg (the initial delay, or the delay between legs).
  case waiting
  /// A leg runs: the content travels.
  case moving
  public static var dimensionName: String { "motion" }
}

extension MarqueeMotion: ComponentState {}

extension AnimationSlot {
  /// A marquee's leg starts: the content travels with this curve over the leg's duration.
  public static var scroll: AnimationSlot { "scroll" }
}

/// How a marquee's content travels: how far one leg goes, and where the next leg starts.
public protocol MarqueeRule: Sendable {
  /// The distance (points) of one leg for content `content` points wide in a container `container` points wide,
  /// with `spacing` points between wrapped copies and the content inset by `inset` points from each edge.
  static func legDistance(content: Double, container: Double, spacing: Double, inset: Double) -> Double
  /// Whether each leg runs back the way the last one came (bouncing) rather than starting over (wrapping).
  static var reversesEachLeg: Bool { get }
}

/// A bouncing marquee: the content travels until its far end shows inside the inset, waits, and travels back.
public enum BouncingMarqueeRule: MarqueeRule {
  public static func legDistance(content: Double, container: Double, spacing: Double, inset: Double) -> Double {
    content + 2 * inset - container
  }
  public static var reversesEachLeg: Bool { true }
}

/// A wrapping marquee: the content travels by its own width plus the inset and the spacing (VComponents 8.1's
/// cycle), so that a copy following it that far behind takes its place, waits, and goes again.
public enum WrappingMarqueeRule: MarqueeRule {
  public static func legDistance(content: Double, container: Double, spacing: Double, inset: Double) -> Double {
    content + inset + spacing
  }
  public static var reversesEachLeg: Bool { false }
}

/// Tunables of a marquee.
public struct MarqueeParameters: Sendable, Hashable {
  /// Points per second the content travels.
  public var velocity: Double = 20
  /// Seconds every leg lasts whatever its distance; nil derives it from `velocity`.
  public var legDuration: Double? = nil
  /// Seconds it waits before every leg, the first one included.
  public var delay: Double = 1
  /// Seconds it waits before its first leg, on top of `delay`.
  public var initialDelay: Double = 1
  /// Points between the content and its wrapped copy.
  public var spacing: Double = 20
  /// Points the content is inset from each edge of its container: content fits when it fits inside the insets.
  public var inset: Double = 0

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a marquee.
public enum MarqueeEvent: ClockCarrying, EventNameParsing {
  /// The content or the container was measured anew (widths in points, along the direction of travel).
  case sizesChanged(content: Double, container: Double)
  /// Reduce Motion was turned on (true) or off.
  case reduceMotionChanged(Bool)
  /// The marquee came on screen.
  case appeared
  /// The marquee left the screen.
  case disappeared
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "sizesChanged":
      guard n.arguments.count == 2, let c = Double(n.arguments[0]), let w = Double(n.arguments[1]), c.isFinite,
        w.isFinite
      else { return nil }
      return .sizesChanged(content: c, container: w)
    case "reduceMotionChanged": return n.bool.map(Self.reduceMotionChanged)
    case "appeared" where n.arguments.isEmpty: return .appeared
    case "disappeared" where n.arguments.isEmpty: return .disappeared
    default: return ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    [
      "sizesChanged(content: <points>, container: <points>)", "reduceMotionChanged(true|false)", "appeared",
      "disappeared",
    ]
      + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .sizesChanged(let c, let w):
      "sizesChanged(content: \(JSONWriter.format(c)), container: \(JSONWriter.format(w)))"
    case .reduceMotionChanged(let b): "reduceMotionChanged(\(b))"
    case .appeared: "appeared"
    case .disappeared: "disappeared"
    case .clock(let c): c.description
    }
  }
}

/// A marquee's full state.
public struct MarqueeState: Hashable, Sendable, CustomStringConvertible {
  /// The content's width (points).
  public var contentWidth: Double
  /// The container's width (points).
  public var containerWidth: Double
  /// Whether Reduce Motion is on.
  public var reducesMotion = false
  /// Whether the marquee is on screen.
  public var isOnScreen = true
  /// Still, waiting or moving.
  public var motion = MarqueeMotion.still
  /// Time left of the running wait or leg.
  public var remaining: VirtualDuration?
  /// Whether the running or next leg goes back toward the start (bouncing only).
  public var isReversed = false

  public var description: String {
    var parts = [motion.rawValue, "\(JSONWriter.format(contentWidth))/\(JSONWriter.format(containerWidth))"]
    if let r = remaining { parts.append("left=\(r)") }
    if isReversed { parts.append("reversed") }
    if reducesMotion { parts.append("reduce-motion") }
    if !isOnScreen { parts.append("off-screen") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a marquee: content wider than its container (inside the inset) travels on the virtual clock, leg
/// after leg, with a wait of `delay` before each; the first leg waits `initialDelay` more, as VComponents 8.1's
/// repeating animation (its per-leg delay) runs after its initial delay. Content that fits, Reduce Motion and
/// leaving the screen stop it at the start. Which way the content travels is its drawing's, from the model's scroll
/// direction.
///
/// The content's place during a leg is `offset`: how far (points) it has travelled from the start.
public struct MarqueeMachine<Rule: MarqueeRule>: ExplorableMachine {
  /// The tunables.
  public var parameters: MarqueeParameters
  public private(set) var state: MarqueeState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A marquee on screen at rest in `visual`: still with nothing measured, or (waiting, moving) with content
  /// half again as wide as a 200 pt container, at the start of its first wait or leg.
  public init(parameters: MarqueeParameters = MarqueeParameters(), restingIn visual: MarqueeMotion) {
    self.parameters = parameters
    state = MarqueeState(contentWidth: visual == .still ? 0 : 300, containerWidth: visual == .still ? 0 : 200)
    reconcile()
    if visual == .moving, canMove { begin(.moving) }
  }

  public var visualState: MarqueeMotion { state.motion }
  public var probe: MachineProbe { MachineProbe() }

  /// Whether the content fits its container inside the insets.
  public var fits: Bool { state.contentWidth + 2 * max(0, parameters.inset) <= state.containerWidth }

  /// The distance (points) of one leg.
  public var legDistance: Double {
    max(
      0,
      Rule.legDistance(
        content: state.contentWidth, container: state.containerWidth, spacing: parameters.spacing,
        inset: max(0, parameters.inset)))
  }

  /// The duration of one leg: the fixed duration, or the distance at the velocity; zero when it cannot travel.
  public var legDuration: VirtualDuration {
    if let d = parameters.legDuration { return d.isFinite && d > 0 ? VirtualDuration(seconds: d) : .zero }
    let v = parameters.velocity
    return v.isFinite && v > 0 ? VirtualDuration(seconds: legDistance / v) : .zero
  }

  /// Whether the content travels at all.
  public var canMove: Bool { !fits && !state.reducesMotion && state.isOnScreen && !legDuration.isZero }

  /// How far (points) the content has travelled from the start: 0 when still or waiting at the start, up to
  /// `legDistance` at the end of a leg (a reversed leg travels back from there).
  public var offset: Double {
    let full = legDuration
    let done: Double
    switch state.motion {
    case .still: return 0
    case .waiting: done = 0
    case .moving:
      done = full.isZero ? 0 : 1 - Double((state.remaining ?? .zero).microseconds) / Double(full.microseconds)
    }
    return legDistance * (state.isReversed ? 1 - done : done)
  }

  public func changeNeedsNoAnimation(to after: MarqueeMachine) -> Bool {
    // The content keeps its place: a wait starts where it rests, or a leg ends where it stopped.
    after.state.motion == .waiting && state.motion != .waiting
  }

  public mutating func send(_ event: MarqueeEvent) -> Transition<MarqueeState, MarqueeEvent>? {
    let before = state
    switch event {
    case .sizesChanged(let c, let w):
      guard c != state.contentWidth || w != state.containerWidth else { return nil }
      state.contentWidth = max(0, c)
      state.containerWidth = max(0, w)
      // New sizes change the legs: start over from the first wait.
      state.motion = .still
      reconcile()
    case .reduceMotionChanged(let on):
      guard on != state.reducesMotion else { return nil }
      state.reducesMotion = on
      reconcile()
    case .appeared, .disappeared:
      guard state.isOnScreen != (event == .appeared) else { return nil }
      state.isOnScreen = event == .appeared
      reconcile()
    case .clock(let c):
      guard let span = clock.advance(c) else { return nil }
      advance(by: span)
    }
    let slot: AnimationSlot?
    switch (before.motion, state.motion) {
    case (_, .moving) where before.motion != .moving || before.isReversed != state.isReversed: slot = .scroll
    case (let from, .still) where from != .still: slot = .stateChange
    default: slot = nil
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: MachineOutputs(), slot: slot)
  }

  /// Stops the content when it cannot travel, or starts the first wait when it can and is still.
  private mutating func reconcile() {
    if !canMove {
      state.motion = .still
      state.remaining = nil
      state.isReversed = false
    } else if state.motion == .still {
      state.isReversed = false
      state.motion = .waiting
      state.remaining = VirtualDuration(seconds: max(0, parameters.initialDelay) + max(0, parameters.delay))
    }
  }

  private mutating func begin(_ motion: MarqueeMotion) {
    state.motion = motion
    state.remaining = motion == .moving ? legDuration : VirtualDuration(seconds: max(0, parameters.delay))
  }

  /// Runs the waits and legs for `span`, skipping whole cycles so a huge span costs no more than a short one.
  private mutating func advance(by span: VirtualDuration) {
    guard state.motion != .still else { return }
    var left = span
    // Finish the running phase and, if it was a wait, the leg after it: then a wait starts afresh.
    guard runPhase(&left) else { return }
    if state.motion == .moving { guard runPhase(&left) else { return } }
    let leg = legDuration
    let wait = VirtualDuration(seconds: max(0, parameters.delay))
    let period = (leg + wait).microseconds
    if period > 0 {
      let cycles = left.microseconds / period
      left = VirtualDuration(microseconds: left.microseconds % period)
      if Rule.reversesEachLeg && cycles % 2 == 1 { state.isReversed.toggle() }
    }
    if runPhase(&left) { _ = runPhase(&left) }
  }

  /// Runs the current wait or leg for `left`; true when it ended (the next one then began).
  private mutating func runPhase(_ left: inout VirtualDuration) -> Bool {
    guard state.remaining.runDown(&left) else { return false }
    if state.motion == .waiting {
      begin(.moving)
    } else {
      if Rule.reversesEachLeg { state.isReversed.toggle() }
      begin(.waiting)
    }
    return true
  }

  public static var explorationAlphabet: [MarqueeEvent] {
    [
      .sizesChanged(content: 100, container: 200), .sizesChanged(content: 300, container: 200),
      .reduceMotionChanged(true), .reduceMotionChanged(false), .appeared, .disappeared, .timePassed(1),
      .timePassed(5), .timePassed(20),
    ]
  }
}

/// A bouncing marquee (VBouncingMarquee): the content travels to its far end and back.
public typealias BouncingMarqueeMachine = MarqueeMachine<BouncingMarqueeRule>
/// A wrapping marquee (VWrappingMarquee): the content travels by its width and a copy takes its place.
public typealias WrappingMarqueeMachine = MarqueeMachine<WrappingMarqueeRule>
