extension Transition {
  /// The transition of an event, or nil when the state stayed the same and nothing was reported.
  init?(changedFrom from: State, to: State, event: Event, outputs: MachineOutputs, slot: AnimationSlot?) {
    guard from != to || !outputs.isEmpty else { return nil }
    self.init(from: from, to: to, event: event, outputs: outputs, slot: slot)
  }
}
