import DesignKitValues

/// One host for a component's input, time and frames: it owns the component's session (its machine, driven by
/// events), its style timeline (the resolved style animating between states with the model's animations) and its
/// drawing; feed it events and time, and read the frame at any instant.
///
/// It is platform-neutral and reads no clock, no file and no setting of its own: the embedder (a UI toolkit's view,
/// a filmstrip, a test) owns time and tells it the time with `advance(to:)`. Events happen at the host's current
/// time. A frame is the resolved style, the motion of the drawing's moving parts (how far a presentation has come, how
/// far a spinner has turned), the drawing with that motion applied and the drawing laid out.
///
/// ```swift
/// var host = try ComponentHost(VModal(state: .dismissed, title: "Settings"))
/// host.send(.bindingChanged(true))          // presenting, at time 0
/// let halfway = try host.frame(at: 0.1)     // the sheet on its way in
/// host.advance(to: 1)                       // the appear animation ends: presented
/// ```
public struct ComponentHost<C: DrawableComponent>: Sendable {
  /// The machine session (the model, the machine, the animations of its slots).
  public internal(set) var session: ComponentSession<C>
  /// The environment styles resolve and drawings lay out in; `environmentChanged(to:)` changes it.
  public private(set) var environment: StyleEnvironment
  /// The width the embedder offers (nil: the drawing's ideal width): frames and input are laid out in it.
  public var proposedWidth: Double?
  /// The height the embedder offers (nil: the drawing's ideal height).
  public var proposedHeight: Double?
  /// The current time in seconds; it starts at 0 and only moves forward.
  public private(set) var now: Double = 0
  /// When the last event that changed something happened; frames are read from then on.
  public internal(set) var lastChange: Double = 0
  let tree: StyleNode
  var timeline: StyleTimeline
  private let colorInterpolation: ColorInterpolation
  /// The touch sequence under way, for `handle(_:)`.
  var gesture = HostGesture()
  private let draw:
    @Sendable (C.Machine.VisualState, C.Machine, ResolvedStyle, DrawingMotion, StyleEnvironment) throws(Diagnostic) ->
      Drawing
  /// The presented fraction's animation: from where the last change of presence found it toward that presence's end.
  var presenceMotion: Clocked
  /// The animation of the last change of visual state, and when (a spinner's loop).
  var stateMotion: Clocked

  /// A host for `component`: its model, state and content, its callbacks called by the machine's outputs; throws the
  /// problems `model.validate()` finds. A component created in a state its model animates with a loop (a spinning
  /// spinner) runs that loop from time 0.
  public init(
    _ component: C, environment: StyleEnvironment = .standard, colorInterpolation: ColorInterpolation = .linearSRGB
  ) throws(DiagnosticList) {
    let session = try component.session()
    let tree = try component.model.checkedTree()
    self.init(
      session: session, tree: tree, modelPath: component.modelPath, environment: environment,
      colorInterpolation: colorInterpolation
    ) {
      state, machine, style, motion, environment throws(Diagnostic) in
      var shown = component.following(machine)
      shown.state = state
      return try shown.drawing(style: style, environment: environment).applyingMotion(
        motion, measurer: environment.textMeasurer)
    }
  }

  /// A host of a checked session and its model's tree (the instance's model at `modelPath`), drawn by `draw`.
  init(
    session: ComponentSession<C>, tree: StyleNode, modelPath: [String], environment: StyleEnvironment,
    colorInterpolation: ColorInterpolation = .linearSRGB,
    draw:
      @escaping @Sendable (C.Machine.VisualState, C.Machine, ResolvedStyle, DrawingMotion, StyleEnvironment)
      throws(Diagnostic) -> Drawing
  ) {
    self.session = session
    self.session.layoutDirection = environment.layoutDirection
    self.session.platform = environment.platform
    self.tree = tree
    self.environment = environment
    self.draw = draw
    self.colorInterpolation = colorInterpolation
    timeline = StyleTimeline(
      at: tree.resolved(for: session.state.selection, in: environment), colorInterpolation: colorInterpolation)
    presenceMotion = .none
    presenceMotion.to = session.state.presence.map { Self.presentedEnd(of: $0) } ?? 1
    stateMotion = .none
    // The loop the model runs in the resting state, if any: the first animation that repeats forever.
    if case .object(let fields)? = tree.node(at: modelPath + ["animations"])?.resolved(for: session.state.selection),
      let loop = fields.lazy.compactMap({ field -> AnimationSpec? in
        guard case .animation(let spec) = field.value, spec.repeats == .forever else { return nil }
        return spec
      }).first
    {
      let spec = environment.reduceMotion ? loop.reducedMotion() : loop
      stateMotion = Clocked(start: 0, evaluator: AnimationEvaluator(spec))
    }
  }

  /// The current visual state.
  public var state: C.Machine.VisualState { session.state }

  /// Moves the host into `environment` (the user switched to dark, a larger text size, right to left): the style
  /// is the new environment's at once, with no animation, as the platform restyles its own controls; what is
  /// running (a presentation, a spinner's loop) goes on.
  public mutating func environmentChanged(to environment: StyleEnvironment) {
    guard environment != self.environment else { return }
    self.environment = environment
    session.layoutDirection = environment.layoutDirection
    session.platform = environment.platform
    timeline = StyleTimeline(
      at: tree.resolved(for: session.state.selection, in: environment), colorInterpolation: colorInterpolation)
    lastChange = now
  }

  /// Handles `event` at the current time: the machine's transition (its outputs reach the component's callbacks),
  /// and the style starts animating toward the new state with the model's animation; nil when nothing changed.
  @discardableResult
  public mutating func send(_ event: C.Machine.Event) -> ComponentTransition<C>? {
    guard let step = session.send(event) else { return nil }
    record(step)
    return step
  }

  /// Moves the clock to `time` (a time not later than now changes nothing): a timed machine sees the clock advance
  /// (a presentation's appear animation ends, a toast's display time runs out). The transitions that caused.
  @discardableResult
  public mutating func advance(to time: Double) -> [ComponentTransition<C>] {
    guard time.isFinite, time > now else { return [] }
    now = time
    guard let tick = C.Machine.clockEvent(advancingTo: time), let step = session.send(tick) else { return [] }
    record(step)
    return [step]
  }

  mutating func record(_ step: ComponentTransition<C>) {
    timeline.transition(
      to: tree.resolved(for: step.toState.selection, in: environment), with: step.animation, at: now,
      reduceMotion: environment.reduceMotion)
    let animation = environment.reduceMotion ? step.animation.reducedMotion() : step.animation
    let clocked = Clocked(start: now, evaluator: AnimationEvaluator(animation))
    if let before = step.fromState.presence, let after = step.toState.presence, before != after,
      !(before == .appearing && after == .shown), !(before == .disappearing && after == .hidden)
    {
      // A new presentation starts where the running one is (a dismissal halfway in reverses from there); the end
      // of a running one (appearing → shown) keeps it running to its end.
      var motion = clocked
      motion.from = presentedFraction(at: now)
      motion.to = Self.presentedEnd(of: after)
      presenceMotion = motion
    }
    if step.fromState != step.toState { stateMotion = clocked }
    lastChange = now
  }

  /// The fraction `presence` moves toward: 1 while appearing or shown, 0 while disappearing or hidden.
  private static func presentedEnd(of presence: Presence) -> Double {
    presence == .appearing || presence == .shown ? 1 : 0
  }

  /// The presented fraction at `time`: 1 for a component that is not presented.
  private func presentedFraction(at time: Double) -> Double {
    guard state.presence != nil else { return 1 }
    return presenceMotion.value(at: time)
  }

  /// When everything started so far has settled (infinite while something loops).
  public var settleTime: Double {
    let loops = stateMotion.evaluator.duration == .infinity
    return loops ? .infinity : max(timeline.settleTime, presenceMotion.start + presenceMotion.evaluator.duration)
  }

  /// The motion of the drawing's moving parts at `time`: the presented fraction following the model's animation for
  /// the change of presence (from where an interrupted one was), the turn from the progress of the running loop (a
  /// spinner's `spin`).
  public func motion(at time: Double) -> DrawingMotion {
    let presented = presentedFraction(at: time)
    let loops = stateMotion.evaluator.duration == .infinity
    return DrawingMotion(
      presented: presented, turn: loops ? stateMotion.progress(at: time) : 0,
      reducesMotion: environment.reduceMotion)
  }

  /// The frame at `time` (nil: now), in the current state, showing what the machine drives as the clock would have it
  /// at `time` (a marquee's offset); a time before the last change reads as that change's time. `proposedWidth` and
  /// `proposedHeight` are the size the embedder offers (nil: the host's `proposedWidth` and `proposedHeight`, and the
  /// drawing's ideal size where those are nil too).
  public func frame(at time: Double? = nil, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    throws(Diagnostic) -> HostFrame
  {
    let proposedWidth = proposedWidth ?? self.proposedWidth
    let proposedHeight = proposedHeight ?? self.proposedHeight
    let t = max(time ?? now, lastChange)
    let (style, motion, drawing) = try drawn(at: t)
    let laidOut = DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .layout(drawing, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
    return HostFrame(
      time: t, state: state.selection, style: style, motion: motion, drawing: drawing, laidOut: laidOut)
  }
}

extension ComponentHost {
  /// The style, motion and drawing at `t` (not before the last change), before layout.
  func drawn(at t: Double) throws(Diagnostic) -> (ResolvedStyle, DrawingMotion, Drawing) {
    let style = timeline.sample(at: t)
    let motion = motion(at: t)
    // A copy of the machine runs to `t`, so a frame between clock events shows where a leg or a roll has come. A
    // value the clock would change (a held stepper repeating) is not shown before `advance(to:)` makes it, which
    // tells the callbacks and asks a controlling owner: a frame never shows a value its owner may refuse.
    var machine = session.machine
    if t > now, let tick = C.Machine.clockEvent(advancingTo: t), let step = machine.send(tick),
      step.outputs.contains(where: { $0.changedValue != nil })
    {
      machine = session.machine
    }
    return (style, motion, try draw(state, machine, style, motion, environment))
  }
}

/// One frame of a hosted component: what to show at an instant.
public struct HostFrame: Sendable, Equatable {
  /// The instant, in seconds.
  public var time: Double
  /// The visual state.
  public var state: StateSelection
  /// The resolved style at that instant (between two states' styles while an animation runs).
  public var style: ResolvedStyle
  /// The motion of the drawing's moving parts.
  public var motion: DrawingMotion
  /// The drawing, its moving parts placed for `motion`.
  public var drawing: Drawing
  /// The drawing laid out.
  public var laidOut: LaidOutDrawing
}

/// An animation started at a time, moving a value from `from` to `to`.
struct Clocked: Sendable {
  var start: Double
  var evaluator: AnimationEvaluator
  var from = 0.0
  var to = 1.0
  static let none = Clocked(start: 0, evaluator: AnimationEvaluator(.none))
  func progress(at t: Double) -> Double { evaluator.value(at: t - start) }
  func value(at t: Double) -> Double { from + (to - from) * progress(at: t) }
}
