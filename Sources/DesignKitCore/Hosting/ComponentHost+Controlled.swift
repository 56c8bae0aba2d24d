import DesignKitValues

extension ComponentHost {
  /// Whether the component's value can be controlled by its owner: its machine reports a value and takes the
  /// owner's (`bindingChanged`).
  public static var isControllable: Bool { C.isControllable }

  /// Handles `event` as `send(_:)` does, with the component's value controlled by its owner (a SwiftUI binding, a
  /// controlled input): the machine proposes, the owner decides.
  ///
  /// When the event makes the machine report a new value (`valueChanged`), `decide` is asked with it and answers
  /// the value the owner holds afterwards: the proposal when it accepts, its own value when it refuses. A
  /// presentation's presence is asked the same way, as `.off` when it asks to be dismissed or was dismissed and `.on`
  /// when it was presented: a controlled dismissal happens only when the owner accepts it, and an owner that keeps a
  /// presence the machine left sends it back (a dismissed sheet presents again). A refused
  /// proposal is taken back in the same instant (the machine is told the owner's value), and the style animates
  /// once, from what was shown before the event to the state the machine rests in, so no frame shows the refused
  /// value. The step returned goes from the state before the event to that resting state and still carries the
  /// proposal among its outputs (the owner was asked).
  @discardableResult
  public mutating func send(_ event: C.Machine.Event, decide: (MachineValue) -> MachineValue)
    -> ComponentTransition<C>?
  {
    let before = self
    guard let step = send(event) else { return nil }
    guard let (decision, answer) = session.askOwner(about: step.transition.outputs, decide: decide) else {
      return step
    }
    // A presentation's presence: what the owner's answer made (presenting again, dismissing) animates as usual.
    guard step.transition.outputs.contains(where: { $0.changedValue != nil }) else {
      if let answer { record(answer) }
      return step
    }
    guard decision.isRefusal, answer != nil else { return step }
    timeline = before.timeline
    presenceMotion = before.presenceMotion
    stateMotion = before.stateMotion
    lastChange = before.lastChange
    let settled = ComponentTransition<C>(
      transition: step.transition, fromState: step.fromState, toState: session.state, animation: step.animation)
    record(settled)
    return settled
  }

  /// Handles `input` as `handle(_:)` does, with the value controlled by its owner as `send(_:decide:)` says.
  @discardableResult
  public mutating func handle(_ input: HostInput, decide: (MachineValue) -> MachineValue) -> [ComponentTransition<C>] {
    var steps: [ComponentTransition<C>] = []
    for name in eventNames(for: input) {
      guard let event = C.Machine.Event(name: name), let step = send(event, decide: decide) else { continue }
      steps.append(step)
    }
    return steps
  }

  /// Moves the clock to `time` as `advance(to:)` does, with the presence controlled by its owner: a presentation
  /// the clock finished (`presented`, `dismissed`) is proposed to `decide` as `send(_:decide:)` says.
  @discardableResult
  public mutating func advance(to time: Double, decide: (MachineValue) -> MachineValue) -> [ComponentTransition<C>] {
    var steps = advance(to: time)
    for step in steps {
      guard let (_, answer) = session.askOwner(about: step.transition.outputs, decide: decide), let answer else {
        continue
      }
      record(answer)
      steps.append(answer)
    }
    return steps
  }

  /// The owner's value changed (the binding was set from outside): the machine takes it, animating as the model
  /// says for a change of value; nil when it already holds it or takes no owner's value.
  @discardableResult
  public mutating func ownerValueChanged(to value: MachineValue) -> ComponentTransition<C>? {
    guard session.value != value, let event = C.ownerEvent(for: value) else { return nil }
    return send(event)
  }
}
