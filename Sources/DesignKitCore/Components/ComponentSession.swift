import DesignKitValues

/// A component's machine driven with its model: each event yields the machine's transition, the visual states
/// before and after, and the animation the model assigns to the transition's slot; the transition's outputs go to
/// the session's output handler (the component's callbacks), each followed by the sensory feedback the model's
/// `misc.haptics` chooses for it (`.haptic(.impactLight)` after `actionFired`).
public struct ComponentSession<C: ComponentDefinition>: Sendable {
  /// The model the component is configured with.
  public let model: C.Model
  /// The machine.
  public private(set) var machine: C.Machine
  /// Where in the model's tree the model that styles this session is (see `ConfiguredComponent.modelPath`).
  public let modelPath: [String]
  /// The layout direction the component is shown in: in right to left, the left and right arrow keys swap before a
  /// machine whose arrows move along a row sees them (`ExplorableMachine.arrowKeysFollowLayoutDirection`), and the
  /// step still names the key that was pressed. A host sets it from its environment, as `SessionTester` and
  /// `designkit simulate --rtl` do.
  public var layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight
  /// The platform the component runs on: a haptic the model gives per platform (`PlatformTable<Haptic>`, none on
  /// macOS as in VComponents 8.1) plays as this platform's. A host sets it from its environment, as `SessionTester`
  /// and `designkit simulate --platform` do. Setting it gives the machine the platform's tunables where its parameters
  /// carry some per platform (a half modal's detents: `ExplorableMachine.adopt(platform:)`).
  public var platform: StyleEnvironment.Platform = .iOS { didSet { machine.adopt(platform: platform) } }
  private let animations: StyleNode?
  /// The model's haptic table: one `Haptic` per output name.
  private let haptics: StyleNode?
  private let onOutput: @Sendable (MachineOutput) -> Void

  /// A session with the default model at rest in `state` (its value and enabled-ness; transient interaction counts
  /// as enabled), after `events` were sent unreported.
  ///
  /// `parameters` default to the model's; `modelPath` names the model inside `model` whose animations apply (a
  /// typed component's type). It cannot fail: the catalog tests check every default model.
  public init(
    restingIn state: C.Machine.VisualState, parameters: C.Machine.Parameters? = nil, modelPath: [String] = [],
    after events: [C.Machine.Event] = [], onOutput: @escaping @Sendable (MachineOutput) -> Void = { _ in }
  ) {
    let model = C.Model()
    self.init(
      model: model, tree: try? DefaultTrees.tree(for: C.Model.self),
      machine: C.Machine(parameters: parameters ?? C.machineParameters(for: model), restingIn: state),
      modelPath: modelPath, after: events, onOutput: onOutput)
  }

  /// A session with `model` at rest in `state` after `events`; throws the problems `C.validate(model)` finds (an
  /// opacity of 1.5, a timing curve with x1 outside 0...1, a cell of a state the component never shows), so a session
  /// never runs on values a preset could not hold.
  public init(
    model: C.Model, restingIn state: C.Machine.VisualState, parameters: C.Machine.Parameters? = nil,
    modelPath: [String] = [], after events: [C.Machine.Event] = [],
    onOutput: @escaping @Sendable (MachineOutput) -> Void = { _ in }
  ) throws(DiagnosticList) {
    try self.init(
      model: model, machine: C.Machine(parameters: parameters ?? C.machineParameters(for: model), restingIn: state),
      modelPath: modelPath, after: events, onOutput: onOutput)
  }

  /// A session driving `machine` as it is (a machine an instance set up from its content), after `events`; throws
  /// the problems `C.validate(model)` finds.
  public init(
    model: C.Model, machine: C.Machine, modelPath: [String] = [], after events: [C.Machine.Event] = [],
    onOutput: @escaping @Sendable (MachineOutput) -> Void = { _ in }
  ) throws(DiagnosticList) {
    self.init(
      model: model, tree: try C.checkedTree(of: model), machine: machine, modelPath: modelPath, after: events,
      onOutput: onOutput)
  }

  /// A session with a model already checked, and its tree (for the animations).
  init(
    model: C.Model, tree: StyleNode?, machine: C.Machine, modelPath: [String], after events: [C.Machine.Event],
    onOutput: @escaping @Sendable (MachineOutput) -> Void
  ) {
    self.model = model
    self.machine = machine
    self.modelPath = modelPath
    for event in events { _ = self.machine.send(event) }
    animations = tree?.node(at: modelPath + ["animations"])
    haptics = tree?.node(at: modelPath + ["misc", "haptics"])
    self.onOutput = onOutput
  }

  /// The current visual state.
  public var state: C.Machine.VisualState { machine.visualState }
  /// The value the component's `valueChanged` outputs report, as it is now (`.on`, `0.6`, `.range(lower:upper:)`,
  /// a selected index); nil for a component without one.
  public var value: MachineValue? { machine.currentValue }

  /// Handles one event; nil when nothing changed.
  public mutating func send(_ event: C.Machine.Event) -> ComponentTransition<C>? {
    let before = machine.visualState
    let mirrors = layoutDirection == .rightToLeft && machine.arrowKeysFollowLayoutDirection
    guard var transition = machine.send(mirrors ? event.mirroringHorizontalArrowKeys() : event) else { return nil }
    transition.event = event
    let after = machine.visualState
    if haptics != nil { transition.outputs = withHaptics(transition.outputs) }
    for output in transition.outputs { onOutput(output) }
    return ComponentTransition(
      transition: transition, fromState: before, toState: after,
      animation: animation(for: transition.slot, in: after))
  }

  /// `outputs` with the haptic the model chooses for each one after it (none for `silent` or an output the table
  /// does not name).
  private func withHaptics(_ outputs: MachineOutputs) -> MachineOutputs {
    var result = MachineOutputs()
    for output in outputs {
      result.append(output)
      if case .choice(let name, _)? = haptics?.node(at: [output.name]).map(onPlatform),
        let haptic = Haptic(rawValue: name),
        haptic != .silent
      {
        result.append(.haptic(haptic))
      }
    }
    return result
  }

  /// `node`'s cell for the session's platform when it is a platform table (a haptic per platform), else `node`.
  private func onPlatform(_ node: StyleNode) -> StyleNode {
    guard case .table(let table) = node, table.dimension == StyleEnvironment.Platform.dimensionName else { return node }
    return table.entries.first { $0.name == platform.rawValue }?.node ?? node
  }

  /// The animation the model assigns to `slot` (a field of the model's `animations`), resolved for `state` when
  /// the model gives one per state; `.none` when the model has no such slot.
  public func animation(for slot: AnimationSlot?, in state: C.Machine.VisualState) -> AnimationSpec {
    guard let slot, let node = animations?.node(at: [slot.rawValue]),
      case .animation(let spec) = node.resolved(for: state.selection)
    else { return .none }
    return spec
  }
}

/// One step of a component session.
public struct ComponentTransition<C: ComponentDefinition>: Sendable {
  /// The machine's transition.
  public var transition: Transition<C.Machine.State, C.Machine.Event>
  /// The visual state before the event.
  public var fromState: C.Machine.VisualState
  /// The visual state after the event.
  public var toState: C.Machine.VisualState
  /// The animation from the model for the transition's slot.
  public var animation: AnimationSpec
}
