import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// A press machine with a planted bug: a disabled control still accepts pointer down.
struct LeakyPressMachine: ExplorableMachine {
  var inner: PressMachine
  var stuck = false
  init(parameters: PressParameters, restingIn visual: InteractionState) {
    inner = PressMachine(parameters: parameters, restingIn: visual)
  }
  var state: String { "\(inner.state) stuck=\(stuck)" }
  var visualState: InteractionState { inner.visualState }
  var probe: MachineProbe {
    var p = inner.probe
    if stuck { p.hasPressSession = true }
    return p
  }
  mutating func send(_ event: PressEvent) -> Transition<String, PressEvent>? {
    let before = state
    if event == .pointerDown && !inner.state.isEnabled {
      stuck = true
      return Transition(from: before, to: state, event: event)
    }
    guard let t = inner.send(event) else { return nil }
    return Transition(from: before, to: state, event: event, outputs: t.outputs, slot: t.slot)
  }
  static var explorationAlphabet: [PressEvent] { PressEvent.explorationAlphabet }
}

@Suite struct MachineToolsTests {
  @Test func explorerFindsTheShortestBreakingSequence() {
    let r = MachineExplorer<LeakyPressMachine>(parameters: PressParameters(), depth: 4).run()
    let v = r.violations.first { $0.invariant == "disabled is inert" }
    #expect(v?.start == "disabled stuck=false")
    #expect(v?.events == ["pointerDown"])
    #expect(!r.isClean)
  }

  @Test func explorerReportsUnreachedVisualStates() {
    let noHover = PressEvent.explorationAlphabet.filter {
      if case .focusHover(.hoverStarted) = $0 { false } else { true }
    }
    let r = MachineExplorer<PressMachine>(parameters: PressParameters(), depth: 4, alphabet: noHover).run()
    #expect(r.unreachedVisualStates == [.hovered])
  }

  @Test(arguments: [
    PressParameters(), PressParameters(longPressDuration: nil),
    PressParameters(minimumPressedDuration: 0.225, touchDelay: 0.15),
    PressParameters(driftTolerance: 0, longPressDuration: 0.25, minimumPressedDuration: 1),
  ])
  func pressVariantsAreClean(parameters: PressParameters) {
    let r = MachineExplorer<PressMachine>(parameters: parameters, depth: 6).run()
    #expect(r.violations == [])
    #expect(r.unreachedVisualStates == [])
  }

  @Test func sameEventsGiveTheSameTrace() throws {
    let events = [
      "pointerDown", "timePassed(0.3)", "pointerExited", "pointerEntered", "clockAdvanced(to: 2)", "pointerUp",
    ]
    for d in MachineCatalog.all where d.name == "press" || d.name == "stepper" || d.name == "toast" {
      let valid = events.filter { name in (try? d.simulate(events: [name])) != nil }
      #expect(try d.simulate(events: valid) == d.simulate(events: valid))
    }
  }

  @Test func simulateInsertsClockRowsWhenTimersFire() throws {
    let d = try MachineCatalog.descriptor(named: "press")
    let rows = try d.simulate(events: ["pointerDown", "pointerUp"], at: [0, 0.8])
    #expect(rows.map(\.byClock) == [false, true, false])
    #expect(rows[1].outputs == [.longPressFired])
    // At the moment the long press fires, not when the next event comes.
    #expect(rows[1].time == 0.5)
    #expect(rows[2].time == 0.8)
    #expect(rows[2].outputs == [])
    #expect(rows[0].visualBefore == "enabled" && rows[0].visualAfter == "pressed")
    #expect(rows[0].slot == "press")
    let text = TraceRow.renderText(rows)
    #expect(text.contains("0.5\t(time passes)  pressed → enabled  outputs: longPressFired"), "\(text)")
    #expect(!text.contains("clockAdvanced"))
    #expect(TraceRow.renderJSON(rows).hasPrefix("[\n  {\n    \"event\": \"pointerDown\""))
  }

  @Test func unknownEventNamesSuggestValidForms() throws {
    let d = try MachineCatalog.descriptor(named: "press")
    #expect(throws: Diagnostic.self) { try d.simulate(events: ["pointerDown", "pointrUp"]) }
    do {
      _ = try d.simulate(events: ["pointerDown", "pointrUp"])
    } catch {
      #expect(error.kind == .unknownEvent)
      #expect(error.suggestions == ["pointerUp"])
      #expect(error.message.contains("did you mean `pointerUp`"))
      #expect(error.path == JSONPath.root.appending(index: 1))
    }
  }

  @Test func badArgumentsAndStatesAreDiagnostics() throws {
    let d = try MachineCatalog.descriptor(named: "switch")
    #expect(throws: Diagnostic.self) { try d.simulate(events: ["keyDown(tab)"]) }
    #expect(throws: Diagnostic.self) { try d.simulate(events: ["pointerDown"], at: [0, 1]) }
    do {
      _ = try d.makeMachine(restingIn: "of+enabled")
    } catch {
      #expect(error.kind == .unknownState)
    }
    let on = try d.makeMachine(restingIn: "on+disabled")
    #expect(on.visualStateName == "on+disabled")
    #expect(throws: Diagnostic.self) { try MachineCatalog.descriptor(named: "sliderr") }
  }

  @Test func everyEventInEveryAlphabetRoundTripsThroughItsName() throws {
    for d in MachineCatalog.all {
      for name in d.alphabet {
        var m = try d.makeMachine()
        let rows = try m.send(eventNamed: name)
        #expect(rows.last?.event == name, "\(d.name): \(name)")
      }
    }
  }

  @Test(arguments: MachineCatalog.all.map(\.name))
  func everyAlphabetEventParsesBackToTheSameEvent(machine: String) throws {
    let d = try MachineCatalog.descriptor(named: machine)
    #expect(!d.alphabet.isEmpty)
    #expect(d.eventsThatDoNotRoundTrip.isEmpty)
  }

  @Test func describeListsStatesAndEvents() throws {
    let text = try MachineCatalog.descriptor(named: "checkbox").describe()
    #expect(text.contains("indeterminate+pressed"))
    #expect(text.contains("keyDown(<key>)"))
  }

  @Test func tableRendersAsJSON() throws {
    let json = try MachineCatalog.descriptor(named: "spinner").transitionTable(depth: 2).renderJSON()
    #expect(json.contains("\"machine\": \"spinner\""))
    #expect(json.contains("\"slot\": \"spin\""))
  }

  @Test func machineNamesAreUnique() {
    #expect(Set(MachineCatalog.all.map(\.name)).count == MachineCatalog.all.count)
  }

  @Test func outputsStayInlineAndCompareLikeArrays() {
    var o = MachineOutputs()
    for i in 0..<6 { o.append(.valueChanged(.number(Double(i)))) }
    #expect(o.count == 6)
    #expect(o[5] == .valueChanged(5))
    #expect(Array(o) == (0..<6).map { .valueChanged(.number(Double($0))) })
    #expect(o != [.actionFired])
  }
}
