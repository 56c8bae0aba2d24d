/// A component's machine driven with its model: each event yields the machine's transition, the visual states
/// before and after, and the animation the model assigns to the transition's slot.
public struct ComponentSession<C: ComponentDefinition>: Sendable {
  /// The model the component is configured with.
  public let model: C.Model
  /// The machine.
  public private(set) var machine: C.Machine
  private let animations: StyleNode?

  /// A session at rest in `state` (its value and enabled-ness; transient interaction counts as enabled).
  public init(model: C.Model = C.Model(), restingIn state: C.Machine.VisualState) {
    self.init(model: model, machine: C.Machine(parameters: C.machineParameters(for: model), restingIn: state))
  }

  /// A session driving `machine` (built from an instance's content) with `model`'s animations.
  public init(model: C.Model, machine: C.Machine) {
    self.model = model
    self.machine = machine
    animations = (try? StyleTreeEncoder.node(for: model))?.node(at: ["animations"])
  }

  /// The current visual state.
  public var state: C.Machine.VisualState { machine.visualState }

  /// Handles one event; nil when nothing changed.
  public mutating func send(_ event: C.Machine.Event) -> ComponentTransition<C>? {
    let before = machine.visualState
    guard let transition = machine.send(event) else { return nil }
    let after = machine.visualState
    return ComponentTransition(
      transition: transition, fromState: before, toState: after,
      animation: animation(for: transition.slot, in: after))
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
