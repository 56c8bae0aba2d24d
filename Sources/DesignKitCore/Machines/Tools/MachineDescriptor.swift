import DesignKitValues

/// A running machine of any family, driven by event names (for the CLI and tools).
public struct AnyMachine: Sendable {
  private var base: any ExplorableMachine
  /// The virtual time of the last event, in seconds.
  public private(set) var time: Double = 0

  init(_ base: any ExplorableMachine) { self.base = base }

  /// The current state's description.
  public var stateDescription: String { base.stateText }
  /// The current visual state's name.
  public var visualStateName: String { base.visualText }

  /// Sends the event named `name` (after moving the clock to `time`, if given and later).
  ///
  /// Returns the rows of what time alone did on the way (each visible change, at the moment it happened, marked
  /// `byClock`) and of the event itself.
  /// - Throws: a `Diagnostic` (`unknownEvent`) listing the valid event forms, with the nearest names.
  public mutating func send(eventNamed name: String, at time: Double? = nil) throws(Diagnostic) -> [TraceRow] {
    var rows: [TraceRow] = []
    if let time, time > self.time {
      rows += base.passTime(from: self.time, to: time)
      self.time = time
    }
    rows.append(try base.sendRow(named: name, at: self.time))
    return rows
  }
}

extension ExplorableMachine {
  fileprivate var stateText: String { state.description }
  fileprivate var visualText: String { visualState.description }

  /// The rows of the visible changes time alone makes from `start` to `end`, each at the moment it happens.
  fileprivate mutating func passTime(from start: Double, to end: Double) -> [TraceRow] {
    guard Self.clockEvent(advancingTo: end) != nil else { return [] }
    return ClockSteps.run(
      &self, from: start, to: end,
      tick: { machine, t in Self.clockEvent(advancingTo: t).map { machine.row(for: $0, at: t) } },
      isVisible: { $0.changed && ($0.visualBefore != $0.visualAfter || !$0.outputs.isEmpty || $0.slot != nil) }
    ).map { row, _ in
      var row = row
      row.byClock = true
      return row
    }
  }

  fileprivate mutating func sendRow(named name: String, at time: Double) throws(Diagnostic) -> TraceRow {
    guard let event = Event(name: name) else {
      throw .unknownEvent(named: name, forms: Event.eventForms, for: String(describing: Self.self))
    }
    return row(for: event, at: time)
  }

  fileprivate mutating func row(for event: Event, at time: Double) -> TraceRow {
    let before = state.description
    let visualBefore = visualState.description
    let t = send(event)
    return TraceRow(
      event: event.description, time: time, stateBefore: before, stateAfter: state.description,
      visualBefore: visualBefore, visualAfter: visualState.description, outputs: t.map { Array($0.outputs) } ?? [],
      slot: t?.slot?.rawValue, changed: t != nil)
  }
}

/// A machine family for tools: its name, states and events, a factory, and the generic tools over it.
public struct MachineDescriptor: Sendable {
  /// The machine's name (`press`, `checkbox`, `slider`, …).
  public let name: String
  /// The family it belongs to (`buttons`, `state pickers`, `value pickers`, …).
  public let family: String
  /// One sentence saying what it drives.
  public let summary: String
  /// The names of its declared visual states.
  public let visualStateNames: [String]
  /// The event forms it accepts (`keyDown(<key>)`, `clockAdvanced(to: <seconds>)`).
  public let eventForms: [String]
  /// The exploration alphabet, by event name.
  public let alphabet: [String]
  /// The Swift type of the machine (components name their machine by it).
  public let machineType: String
  private let factory: @Sendable (String?) throws(Diagnostic) -> AnyMachine
  private let tabulate: @Sendable (Int) -> TransitionTable
  private let exploreAll: @Sendable (Int) -> ExplorationSummary
  /// The alphabet's events whose printed name does not parse back to the same event (empty when names round-trip).
  let eventsThatDoNotRoundTrip: [String]

  /// Describes `M` built with `parameters`.
  public init<M: ExplorableMachine>(
    _ type: M.Type, name: String, family: String, summary: String, parameters: M.Parameters
  ) {
    self.name = name
    self.family = family
    self.summary = summary
    visualStateNames = M.declaredVisualStates.map(\.description)
    eventForms = M.Event.eventForms
    alphabet = M.explorationAlphabet.map(\.description)
    eventsThatDoNotRoundTrip = M.explorationAlphabet.filter { M.Event(name: $0.description) != $0 }.map(\.description)
    // `_typeName`, not `String(describing:)`: the same text without asking the runtime whether the metatype
    // conforms to the description protocols (each such first question scans every conformance record).
    machineType = _typeName(M.self, qualified: false)
    factory = { (resting: String?) throws(Diagnostic) -> AnyMachine in
      guard let resting else {
        return AnyMachine(
          M(parameters: parameters, restingIn: M.declaredVisualStates.first ?? M.VisualState.allStates[0]))
      }
      guard let visual = M.VisualState(name: resting) else {
        throw .unknown(
          .unknownState, "state", named: resting, among: M.declaredVisualStates.map(\.description), in: " for \(name)")
      }
      return AnyMachine(M(parameters: parameters, restingIn: visual))
    }
    tabulate = { depth in
      let report = MachineExplorer<M>(parameters: parameters, depth: depth, invariants: []).run()
      var rows: [TransitionTableRow] = []
      for node in report.states where node.path.count < depth {
        for event in M.explorationAlphabet {
          var m = node.machine
          guard let t = m.send(event) else { continue }
          rows.append(
            TransitionTableRow(
              state: node.machine.state.description, visualState: node.machine.visualState.description,
              event: event.description, nextState: m.state.description, nextVisualState: m.visualState.description,
              outputs: Array(t.outputs), slot: t.slot?.rawValue))
        }
      }
      return TransitionTable(
        machine: name, depth: depth, stateCount: report.states.count, alphabetCount: M.explorationAlphabet.count,
        rows: rows)
    }
    exploreAll = { depth in
      let r = MachineExplorer<M>(parameters: parameters, depth: depth).run()
      let problems =
        r.violations.map(\.description) + r.unreachedVisualStates.map { "visual state \($0) is never reached" }
      return ExplorationSummary(states: r.states.count, steps: r.steps, problems: problems)
    }
  }

  /// A machine at rest in the visual state named `restingIn` (default: the first declared state).
  /// - Throws: a `Diagnostic` (`unknownState`) naming the valid states.
  public func makeMachine(restingIn: String? = nil) throws(Diagnostic) -> AnyMachine { try factory(restingIn) }

  /// The machine's states and events as text.
  public func describe() -> String {
    """
    \(name) (\(family)): \(summary)
    visual states: \(visualStateNames.joined(separator: ", "))
    events: \(eventForms.joined(separator: ", "))

    """
  }

  /// The transition table over every state reachable within `depth` events of the resting states.
  public func transitionTable(depth: Int = 3) -> TransitionTable { tabulate(depth) }

  /// Runs `events` from rest (in `restingIn`), each at the matching time of `times` if given.
  ///
  /// Before an event with a later time the clock advances; that clock step gets its own row when it
  /// changed something (a timer fired).
  /// - Throws: a `Diagnostic` for an unknown event or state, or when `times` and `events` differ in length.
  public func simulate(events: [String], at times: [Double]? = nil, restingIn: String? = nil) throws(Diagnostic)
    -> [TraceRow]
  {
    if let times, times.count != events.count {
      throw .eventTimesMismatch(events: events.count, times: times.count)
    }
    var machine = try makeMachine(restingIn: restingIn)
    var rows: [TraceRow] = []
    for (i, name) in events.enumerated() {
      do {
        rows += try machine.send(eventNamed: name, at: times?[i])
      } catch {
        var d = error
        d.path = JSONPath.root.appending(index: i)
        throw d
      }
    }
    return rows
  }

  /// Explores the machine to `depth` with the standard invariants; returns the counts and any problems.
  public func explore(depth: Int) -> ExplorationSummary { exploreAll(depth) }
}

/// What exploring a machine found: how far it went and what broke.
public struct ExplorationSummary: Hashable, Sendable {
  /// The states reached.
  public var states: Int
  /// The events sent.
  public var steps: Int
  /// Invariant violations and unreached visual states, as text; empty when the machine is sound.
  public var problems: [String]
}
