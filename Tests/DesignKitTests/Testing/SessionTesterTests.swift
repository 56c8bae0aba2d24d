import DesignKit
import Foundation
import Testing

@testable import DesignKitTesting

/// The tester's own behaviour: what passes, and the exact message of what fails.
@Suite struct SessionTesterTests {
  /// A toggle tester whose failures go to `log`.
  func wifi(_ log: FailureLog, _ exhaustivity: Exhaustivity = .exhaustive) -> SessionTester<VToggle> {
    SessionTester(VToggle(title: "Wi-Fi"), exhaustivity: exhaustivity, reporter: log.reporter)
  }

  @Test func aTapStatedInFullReportsNothing() {
    let log = FailureLog()
    var toggle = wifi(log)
    SessionSteps.tap(&toggle, to: .on)
    #expect(log.messages == [])
    #expect(toggle.visualState == ValueState(.on, .enabled))
    #expect(toggle.callbacks.actions == 1)
    #expect(toggle.callbacks.boundValues == [.on])
  }

  @Test func aWrongExpectationNamesWhatDifferedAndWhatWasNotAsserted() {
    let log = FailureLog()
    var toggle = wifi(log)
    toggle.send(.pointerDown, SessionSteps.togglePressedInside)
    toggle.send(.pointerExited) {
      $0.press.session = .pointer(inside: false)
      $0.slot = .release
    }
    toggle.send(.pointerUp) {
      $0.value = .on
      $0.outputs = [.actionFired, .valueChanged(.on)]
    }
    #expect(
      log.messages == [
        """
        VToggle, pointerUp at t=0: 2 differences, 1 change not asserted
          value: expected on, actual off
          outputs: expected [.actionFired, .valueChanged(.on)], actual []
          not asserted: press.session: pointer-outside → idle
        """
      ])
  }

  @Test func everyUnassertedChangeFailsAnExhaustiveStep() {
    let log = FailureLog()
    var toggle = wifi(log)
    toggle.send(.pointerDown)
    toggle.send(.pointerUp) { $0.press.session = .idle }
    #expect(
      log.messages == [
        """
        VToggle, pointerDown at t=0: 2 changes not asserted
          not asserted: press.session: idle → pointer-inside
          not asserted: slot: .press
        """,
        """
        VToggle, pointerUp at t=0: 3 changes not asserted
          not asserted: value: off → on
          not asserted: outputs: [.actionFired, .valueChanged(.on), .haptic(.impactLight)]
          not asserted: slot: .stateChange
        """,
      ])
  }

  @Test func aNonExhaustiveStepChecksOnlyWhatItStates() {
    let log = FailureLog()
    var toggle = wifi(log, .nonExhaustive)
    toggle.send(.pointerDown)
    toggle.send(.pointerUp) { $0.value = .on }
    #expect(log.messages == [])
    toggle.send(.pointerDown) { $0.slot = .stateChange }
    toggle.send(.pointerUp) { $0.outputs = [.actionFired] }
    #expect(
      log.messages == [
        """
        VToggle, pointerDown at t=0: 1 difference
          slot: expected .stateChange, actual .press
        """,
        """
        VToggle, pointerUp at t=0: 1 difference
          outputs: expected [.actionFired], actual [.actionFired, .valueChanged(.off), .haptic(.impactLight)]
        """,
      ])
  }

  @Test func anEventThatChangesNothingExpectsNothing() {
    let log = FailureLog()
    var toggle = wifi(log)
    toggle.send(.pointerUp)
    toggle.send(.pointerUp) { $0.outputs = [.actionFired] }
    #expect(
      log.messages == [
        """
        VToggle, pointerUp at t=0: 1 difference
          outputs: expected [.actionFired], actual []
        """
      ])
    #expect(toggle.trace.isEmpty)
  }

  @Test func virtualTimeMovesOnlyForward() {
    let log = FailureLog()
    var button = SessionTester(VPrimaryButton(action: {}, title: "Save"), reporter: log.reporter)
    SessionSteps.longPress(&button)
    button.advance(by: -1)
    #expect(log.messages == ["advance(by: -1.0): time only moves forward, by a finite number of seconds"])
    #expect(button.now == 0.5)
    #expect(button.callbacks.longPresses == 1)
  }

  @Test func animationsAreSampledAfterTheStep() {
    // From the pressed "off" fill to the "on" fill, colors pinned by the model.
    let pressedOff = Color(white255: 220)
    let on = Color(rgb255: 24, 126, 240)
    var model = VToggleModel()
    model.colors.fill[.off][.pressed] = AdaptiveColor(pressedOff)
    model.colors.fill[.on][.enabled] = AdaptiveColor(on)
    model.animations.stateChange = .easeIn(duration: 0.1)
    var toggle = SessionTester(VToggle(model: model), exhaustivity: .nonExhaustive)
    toggle.send(.pointerDown)
    toggle.send(.pointerUp)
    #expect(toggle.animation == .easeIn(duration: 0.1))
    let fill = toggle.sample("colors.fill", at: [0, 0.05, 0.1])
    guard case .color(let first)? = fill.first, case .color(let middle)? = fill[1] else {
      Issue.record("colors.fill is not a color: \(fill)")
      return
    }
    // The timeline interpolates in linear sRGB, so the start comes back within rounding.
    #expect(abs(first.red - pressedOff.red) < 1e-9)
    #expect(fill.last == .color(on))
    #expect(middle.red < pressedOff.red && middle.red > on.red)
    #expect(toggle.style["colors.fill"] == .color(on))
  }

  @Test func theTraceIsWhatSimulatePrints() throws {
    let log = FailureLog()
    var button = SessionTester(
      VPrimaryButton(action: {}, title: "Save"), exhaustivity: .nonExhaustive, reporter: log.reporter)
    button.send(.pointerDown)
    button.advance(by: 0.5)  // the long press fires
    button.advance(by: 0.2)  // nothing changes
    button.send(.pointerUp)
    #expect(log.messages == [])
    let registered = try #require(Catalog.registry["VPrimaryButton"])
    // Simulate finds the moment the long press fires by itself, between the two events.
    let simulated = try registered.simulate(
      events: ["pointerDown", "pointerUp"], tree: registered.defaultTree(), options: SimulationOptions(times: [0, 0.7]))
    #expect(button.traceText == SimulationStep.text(of: simulated))
    #expect(
      button.traceText == """
        t=0.000  pointerDown  enabled → pressed  slot: press (spring(duration: 0.2, bounce: 0))
        t=0.500  (time passes)  pressed → enabled  outputs: longPressFired  slot: release (spring(duration: 0.2, bounce: 0))
        t=0.700  pointerUp  enabled → enabled

        """)
  }

  @Test func goldenTracesCompareAndExplainADifference() {
    let log = FailureLog()
    var toggle = wifi(log, .nonExhaustive)
    toggle.send(.pointerDown)
    toggle.send(.pointerUp)
    toggle.assertTrace(matchesGolden: "toggle-tap")
    #expect(log.messages == [])
    toggle.send(.enabledChanged(false))
    toggle.assertTrace(matchesGolden: "toggle-tap", update: false)
    toggle.assertTrace(matchesGolden: "no-such-trace", update: false)
    #expect(
      log.messages == [
        """
        trace differs from Traces/toggle-tap.txt at line 3:
          golden: <end>
          now:    t=0.000  enabledChanged(false)  on+enabled → on+disabled  slot: stateChange (easeIn(duration: 0.1))
        update it with DESIGNKIT_UPDATE_GOLDEN=1 if the change is intended
        """,
        "no golden trace Traces/no-such-trace.txt beside DesignKitTests/SessionTesterTests.swift; "
          + "record it with DESIGNKIT_UPDATE_GOLDEN=1",
      ])
  }

  @Test(arguments: StyleEnvironment.ColorScheme.allCases)
  func aPresetBesideTheTestConfiguresTheComponent(scheme: StyleEnvironment.ColorScheme) throws {
    let app = try Theme.preset("Presets/app.json")
    let log = FailureLog()
    var toggle = try SessionTester(
      VToggle(title: "Wi-Fi"), in: app, environment: StyleEnvironment(colorScheme: scheme),
      exhaustivity: .nonExhaustive, reporter: log.reporter)
    toggle.send(.pointerDown)
    toggle.send(.pointerUp) { $0.value = .on }
    #expect(log.messages == [])
    #expect(toggle.animation == .easeInOut(duration: 0.25))
    #expect(toggle.style["colors.fill"] == .color(Color(hex: scheme == .dark ? "#30D158" : "#34C759")!))
  }

  @Test func theInstancesOwnModelValuesWinOverThePresetsAsInAComposition() throws {
    // app.json sets the toggle's fill and its value-change animation; the instance changes its thumb and the fill
    // when on, so the instance's fill wins and the preset's animation stays.
    let app = try Theme.preset("Presets/app.json")
    var model = VToggleModel()
    model.layout.thumbDimension = 20
    model.colors.fill = .init(off: model.colors.fill[.off], on: .init(AdaptiveColor(hex: 0xFF9500)))
    let tester = try SessionTester(
      VToggle(model: model, state: .init(.on), title: "Wi-Fi"), in: app, exhaustivity: .nonExhaustive)
    #expect(tester.model.layout.thumbDimension == 20)
    #expect(tester.style["colors.fill"] == .color(Color(hex: 0xFF9500)))
    let preset = try app.model(for: VToggle.self)
    #expect(tester.model.animations == preset.animations)
    #expect(tester.model.colors.fill[.off] == preset.colors.fill[.off])
  }

  @Test func aComponentTheUserDefinesIsTestedLikeABuiltInOne() {
    let log = FailureLog()
    var row = SessionTester(SettingsRow.self, restingIn: ValueState(.off), reporter: log.reporter)
    row.send(.pointerDown) {
      $0.press.session = .pointer(inside: true)
      $0.press.longPressRemaining = VirtualDuration(seconds: 1)
      $0.slot = .press
    }
    row.advance(by: 1) {
      $0.press.session = .longPressed
      $0.press.longPressRemaining = nil
      $0.outputs = [.longPressFired]
      $0.slot = .release
    }
    #expect(log.messages == [])
  }

  @Test func everyGoldenTraceBelongsToATest() throws {
    let folder = GoldenTraces.folder(besides: #filePath).path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == ["toggle-tap.txt", "save-long-press.txt"])
  }

  @Test func failuresSpellOutputsAsSwift() {
    let outputs: [MachineOutput] = [
      .valueChanged(.on), .valueChanged(MachineValue(SheetDetent.max)), .valueChanged(0.25), .valueChanged(3),
      .valueChanged(.range(lower: 0.2, upper: 0.8)), .valueChanged("a \"b\""), .urlOpened("https://example.com"),
      .custom("revealed", "true"), .custom("ping", nil), .actionFired,
    ]
    #expect(
      outputs.map(\.swiftSpelling) == [
        ".valueChanged(.on)", #".valueChanged(.state("max"))"#, ".valueChanged(0.25)", ".valueChanged(3)",
        ".valueChanged(.range(lower: 0.2, upper: 0.8))", #".valueChanged("a \"b\"")"#,
        #".urlOpened("https://example.com")"#, #".custom("revealed", "true")"#, #".custom("ping", nil)"#,
        ".actionFired",
      ])
  }
}

/// A component a user defines in their own code: not registered, a switch whose long press opens details.
struct SettingsRow: ComponentDefinition {
  typealias Model = VToggleModel
  typealias Machine = SwitchMachine
  static var family: ComponentFamily { .statePickers }
  static var accessibilityRole: AccessibilityRole { .toggle }
  static func machineParameters(for model: VToggleModel) -> ToggleParameters {
    ToggleParameters(press: PressParameters(longPressDuration: 1))
  }
}
