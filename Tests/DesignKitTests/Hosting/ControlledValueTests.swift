import DesignKit
import Testing

@testable import DesignKitCore

/// Values their owner controls, for every registered component whose machine reports a value and takes its owner's
/// (`bindingChanged`): the machine proposes, the owner refuses (nothing shows or reports the proposal), accepts (the
/// proposal is the value) or changes the value itself (it is drawn).
@Suite struct ControlledValueTests {
  /// The drawable components whose machine reports a value and takes its owner's. Presentations and toasts, whose
  /// presence is owned, are `HostInputTests`' (their machines report no value); text inputs and code entry report
  /// their text once the text-carrying machines land (branch `text`), and join then.
  static let controllable = Catalog.registry.components.filter { component in
    component.hasDrawing && component.eventForms.contains { $0.hasPrefix("bindingChanged(") }
      && ((try? component.host(tree: component.defaultTree()))?.value != nil)
  }

  /// Components whose value only their owner sets: no event of theirs proposes one.
  static let ownerOnly: Set = ["VRollingCounter"]

  /// The shortest run of the machine's exploration events (at most three, none of them the owner's) after which
  /// the last one proposes a value, from where the component's host starts.
  static func proposal(for component: RegisteredComponent, from host: AnyComponentHost) throws -> (
    prefix: AnyComponentHost, event: String, proposed: MachineValue
  )? {
    let alphabet = try Catalog.registry.machine(named: component.name).alphabet.filter {
      !$0.hasPrefix("bindingChanged(")
    }
    var level: [AnyComponentHost] = [host]
    for _ in 0..<3 {
      var next: [AnyComponentHost] = []
      for start in level {
        for event in alphabet {
          var probe = start
          guard let step = try probe.send(named: event) else { continue }
          if let proposed = step.outputs.lazy.compactMap(\.changedValue).last {
            return (start, event, proposed)
          }
          next.append(probe)
        }
      }
      level = next
    }
    return nil
  }

  /// The drawing once what `host` started has settled (a loop is looked at 2 s on).
  static func settled(_ host: AnyComponentHost) throws -> Drawing {
    try host.frame(at: min(host.settleTime, host.now + 2)).drawing
  }

  @Test(arguments: controllable.map(\.name).filter { !ownerOnly.contains($0) })
  func aRefusedProposalNeverShowsAndAnAcceptedOneIsTheValue(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let host = try #require(try component.host(tree: component.defaultTree()))
    let (start, event, proposed) = try #require(
      try Self.proposal(for: component, from: host), "\(name): no event of its machine proposes a value")
    let held = try #require(start.value, "\(name) reports no value before \(event)")

    var uncontrolled = start
    _ = try uncontrolled.send(named: event)
    let proposalDrawing = try Self.settled(uncontrolled)

    var refusing = start
    let refused = try refusing.send(named: event) { _ in held }
    let step = try #require(refused, "\(name): \(event) changed nothing")
    #expect(
      step.owner == OwnerDecision(proposed: proposed, held: held), "\(name): the owner is asked once, after \(event)")
    #expect(
      refusing.value == held,
      "\(name): refused \(proposed) after \(event), yet it reports \(refusing.value.map { "\($0)" } ?? "nil")")
    let kept = try Self.settled(refusing)
    if kept != proposalDrawing {
      let now = refusing.now
      for k in 0...30 {
        let t = now + Double(k) / 30
        #expect(
          try refusing.frame(at: t).drawing != proposalDrawing, "\(name): the refused \(proposed) shows at t=\(t)")
      }
    }

    var accepting = start
    _ = try accepting.send(named: event) { $0 }
    #expect(accepting.value == proposed, "\(name): accepted \(proposed) after \(event)")
    #expect(
      try Self.settled(accepting) == proposalDrawing, "\(name): the accepted value is drawn as it is uncontrolled")
  }

  @Test(arguments: controllable.map(\.name))
  func theOwnersOwnValueIsTakenAndDrawn(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let host = try #require(try component.host(tree: component.defaultTree()))
    // An owner-only value is set to something it does not hold yet.
    let proposed: MachineValue
    if Self.ownerOnly.contains(name) {
      proposed = host.value == 7 ? 8 : 7
    } else {
      proposed = try #require(try Self.proposal(for: component, from: host)).proposed
    }
    var owned = host
    let taken = owned.ownerValueChanged(to: proposed)
    let step = try #require(taken, "\(name): the owner's \(proposed) changed nothing")
    #expect(step.outputs.allSatisfy { $0.changedValue == nil }, "\(name): the owner is not told its own value")
    #expect(owned.value == proposed, "\(name): the owner's \(proposed) is not its value")
    #expect(try Self.settled(owned) != Self.settled(host), "\(name): the owner's \(proposed) is not drawn")
  }
}
