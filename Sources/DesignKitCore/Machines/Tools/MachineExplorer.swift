/// A property every step of a machine must keep; `check` returns a message when the step breaks it.
public struct MachineInvariant<M: ExplorableMachine>: Sendable {
  /// A short name for reports.
  public var name: String
  /// Checks one step: the machine before, the event, the transition it returned, the machine after.
  public var check:
    @Sendable (_ before: M, _ event: M.Event, _ transition: Transition<M.State, M.Event>?, _ after: M) -> String?

  /// Creates an invariant.
  public init(
    _ name: String,
    _ check: @escaping @Sendable (M, M.Event, Transition<M.State, M.Event>?, M) -> String?
  ) {
    self.name = name
    self.check = check
  }

  /// The invariants every machine keeps: consistent transitions, an inert disabled state, an action that
  /// fires at most once and only on release inside (or activation), and a slot for every visible change.
  public static var standard: [MachineInvariant<M>] {
    [
      MachineInvariant("consistent transition") { before, _, t, after in
        guard let t else {
          return before.state == after.state ? nil : "state changed but the transition is nil"
        }
        if t.from != before.state { return "transition.from is not the state before" }
        if t.to != after.state { return "transition.to is not the state after" }
        if t.from == t.to && t.outputs.isEmpty { return "a transition that changes nothing should be nil" }
        return nil
      },
      MachineInvariant("disabled is inert") { _, _, _, after in
        let p = after.probe
        guard p.isDisabled else { return nil }
        if p.hasPressSession || p.showsPressed { return "disabled but pressed" }
        if p.isFocused { return "disabled but focused" }
        if p.isDragging { return "disabled but dragging" }
        if p.isHovered { return "disabled but hovered" }
        return nil
      },
      MachineInvariant("action fires once, on release inside") { before, event, t, after in
        let fired = t?.outputs.filter { $0 == .actionFired }.count ?? 0
        if fired > 1 { return "action fired \(fired) times in one step" }
        guard fired == 1 else { return nil }
        if M.isActivation(event) && !before.probe.hasPressSession { return nil }
        if before.probe.hasPressSession && before.probe.isPointerInside && !after.probe.hasPressSession { return nil }
        return "action fired without a press released inside"
      },
      MachineInvariant("visible change has a slot") { before, _, t, after in
        guard before.visualState != after.visualState, t?.slot == nil, !before.changeNeedsNoAnimation(to: after) else {
          return nil
        }
        return "visual state \(before.visualState) → \(after.visualState) without an animation slot"
      },
    ]
  }
}

/// An invariant broken by the shortest event sequence the explorer found.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// The invariant's name.
  public var invariant: String
  /// What went wrong.
  public var message: String
  /// The state the sequence starts from.
  public var start: String
  /// The events, in order; the last one breaks the invariant.
  public var events: [String]

  /// Creates a violation.
  public init(invariant: String, message: String, start: String, events: [String]) {
    self.invariant = invariant
    self.message = message
    self.start = start
    self.events = events
  }

  public var description: String {
    "\(invariant): \(message) (from \(start) after \(events.joined(separator: ", ")))"
  }
}

/// A state the explorer reached, with the shortest way there.
public struct ExploredState<M: ExplorableMachine>: Sendable {
  /// The machine in that state.
  public var machine: M
  /// The state the path starts from.
  public var start: M.State
  /// The shortest event sequence from `start`.
  public var path: [M.Event]
}

/// What an exploration found.
public struct ExplorationReport<M: ExplorableMachine>: Sendable {
  /// Every reached state, in breadth-first order (so each path is a shortest one).
  public var states: [ExploredState<M>]
  /// The number of (state, event) steps tried.
  public var steps: Int
  /// Broken invariants, shortest sequence first; at most one per invariant.
  public var violations: [InvariantViolation]
  /// Declared visual states never reached.
  public var unreachedVisualStates: [M.VisualState]
  /// The depth explored.
  public var depth: Int

  /// Whether no invariant broke and every declared visual state was reached.
  public var isClean: Bool { violations.isEmpty && unreachedVisualStates.isEmpty }
}

/// Breadth-first exploration of every state reachable from a machine's starts under its event alphabet.
///
/// At each step it checks the invariants and determinism (the same event on the same state gives the
/// same transition twice); afterwards it checks that every declared visual state was reached.
public struct MachineExplorer<M: ExplorableMachine>: Sendable {
  /// The tunables the machines are built with.
  public var parameters: M.Parameters
  /// The longest event sequence tried.
  public var depth: Int
  /// The events tried in every state.
  public var alphabet: [M.Event]
  /// The invariants checked at every step.
  public var invariants: [MachineInvariant<M>]

  /// An explorer; the alphabet defaults to the machine's and the invariants to the standard ones.
  public init(
    parameters: M.Parameters, depth: Int = 6, alphabet: [M.Event] = M.explorationAlphabet,
    invariants: [MachineInvariant<M>] = MachineInvariant<M>.standard
  ) {
    self.parameters = parameters
    self.depth = depth
    self.alphabet = alphabet
    self.invariants = invariants
  }

  /// Explores from `starts` (by default the machine's exploration starts).
  public func run(from starts: [M]? = nil) -> ExplorationReport<M> {
    var seen = Set<M.State>()
    var states: [ExploredState<M>] = []
    var reachedVisual = Set<M.VisualState>()
    var violations: [InvariantViolation] = []
    var broken = Set<String>()
    var steps = 0

    for m in starts ?? M.explorationStarts(parameters: parameters) where seen.insert(m.state).inserted {
      states.append(ExploredState(machine: m, start: m.state, path: []))
      reachedVisual.insert(m.visualState)
    }
    var frontier = 0..<states.count
    for _ in 0..<max(0, depth) {
      let levelEnd = states.count
      for i in frontier {
        let node = states[i]
        for event in alphabet {
          steps += 1
          var after = node.machine
          let t = after.send(event)
          var again = node.machine
          let t2 = again.send(event)
          var problems: [(String, String)] = []
          if t != t2 || after.state != again.state || after.visualState != again.visualState {
            problems.append(("deterministic", "the same event on the same state gave different results"))
          }
          for inv in invariants where !broken.contains(inv.name) {
            if let message = inv.check(node.machine, event, t, after) { problems.append((inv.name, message)) }
          }
          for (name, message) in problems where broken.insert(name).inserted {
            violations.append(
              InvariantViolation(
                invariant: name, message: message, start: node.start.description,
                events: (node.path + [event]).map(\.description)))
          }
          reachedVisual.insert(after.visualState)
          if seen.insert(after.state).inserted {
            states.append(ExploredState(machine: after, start: node.start, path: node.path + [event]))
          }
        }
      }
      frontier = levelEnd..<states.count
      if frontier.isEmpty { break }
    }
    let unreached = M.declaredVisualStates.filter { !reachedVisual.contains($0) }
    return ExplorationReport(
      states: states, steps: steps, violations: violations, unreachedVisualStates: unreached, depth: depth)
  }
}
