import DesignKitValues

/// What the owner of a controlled value answered to what the machine proposed.
public struct OwnerDecision: Hashable, Sendable, CustomStringConvertible {
  /// What the machine proposed: its new value, or a presentation's presence (off for a dismissal asked for or
  /// made, on for an appearance).
  public var proposed: MachineValue
  /// The value the owner holds afterwards: the proposal when it accepts, its own value when it refuses.
  public var held: MachineValue

  /// A decision.
  public init(proposed: MachineValue, held: MachineValue) {
    self.proposed = proposed
    self.held = held
  }

  /// Whether the owner refused: the component shows and reports `held`, not the proposal.
  public var isRefusal: Bool { proposed != held }

  /// `refused by the owner (keeps on)` or `accepted by the owner`, as `designkit simulate` prints it.
  public var description: String {
    isRefusal ? "refused by the owner (proposed \(proposed), keeps \(held))" : "accepted by the owner"
  }
}

extension ComponentSession {
  /// Asks the owner of a controlled value (`decide`) about what `outputs` propose, and tells the machine the
  /// owner's answer: a refused value is taken back (`bindingChanged` with the owner's value), a dismissal asked for
  /// happens only when the owner accepts it, and a presence the owner does not keep is undone (a dismissed sheet
  /// presents again). The decision (nil when the outputs propose nothing) and the step the answer made, if any.
  package mutating func askOwner(
    about outputs: MachineOutputs, decide: (MachineValue) -> MachineValue
  ) -> (decision: OwnerDecision, answer: ComponentTransition<C>?)? {
    if let proposed = outputs.lazy.compactMap(\.changedValue).last {
      let held = decide(proposed)
      guard held != proposed, let event = C.ownerEvent(for: held) else {
        return (OwnerDecision(proposed: proposed, held: held), nil)
      }
      return (OwnerDecision(proposed: proposed, held: held), send(event))
    }
    guard let presence = C.presence(proposedBy: outputs) else { return nil }
    let held = decide(presence)
    let follow = outputs.contains(.dismissRequested) ? held == .off : held != presence
    let answer = follow ? C.ownerEvent(for: held).flatMap { send($0) } : nil
    return (OwnerDecision(proposed: presence, held: held), answer)
  }
}

extension ComponentSession {
  /// The steps `step` makes when the value is controlled by `decide` (nil: uncontrolled, `step` alone), each with
  /// the owner's decision it carries: a refused value is undone within the step (it ends where the owner's value
  /// is, as a host draws it); what the answer to a presence made (presenting again, dismissing) is a step of its own.
  package mutating func steps(
    answering step: ComponentTransition<C>, decide: ((MachineValue) -> MachineValue)?
  ) -> [(step: ComponentTransition<C>, owner: OwnerDecision?)] {
    guard let decide, let (decision, answer) = askOwner(about: step.transition.outputs, decide: decide) else {
      return [(step, nil)]
    }
    if decision.isRefusal, answer != nil, step.transition.outputs.contains(where: { $0.changedValue != nil }) {
      var settled = step
      settled.toState = state
      return [(settled, decision)]
    }
    return [(step, decision)] + (answer.map { [($0, nil)] } ?? [])
  }
}

extension ComponentDefinition {
  /// Whether the component's value can be controlled by its owner: its machine reports a value and takes the
  /// owner's (`bindingChanged`).
  public static var isControllable: Bool {
    Machine.Event.eventForms.contains { $0.hasPrefix("bindingChanged(") }
  }

  /// The presence `outputs` propose to the owner: off for a dismissal asked for or made, on for an appearance.
  package static func presence(proposedBy outputs: MachineOutputs) -> MachineValue? {
    if outputs.contains(.dismissRequested) || outputs.contains(.dismissed) { return .off }
    return outputs.contains(.presented) ? .on : nil
  }

  /// The machine's event that sets the owner's value (`bindingChanged(on)`, `bindingChanged(2)`,
  /// `bindingChanged(0.2, 0.8)`; on and off are `true` and `false` to a presentation).
  package static func ownerEvent(for value: MachineValue) -> Machine.Event? {
    if value == .on || value == .off, let presence = Machine.Event(name: "bindingChanged(\(value == .on))") {
      return presence
    }
    let argument: String
    switch value {
    case .state(let name): argument = name
    case .number(let n): argument = JSONWriter.format(n)
    case .text(let text): argument = EventName.quoted(text)
    case .range(let lower, let upper): argument = "\(JSONWriter.format(lower)), \(JSONWriter.format(upper))"
    }
    return Machine.Event(name: "bindingChanged(\(argument))")
  }
}

/// How a simulated owner answers what a controlled component proposes (`SimulationOptions.owner`).
public struct OwnerRule: Sendable {
  private let refuses: @Sendable (MachineValue) -> Bool

  /// An owner that refuses the proposals `refuses` picks, keeping the value it holds, and accepts the rest.
  public init(refusing refuses: @escaping @Sendable (MachineValue) -> Bool) { self.refuses = refuses }

  /// An owner that accepts every proposal.
  public static let acceptsAll = OwnerRule { _ in false }

  /// An owner that refuses the proposals written `values` (as traces print them: `off`, `2`, `0.5`, `0.2…0.8`,
  /// text with or without its quotes; `any` refuses every one) and accepts the rest.
  public static func refusing(_ values: [String]) -> OwnerRule {
    OwnerRule { proposed in
      values.contains { text in
        text == "any" || text == proposed.description || text == proposed.textValue
          || (Double(text) != nil && Double(text) == proposed.numberValue)
      }
    }
  }

  /// The owner's answer to `proposed` while it holds `held` (the component's value before the event; nil for a
  /// presentation, whose presence a refusal keeps as it was).
  public func answer(to proposed: MachineValue, holding held: MachineValue?) -> MachineValue {
    guard refuses(proposed) else { return proposed }
    if let held { return held }
    return proposed == .off ? .on : .off
  }
}
