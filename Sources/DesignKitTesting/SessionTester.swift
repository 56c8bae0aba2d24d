import DesignKit
import Testing

/// Drives a component's machine, configured with a model, through events and virtual time, and checks every step
/// against what the test expects: the machine's full state, the typed outputs and the animation slot.
///
///     var tester = SessionTester(VToggle(title: "Wi-Fi"))
///     tester.send(.pointerDown) { $0.press.session = .pointer(inside: true) }
///     tester.send(.pointerUp) {
///       $0.value = .on
///       $0.press.session = .idle
///       $0.outputs = [.actionFired, .valueChanged(.on)]
///       $0.slot = .stateChange
///     }
///
/// Exhaustive by default: a change the test did not expect fails it, with the fields that differ and the changes
/// it did not assert. A failure goes to the reporter (Swift Testing's `Issue.record` at the failing call).
/// Aspects: `SessionTester+Animation.swift` (styles and samples), `SessionTester+Golden.swift` (golden traces),
/// `SessionTester+Presets.swift` (models from presets).
public struct SessionTester<C: ComponentDefinition>: Sendable {
  /// What one step should do.
  public typealias Expected = ExpectedStep<C.Machine>

  /// The model the component is configured with.
  public var model: C.Model { session.model }
  /// The environment styles resolve in (color scheme, contrast, Dynamic Type, Reduce Motion) and the session runs in
  /// (in right to left the left and right arrow keys swap for a control laid out along a row).
  public let environment: StyleEnvironment
  /// Whether unasserted changes fail a step.
  public var exhaustivity: Exhaustivity
  /// The virtual time of the last step, in seconds from the start.
  public var now: Double { elapsed.seconds }
  /// What the component told its owner so far: the callbacks a real owner would have received.
  public private(set) var callbacks = SessionCallbacks()
  /// Every step that changed something, as `designkit simulate` reports it.
  public private(set) var trace: [SimulationStep] = []
  /// The owner of the component's value, when it runs controlled (nil: it keeps its own value): asked with each
  /// value the machine proposes (and a presentation's presence: off for a dismissal asked for or made, on for an
  /// appearance), it answers the value it holds afterwards, the proposal to accept it, its own value to refuse it.
  /// A refused value is taken back in the same step, so the step's state is the owner's value and its outputs still
  /// carry the proposal (the owner was asked); the trace says `refused by the owner`.
  ///
  ///     var tester = SessionTester(VStretchedToggleButton(title: "Bold", isOn: true))
  ///     tester.decide = { $0 == .off ? .on : $0 }   // an owner that never lets it go off
  public var decide: (@Sendable (MachineValue) -> MachineValue)?

  var session: ComponentSession<C>
  /// The component the tester was made from (nil: from a type and a model), whose drawing positions hit.
  var instance: C?
  /// The hit tester of `pressed(at:)` and what follows it, made at the first positioned touch.
  var pointer: (any SessionPointer<C>)?
  /// Where the positioned touch under way went down.
  var touchStart = HostPoint.zero
  /// The virtual time of the last step, exact to the clock's microsecond so that steps add up without float noise.
  private var elapsed = VirtualDuration.zero
  let reporter: FailureReporter
  let tree: StyleNode?
  var timeline: StyleTimeline?
  /// The time and animation of the last step that changed something.
  var lastChange: (time: Double, animation: AnimationSpec) = (0, .none)

  /// A tester for a component type configured with `model`, at rest in `state`.
  public init(
    _ component: C.Type = C.self, model: C.Model = C.Model(), restingIn state: C.Machine.VisualState,
    environment: StyleEnvironment = .standard, exhaustivity: Exhaustivity = .exhaustive,
    reporter: FailureReporter = .issueRecord,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      starting: { () throws(DiagnosticList) in try ComponentSession(model: model, restingIn: state) },
      otherwise: ComponentSession(restingIn: state), environment: environment, exhaustivity: exhaustivity,
      reporter: reporter,
      at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A tester driving the session `start` makes; when the model is invalid (a negative size built in Swift) the
  /// failure is reported where the tester is made and the steps run `fallback`, so that one mistake is reported once.
  init(
    starting start: () throws(DiagnosticList) -> ComponentSession<C>,
    otherwise fallback: @autoclosure () -> ComponentSession<C>, environment: StyleEnvironment,
    exhaustivity: Exhaustivity, reporter: FailureReporter, at location: Testing.SourceLocation
  ) {
    do {
      session = try start()
    } catch {
      session = fallback()
      reporter(
        "\(C.componentName): the model is not valid:\n" + error.diagnostics.map { "  \($0)" }.joined(separator: "\n"),
        at: location)
    }
    session.layoutDirection = environment.layoutDirection
    session.platform = environment.platform
    self.environment = environment
    self.exhaustivity = exhaustivity
    self.reporter = reporter
    do {
      let tree = try StyleTreeEncoder.node(for: session.model).node(at: session.modelPath)
      self.tree = tree
      timeline = tree.map { StyleTimeline(at: $0.resolved(for: session.state.selection, in: environment)) }
    } catch {
      tree = nil
      reporter("\(C.componentName): the model has no style tree, so styles cannot be sampled: \(error)", at: location)
    }
  }

  /// The machine's full state after the last step: what each step's expectation is compared with.
  public var state: C.Machine.State { session.machine.state }
  /// The visual state the component shows.
  public var visualState: C.Machine.VisualState { session.state }
  /// The value the component reports in `valueChanged` (`.on`, `0.6`, `.range(lower:upper:)`, a selected index), as
  /// it is after the last step; nil for a component without one.
  public var value: MachineValue? { session.value }

  /// Sends `event` and checks the step against `expect`, which changes the expectation (see `ExpectedStep`).
  public mutating func send(
    _ event: C.Machine.Event, _ expect: (inout Expected) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    step(
      event, named: event.description, expect,
      at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Lets `seconds` of virtual time pass (timers fire: a long press, a minimum pressed look) and checks the step
  /// like `send`.
  public mutating func advance(
    by seconds: Double, _ expect: (inout Expected) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard seconds.isFinite, seconds > 0 else {
      reporter("advance(by: \(seconds)): time only moves forward, by a finite number of seconds", at: location)
      return
    }
    elapsed = elapsed + VirtualDuration(seconds: seconds)
    step(
      C.Machine.clockEvent(advancingTo: now), named: "advance(by: \(seconds.secondsText))", byClock: true, expect,
      at: location)
  }

  /// Runs one step (`event` nil: time passed for a machine without a clock) and reports a mismatch.
  private mutating func step(
    _ event: C.Machine.Event?, named name: String, byClock: Bool = false, _ expect: (inout Expected) -> Void,
    at location: Testing.SourceLocation
  ) {
    step(event.map { [$0] } ?? [], named: name, byClock: byClock, expect, at: location)
  }

  /// Runs `events` as one step (a touch at a point can mean several: a move and a release) and reports a mismatch
  /// of their combined change; the slot is the last change's.
  mutating func step(
    _ events: [C.Machine.Event], named name: String, byClock: Bool = false, _ expect: (inout Expected) -> Void,
    at location: Testing.SourceLocation
  ) {
    let before = Expected(state: state)
    var outputs: [MachineOutput] = []
    var slot: AnimationSlot?
    for event in events {
      guard let change = session.send(event) else { continue }
      let answered = session.steps(answering: change, decide: decide)
      for (step, owner) in answered { record(step, byClock: byClock, owner: owner) }
      outputs += answered.flatMap { Array($0.step.transition.outputs) }
      slot = change.transition.slot
    }
    let actual = Expected(state: state, outputs: outputs, slot: slot)
    // Exhaustive: the test states every change from the state before. Non-exhaustive: its changes are applied to
    // what happened, so only what it states can differ.
    let start = exhaustivity == .exhaustive ? before : actual
    var expected = start
    expect(&expected)
    let comparison = StepComparison(expected: expected, actual: actual, before: start)
    let title = "\(C.componentName), \(name) at t=\(now.secondsText)"
    if let message = comparison.message(for: title, exhaustivity: exhaustivity) { reporter(message, at: location) }
  }

  /// Adds a step that changed something (`byClock`: time passing did) to the trace, the callbacks and the animation
  /// timeline.
  private mutating func record(_ change: ComponentTransition<C>, byClock: Bool, owner: OwnerDecision? = nil) {
    var step = SimulationStep(change, at: now, byClock: byClock)
    step.owner = owner
    trace.append(step)
    callbacks.record(change.transition.outputs)
    lastChange = (now, change.animation)
    if let tree {
      let (time, environment) = (now, environment)
      let target = tree.resolved(for: change.toState.selection, in: environment)
      timeline?.transition(to: target, with: change.animation, at: time, reduceMotion: environment.reduceMotion)
    }
  }
}

extension SessionTester where C: ConfiguredComponent {
  /// A tester for a component as constructed: it starts exactly where `component.session()` starts (the value,
  /// range and step, selection, loading, presentation and the animations of its model and type), and the machine's
  /// outputs reach the component's callbacks as they would in the app.
  public init(
    _ component: C, environment: StyleEnvironment = .standard, exhaustivity: Exhaustivity = .exhaustive,
    reporter: FailureReporter = .issueRecord,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      starting: { () throws(DiagnosticList) in try component.session() },
      otherwise: ComponentSession(
        restingIn: component.state, parameters: component.machineParameters, modelPath: component.modelPath,
        after: component.restingEvents),
      environment: environment, exhaustivity: exhaustivity, reporter: reporter,
      at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    instance = component
  }
}

extension Double {
  /// Seconds as the shortest decimal, to the microsecond the virtual clock counts in (`0.5`, `2`).
  var secondsText: String { VirtualDuration(seconds: self).description }
}
