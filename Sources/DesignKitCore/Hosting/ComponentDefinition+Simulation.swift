import DesignKitValues

extension ComponentDefinition {
  /// Runs named events through this component's machine with the model of `tree`, from `initialState`.
  static func simulate(events: [String], tree: StyleNode, options: SimulationOptions) throws(Diagnostic)
    -> [SimulationStep]
  {
    var parsed: [PlannedEvent<Machine.Event>] = []
    for name in events {
      if let touch = try PlannedEvent<Machine.Event>.touch(named: name) {
        parsed.append(touch)
        continue
      }
      guard let event = Machine.Event(name: name) else {
        throw .unknownEvent(named: name, forms: Machine.Event.eventForms, for: componentName)
      }
      parsed.append(.event(event))
    }
    if let times = options.times {
      guard times.count == events.count else {
        throw .eventTimesMismatch(events: events.count, times: times.count)
      }
      guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), times.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        throw Diagnostic(.invalidValue, "event times must be finite, >= 0 and in increasing order")
      }
    }
    let model: Model
    do {
      model = try StyleTreeDecoder.value(Model.self, from: tree)
    } catch {
      throw Diagnostic(styleTreeError: error)
    }
    var session = ComponentSession<Self>(
      model: model, tree: tree,
      machine: Machine(parameters: machineParameters(for: model), restingIn: initialState),
      modelPath: defaultModelPath, after: [], onOutput: { _ in })
    let env = options.environment
    session.layoutDirection = env.layoutDirection
    session.platform = env.platform
    var timeline = StyleTimeline(
      at: tree.resolved(for: session.state.selection, in: env), colorInterpolation: options.colorInterpolation)
    var steps: [SimulationStep] = []
    var now = 0.0
    let fps = options.framesPerSecond.flatMap {
      $0 > 0 && $0.isFinite ? min($0, SimulationOptions.maxFramesPerSecond) : nil
    }

    /// Frames of the last step from its time until `limit` (exclusive) or until it settles.
    func emitFrames(upTo limit: Double) {
      // An event that changed nothing interrupts no animation: the frames stay with the step that started it.
      guard let fps, let last = steps.lastIndex(where: { !$0.changesNothing }) else { return }
      let start = steps[last].time
      var previous = timeline.sample(at: start)
      var k = 1
      while steps[last].frames.count < options.maxFramesPerStep, k / 10 <= options.maxFramesPerStep {
        let t = start + Double(k) / fps
        k += 1
        if t >= limit { break }
        let current = timeline.sample(at: t)
        let changes = zip(current.leaves, previous.leaves).filter { $0.0.value != $0.1.value }.map {
          (path: $0.0.path, value: $0.0.value)
        }
        if !changes.isEmpty { steps[last].frames.append(SimulationFrame(time: t, changes: changes)) }
        previous = current
        if timeline.isSettled(at: t) { break }
      }
    }

    func record(_ step: ComponentTransition<Self>, at time: Double, byClock: Bool = false, owner: OwnerDecision? = nil)
    {
      emitFrames(upTo: time)
      timeline.transition(
        to: tree.resolved(for: step.toState.selection, in: env), with: step.animation, at: time,
        reduceMotion: env.reduceMotion)
      var simulated = SimulationStep(step, at: time, byClock: byClock)
      simulated.owner = owner
      steps.append(simulated)
    }

    /// Moves the machine's clock from `start` to `end`: each visible change time alone makes on the way is a step at
    /// the moment it happens (a long press fires half a second after the press, whenever the next event comes).
    func passTime(from start: Double, to end: Double) {
      let passed = ClockSteps.run(
        &session, from: start, to: end,
        tick: { session, t in Machine.clockEvent(advancingTo: t).flatMap { session.send($0) } },
        isVisible: { $0.fromState != $0.toState || !$0.transition.outputs.isEmpty || $0.transition.slot != nil })
      for (step, t) in passed { record(step, at: t, byClock: true) }
    }

    // Without times, the next event that is not a clock event comes then: 0.1 s after the last event, or when the
    // animation it started settles if that is later.
    var next = 0.0
    let hasClock = Machine.clockEvent(advancingTo: 0) != nil
    // Positions are hit-tested against the drawing of the component's gallery sample, made when first needed.
    var pointer: (any SessionPointer<Self>)?
    var touchStart = HostPoint.zero
    for (i, planned) in parsed.enumerated() {
      let clock = EventName(events[i]).flatMap(ClockEvent.parse)
      let time = options.times?[i] ?? (clock == nil ? next : now)
      if time > now || i == 0 { passTime(from: now, to: time) }
      now = max(now, time)
      // A clock event is time passing: what it causes happens at the moments the clock reaches on the way.
      let start = now
      switch clock {
      case .timePassed(let span)?: now += max(0, span)
      case .clockAdvanced(let target)?: now = max(now, target)
      case nil: break
      }
      if clock != nil, hasClock {
        passTime(from: start, to: now)
      } else {
        var sent: [(event: Machine.Event, written: String?)] = []
        switch planned {
        case .event(let event): sent = [(event, nil)]
        case .touch(let kind, let point):
          if pointer == nil { pointer = samplePointer(tree: tree, environment: env) }
          guard pointer != nil else {
            throw Diagnostic(.invalidValue, "`\(events[i])`: \(componentName) draws nothing, so it takes no positions")
          }
          if kind == .down { touchStart = point }
          let translation = HostPoint(x: point.x - touchStart.x, y: point.y - touchStart.y)
          let input: HostInput =
            switch kind {
            case .down: .touchDown(point)
            case .moved: .touchMoved(point, translation: translation, velocity: .zero)
            case .up: .touchUp(point, translation: translation, velocity: .zero)
            }
          let mapped = pointer?.events(for: input, in: session) ?? []
          sent = mapped.map { ($0, "\(events[i]): \($0)") }
          if mapped.isEmpty {
            let reason = kind == .down ? "outside the hit area" : "no press under way"
            steps.append(
              SimulationStep(unchanged: "\(events[i]): \(reason)", state: session.state.description, at: now))
          }
        }
        for (event, written) in sent {
          let held = session.value
          if let step = session.send(event) {
            let decide = options.owner.map { rule in { rule.answer(to: $0, holding: held) } }
            for (step, owner) in session.steps(answering: step, decide: decide) {
              record(step, at: now, owner: owner)
              if let written { steps[steps.count - 1].event = written }
            }
          } else {
            steps.append(
              SimulationStep(unchanged: written ?? event.description, state: session.state.description, at: now))
          }
        }
      }
      let settle = timeline.settleTime.isFinite ? timeline.settleTime : now
      next = clock == nil ? max(now + 0.1, settle) : now
    }
    emitFrames(upTo: .infinity)
    return steps
  }
}

/// An event of a simulation as written: a machine event, or a touch at a point (`pointerDown@12,30`) that the
/// component's hit test turns into machine events when it comes.
enum PlannedEvent<Event: MachineEvent> {
  /// What a touch at a point does.
  enum Touch { case down, moved, up }
  /// A machine event.
  case event(Event)
  /// A touch going down, moving or lifting at a point in the component's coordinates.
  case touch(Touch, HostPoint)

  /// The touch `name` writes (`pointerDown@12,30`, `pointerMoved@40,30`, `pointerUp@40,30`), nil for a name without
  /// `@`; a diagnostic for a position that is not two finite numbers or an event that takes none.
  static func touch(named name: String) throws(Diagnostic) -> Self? {
    // An `@` inside an event's arguments (`textChanged(to: "ada@home")`) is text, not a position.
    guard let at = name.firstIndex(of: "@") else { return nil }
    let before = name[..<at]
    guard before.filter({ $0 == "(" }).count == before.filter({ $0 == ")" }).count else { return nil }
    let base = String(name[..<at]).trimmingSpaces
    let kinds: [String: Touch] = ["pointerDown": .down, "pointerMoved": .moved, "pointerUp": .up]
    guard let kind = kinds[base] else {
      throw Diagnostic(
        .invalidValue, "`\(name)`: only pointerDown, pointerMoved and pointerUp take a position (`pointerDown@12,30`)")
    }
    let numbers = name[name.index(after: at)...].split(separator: ",", omittingEmptySubsequences: false).map {
      Double(String($0).trimmingSpaces)
    }
    guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
      throw Diagnostic(
        .invalidValue,
        "`\(name)`: a position is two numbers in points, x then y, from the top left of the drawing "
          + "(`\(base)@12,30`)")
    }
    return .touch(kind, HostPoint(x: x, y: y))
  }
}
