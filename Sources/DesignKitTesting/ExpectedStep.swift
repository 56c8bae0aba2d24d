import DesignKit

/// What a step should do: the machine's full state after it, its outputs and its animation slot.
///
/// A test's closure changes it from where the tester starts it: in exhaustive mode the state before the step with no
/// outputs and no slot, in non-exhaustive mode what the step did. The machine's state fields read and write
/// directly: `expected.value = .on`, `expected.press.session = .idle`.
@dynamicMemberLookup
public struct ExpectedStep<Machine: InteractionMachine>: Sendable {
  /// The machine's full state after the step.
  public var state: Machine.State
  /// The outputs, in order.
  public var outputs: [MachineOutput]
  /// The slot of the model's `animations` the step uses; nil when nothing visible changes.
  public var slot: AnimationSlot?

  /// An expectation of the state after a step, its outputs and its slot.
  public init(state: Machine.State, outputs: [MachineOutput] = [], slot: AnimationSlot? = nil) {
    self.state = state
    self.outputs = outputs
    self.slot = slot
  }

  /// A field of the expected machine state.
  public subscript<Value>(dynamicMember field: WritableKeyPath<Machine.State, Value>) -> Value {
    get { state[keyPath: field] }
    set { state[keyPath: field] = newValue }
  }
}

extension ExpectedStep: Equatable {}
