import DesignKitValues

/// A `ComponentHost` of any registered component, driven by event names: what tools that know a component by its
/// name (filmstrips, the CLI) embed. Make one with `RegisteredComponent.host(tree:environment:content:)`.
public struct AnyComponentHost: Sendable {
  private var box: any HostBox

  init(_ box: any HostBox) { self.box = box }

  /// The current time in seconds.
  public var now: Double { box.now }
  /// When the last event that changed something happened.
  public var lastChange: Double { box.lastChange }
  /// The current visual state.
  public var state: StateSelection { box.stateSelection }
  /// When everything started so far has settled (infinite while something loops).
  public var settleTime: Double { box.settleTime }

  /// Handles the event named `name` (`pointerDown`, `bindingChanged(true)`) at the current time: the step it made,
  /// or nil when nothing changed; a diagnostic listing the machine's events for a name it does not know.
  public mutating func send(named name: String) throws(Diagnostic) -> SimulationStep? {
    try box.send(named: name)
  }

  /// Handles the event named `name` with the value controlled by its owner (`ComponentHost.send(_:decide:)`): the
  /// step it made, with the owner's decision, or nil when nothing changed.
  public mutating func send(named name: String, decide: (MachineValue) -> MachineValue) throws(Diagnostic)
    -> SimulationStep?
  {
    try box.send(named: name, decide: decide)
  }

  /// The value the component reports (`ComponentHost.session.value`); nil for a component without one.
  public var value: MachineValue? { box.value }

  /// The owner's value changed (`ComponentHost.ownerValueChanged(to:)`): the step it made, or nil.
  @discardableResult
  public mutating func ownerValueChanged(to value: MachineValue) -> SimulationStep? { box.ownerChanged(to: value) }

  /// Handles `input` at the current time (`ComponentHost.handle(_:)`): the steps its events made.
  @discardableResult
  public mutating func handle(_ input: HostInput) -> [SimulationStep] { box.handleInput(input) }

  /// Moves the clock to `time`: the steps a timed machine made.
  @discardableResult
  public mutating func advance(to time: Double) -> [SimulationStep] { box.advanceClock(to: time) }

  /// The frame at `time` (nil: now); see `ComponentHost.frame(at:proposedWidth:proposedHeight:)`.
  public func frame(at time: Double? = nil, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    throws(Diagnostic) -> HostFrame
  {
    try box.frame(at: time, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
  }
}

/// What `AnyComponentHost` needs of a typed host.
protocol HostBox: Sendable {
  var now: Double { get }
  var lastChange: Double { get }
  var stateSelection: StateSelection { get }
  var settleTime: Double { get }
  var value: MachineValue? { get }
  mutating func send(named name: String) throws(Diagnostic) -> SimulationStep?
  mutating func send(named name: String, decide: (MachineValue) -> MachineValue) throws(Diagnostic) -> SimulationStep?
  mutating func ownerChanged(to value: MachineValue) -> SimulationStep?
  mutating func advanceClock(to time: Double) -> [SimulationStep]
  mutating func handleInput(_ input: HostInput) -> [SimulationStep]
  func frame(at time: Double?, proposedWidth: Double?, proposedHeight: Double?) throws(Diagnostic) -> HostFrame
}

extension ComponentHost: HostBox {
  var stateSelection: StateSelection { state.selection }

  var value: MachineValue? { session.value }

  mutating func send(named name: String) throws(Diagnostic) -> SimulationStep? {
    send(try Self.event(named: name)).map { SimulationStep($0, at: now) }
  }

  mutating func send(named name: String, decide: (MachineValue) -> MachineValue) throws(Diagnostic) -> SimulationStep? {
    var decision: OwnerDecision?
    let step = send(try Self.event(named: name)) { proposed in
      let held = decide(proposed)
      decision = OwnerDecision(proposed: proposed, held: held)
      return held
    }
    return step.map {
      var simulated = SimulationStep($0, at: now)
      simulated.owner = decision
      return simulated
    }
  }

  mutating func ownerChanged(to value: MachineValue) -> SimulationStep? {
    ownerValueChanged(to: value).map { SimulationStep($0, at: now) }
  }

  /// The machine's event named `name`, or a diagnostic listing its events.
  private static func event(named name: String) throws(Diagnostic) -> C.Machine.Event {
    guard let event = C.Machine.Event(name: name) else {
      throw .unknownEvent(named: name, forms: C.Machine.Event.eventForms, for: C.componentName)
    }
    return event
  }

  mutating func advanceClock(to time: Double) -> [SimulationStep] {
    advance(to: time).map { SimulationStep($0, at: now, byClock: true) }
  }

  mutating func handleInput(_ input: HostInput) -> [SimulationStep] {
    handle(input).map { SimulationStep($0, at: now) }
  }

  /// A host of the component's gallery samples (`galleryPreviews`, or the one showing `content`) with the model of
  /// `tree`, resting in the machine's first state.
  static func previews(tree: StyleNode, environment: StyleEnvironment, content: [String: String]) throws(Diagnostic)
    -> ComponentHost<C>
  {
    let model: C.Model
    do {
      model = try StyleTreeDecoder.value(C.Model.self, from: tree)
    } catch {
      throw Diagnostic(styleTreeError: error)
    }
    let session = ComponentSession<C>(
      model: model, tree: tree,
      machine: C.Machine(parameters: C.machineParameters(for: model), restingIn: C.Machine.VisualState.allStates[0]),
      modelPath: C.defaultModelPath, after: [], onOutput: { _ in })
    return ComponentHost(session: session, tree: tree, modelPath: C.defaultModelPath, environment: environment) {
      state, machine, style, motion, environment throws(Diagnostic) in
      try C.previewDrawing(
        selection: state.selection, style: style, environment: environment, content: content, motion: motion,
        machine: machine, tree: tree)
    }
  }
}
