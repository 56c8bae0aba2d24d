/// The result of one event that changed something: before and after, outputs, and the animation slot.
public struct Transition<State: Hashable & Sendable, Event: Hashable & Sendable>: Hashable, Sendable {
  /// The machine state before the event.
  public var from: State
  /// The machine state after the event.
  public var to: State
  /// The event.
  public var event: Event
  /// What the owner is told, in order (an inline collection: building it does not allocate).
  public var outputs: MachineOutputs
  /// The animation slot the visual change uses, or nil when nothing visible changes.
  public var slot: AnimationSlot?

  /// Creates a transition.
  public init(
    from: State, to: State, event: Event, outputs: MachineOutputs = MachineOutputs(), slot: AnimationSlot? = nil
  ) {
    self.from = from
    self.to = to
    self.event = event
    self.outputs = outputs
    self.slot = slot
  }
}
