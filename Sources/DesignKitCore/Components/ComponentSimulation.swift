import DesignKitValues

/// One step of a simulated event sequence: what happened, the state before and after, outputs, animation,
/// and the frames of the animated style until it settles or the next event interrupts it.
public struct SimulationStep: Sendable {
  /// When the event happened (seconds on the virtual clock).
  public var time: Double
  /// The event's name (for a step time made, the clock event that moved the machine's clock).
  public var event: String
  /// Whether time passing made the step (a long press firing, a toast's display time running out), not an event:
  /// traces print `(time passes)` for it.
  public var byClock = false
  /// Whether the event changed nothing (the machine ignored it where it was): traces print `changes nothing (stays
  /// <state>)` for it rather than leaving it out, so a user sees the event arrived.
  public var changesNothing = false
  /// The visual state before.
  public var stateBefore: String
  /// The visual state after.
  public var stateAfter: String
  /// What the machine reported.
  public var outputs: [MachineOutput]
  /// The animation slot of the transition.
  public var slot: String?
  /// The model's animation for that slot.
  public var animation: AnimationSpec
  /// The frames after the transition (empty unless frames were requested).
  public var frames: [SimulationFrame]
  /// What the owner of a controlled value answered to the step's proposal (nil: the component ran uncontrolled, or
  /// the step proposed nothing); a refusal is already undone in `stateAfter`.
  public var owner: OwnerDecision? = nil
}

extension SimulationStep {
  /// The step a session's transition makes at `time`, without frames; `byClock` when time passing made it.
  public init<C: ComponentDefinition>(_ step: ComponentTransition<C>, at time: Double, byClock: Bool = false) {
    self.time = time
    self.byClock = byClock
    event = step.transition.event.description
    stateBefore = step.fromState.description
    stateAfter = step.toState.description
    outputs = Array(step.transition.outputs)
    slot = step.transition.slot?.rawValue
    animation = step.animation
    frames = []
  }
}

extension SimulationStep {
  /// The step of `event` arriving at `time` and changing nothing: the component stays in `state`.
  public init(unchanged event: String, state: String, at time: Double, animation: AnimationSpec = .none) {
    self.time = time
    self.event = event
    changesNothing = true
    stateBefore = state
    stateAfter = state
    outputs = []
    slot = nil
    self.animation = animation
    frames = []
  }
}

/// One frame: the time and the style values that changed since the previous frame.
public struct SimulationFrame: Sendable {
  /// The frame's time.
  public var time: Double
  /// The leaves that changed, with their new values.
  public var changes: [(path: String, value: ResolvedStyle)]
}

/// Options for a simulation.
public struct SimulationOptions: Sendable {
  /// Times of the events (one per event), in seconds. Nil: each event 0.1 s after the one before, or when the
  /// animation that one started settles if that is later; a clock event (`timePassed(0.5)`) moves the clock by
  /// itself and the next event follows it at once.
  public var times: [Double]?
  /// Frames per second for animation frames, up to `maxFramesPerSecond` (a higher rate is taken as that, as
  /// `designkit simulate --fps` allows no more); nil, zero, negative or not finite for no frames.
  public var framesPerSecond: Double?
  /// The highest frame rate a simulation samples at: 1000 frames per second, a frame a millisecond. Finer frames
  /// show nothing a display could, and at a rate such as 1e308 the sampling limit would be spent on one instant.
  public static let maxFramesPerSecond = 1000.0
  /// The environment styles resolve in.
  public var environment: StyleEnvironment
  /// How colors interpolate.
  public var colorInterpolation: ColorInterpolation
  /// The most frames printed after one event; at most ten times as many are sampled (frames that change nothing are
  /// not printed), so an animation that repeats forever without a visible change still ends.
  public var maxFramesPerStep: Int
  /// The owner of the component's value, when it runs controlled (nil: it keeps its own value), asked as
  /// `ComponentHost.send(_:decide:)` asks it: each value an event makes the machine propose (and a presentation's
  /// presence: off for a dismissal asked for or made, on for an appearance). A refused value is taken back within
  /// the step, which says `refused by the owner`. Time passing is not asked.
  public var owner: OwnerRule? = nil

  /// Creates options.
  public init(
    times: [Double]? = nil, framesPerSecond: Double? = nil, environment: StyleEnvironment = .standard,
    colorInterpolation: ColorInterpolation = .linearSRGB, maxFramesPerStep: Int = 600
  ) {
    self.times = times
    self.framesPerSecond = framesPerSecond
    self.environment = environment
    self.colorInterpolation = colorInterpolation
    self.maxFramesPerStep = maxFramesPerStep
  }
}
