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
    #expect(steps.map(\.event).contains { $0.hasPrefix("clockAdvanced") })
    #expect(steps.flatMap(\.outputs).contains(.longPressFired))
    #expect(!steps.flatMap(\.outputs).contains(.actionFired))
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
