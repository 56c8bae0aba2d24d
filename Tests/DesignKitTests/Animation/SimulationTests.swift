import DesignKit
import Testing

@Suite struct SimulationTests {
  let toggle = Catalog.registry["VToggle"] ?? Catalog.registry.components[0]

  @Test func aTapTogglesAndAnimatesTheFill() throws {
    let steps = try toggle.simulate(
      events: ["pointerDown", "pointerUp"], tree: toggle.defaultTree(), options: SimulationOptions(framesPerSecond: 60))
    #expect(steps.map(\.stateAfter) == ["off+pressed", "on+enabled"])
    #expect(steps[1].outputs == [.actionFired, .valueChanged(.on), .haptic(.impactLight)])
    #expect(steps[1].slot == "stateChange")
    #expect(steps[1].animation == .easeIn(duration: 0.1))
    // easeIn over 0.1 s at 60 fps: 6 frames, each moving the thumb (sliding, unstretching) and changing the fill,
    // ending on the "on" color.
    #expect(steps[1].frames.count == 6)
    #expect(
      steps[1].frames.allSatisfy {
        $0.changes.map(\.path) == ["layout.thumbPosition", "layout.thumbStretch", "colors.fill"]
      })
    #expect(
      steps[1].frames.last?.changes.first { $0.path == "colors.fill" }?.value
        == .color(Foundations().colors.primary.light))
  }

  @Test func explicitTimesInterruptAndTimersFire() throws {
    let button = try #require(Catalog.registry["VPrimaryButton"])
    let steps = try button.simulate(
      events: ["pointerDown", "pointerUp"], tree: button.defaultTree(),
      options: SimulationOptions(times: [0, 0.7], framesPerSecond: 60))
    // The long press (0.5 s) fires on the clock before the release, which then fires nothing.
    #expect(steps.map(\.stateAfter) == ["pressed", "enabled", "enabled"])
    #expect(steps[1].byClock && steps[1].time == 0.5 && steps[1].outputs == [.longPressFired])
    #expect(!steps.flatMap(\.outputs).contains(.actionFired))
  }

  @Test func timePassingIsNotPrintedAsAnEventNoOneSent() throws {
    let button = try #require(Catalog.registry["VPrimaryButton"])
    let tree = try button.defaultTree()
    // The release waits for the press animation to settle (0.294 s); the clock moving there changes nothing visible
    // (the long-press timer counts down), so it prints nothing.
    let tap = SimulationStep.text(of: try button.simulate(events: ["pointerDown", "pointerUp"], tree: tree))
    #expect(
      tap == """
        t=0.000  pointerDown  enabled → pressed  slot: press (spring(duration: 0.2, bounce: 0))
        t=0.294  pointerUp  pressed → enabled  outputs: actionFired, haptic(impactLight)  slot: release (spring(duration: 0.2, bounce: 0))

        """)
    // A long press fires by itself half a second after the press, whenever the release comes, and prints as time
    // passing at that moment: with times, and with `timePassed` (whose own time is the clock's).
    let timed = SimulationStep.text(
      of: try button.simulate(
        events: ["pointerDown", "pointerUp"], tree: tree, options: SimulationOptions(times: [0, 2])))
    let passed = SimulationStep.text(
      of: try button.simulate(events: ["pointerDown", "timePassed(1.9)", "pointerUp"], tree: tree))
    let longPress =
      "t=0.500  (time passes)  pressed → enabled  outputs: longPressFired  slot: release (spring(duration: 0.2, bounce: 0))"
    for text in [timed, passed] {
      #expect(!text.contains("clockAdvanced"), "\(text)")
      #expect(text.split(separator: "\n").dropFirst().first.map(String.init) == longPress, "\(text)")
    }
    #expect(timed.hasSuffix("t=2.000  pointerUp  enabled → enabled\n"))
    #expect(passed.hasSuffix("t=1.900  pointerUp  enabled → enabled\n"))
    let json = SimulationStep.json(
      try button.simulate(
        events: ["pointerDown", "pointerUp"], tree: tree, options: SimulationOptions(times: [0, 1])),
      component: "VPrimaryButton")
    guard case .array(let steps)? = json["steps"]?.kind else {
      Issue.record("no steps")
      return
    }
    #expect(steps.map { $0["event"]?.kind == .null } == [false, true, false])
  }

  @Test func badEventsListTheValidOnes() throws {
    let tree = try toggle.defaultTree()
    let d = try #require(expectedDiagnostics { _ = try toggle.simulate(events: ["pointerDwn"], tree: tree) }.first)
    #expect(d.message.contains("did you mean `pointerDown`"))
    #expect(d.message.contains("keyDown("))
  }

  @Test func timesMustMatchTheEvents() throws {
    #expect(throws: Diagnostic.self) {
      try toggle.simulate(
        events: ["pointerDown"], tree: toggle.defaultTree(), options: SimulationOptions(times: [0, 1]))
    }
  }
}
