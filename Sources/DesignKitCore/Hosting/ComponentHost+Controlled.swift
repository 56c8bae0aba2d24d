import DesignKitValues

extension ComponentHost {
  /// Whether the component's value can be controlled by its owner: its machine reports a value and takes the
  /// owner's (`bindingChanged`).
  public static var isControllable: Bool {
    C.Machine.Event.eventForms.contains { $0.hasPrefix("bindingChanged(") }
  }

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
    let outputs = step.transition.outputs
    guard let proposed = outputs.lazy.compactMap(\.changedValue).last else {
      // A presentation's presence is its owner's too: a dismissal asked for (controlled) or made, or an appearance
      // made, is proposed as off or on; the owner's answer is sent back when it differs from what the machine did.
      guard let presence = Self.presence(proposedBy: outputs) else { return step }
      let held = decide(presence)
      let follow = outputs.contains(.dismissRequested) ? held == .off : held != presence
      if follow, let event = Self.ownerEvent(for: held) { _ = send(event) }
      return step
    }
    let held = decide(proposed)
    guard held != proposed, let follow = Self.ownerEvent(for: held) else { return step }
    _ = session.send(follow)
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
      guard let presence = Self.presence(proposedBy: step.transition.outputs) else { continue }
      let held = decide(presence)
      if held != presence, let event = Self.ownerEvent(for: held), let back = send(event) { steps.append(back) }
    }
    return steps
  }

  /// The owner's value changed (the binding was set from outside): the machine takes it, animating as the model
  /// says for a change of value; nil when it already holds it or takes no owner's value.
  @discardableResult
  public mutating func ownerValueChanged(to value: MachineValue) -> ComponentTransition<C>? {
    guard session.value != value, let event = Self.ownerEvent(for: value) else { return nil }
    return send(event)
  }

  /// The presence `outputs` propose to the owner: off for a dismissal asked for or made, on for an appearance.
  static func presence(proposedBy outputs: MachineOutputs) -> MachineValue? {
    if outputs.contains(.dismissRequested) || outputs.contains(.dismissed) { return .off }
    return outputs.contains(.presented) ? .on : nil
  }

  /// The machine's event that sets the owner's value (`bindingChanged(on)`, `bindingChanged(2)`; on and off are
  /// `true` and `false` to a presentation).
  static func ownerEvent(for value: MachineValue) -> C.Machine.Event? {
    if value == .on || value == .off, let presence = C.Machine.Event(name: "bindingChanged(\(value == .on))") {
      return presence
    }
    let argument: String
    switch value {
    case .state(let name): argument = name
    case .number(let n): argument = JSONWriter.format(n)
    case .text(let text): argument = EventName.quoted(text)
    case .range(let lower, let upper): argument = "\(JSONWriter.format(lower)), \(JSONWriter.format(upper))"
    }
    return C.Machine.Event(name: "bindingChanged(\(argument))")
  }
}
