import DesignKit
import Testing

/// Scenarios of the state pickers beyond the registry battery.
@Suite struct StatePickersTests {
  @Test func anIndeterminateCheckBoxTurnsOnWhenItsPressFires() throws {
    let box = VCheckBox(state: .init(.indeterminate), title: "Select all")
    #expect(box.accessibility.value == "mixed")
    var session = try box.session()
    _ = session.send(.pointerDown)
    let up = session.send(.pointerUp)
    #expect(up?.toState == ValueState(.on, .enabled))
    #expect(up?.transition.outputs == [.actionFired, .valueChanged(.on), .haptic(.impactLight)])
    #expect(up?.animation == .easeIn(duration: 0.1))
  }

  @Test func aRadioButtonThatIsOnStaysOn() throws {
    var session = try VRadioButton(state: .init(.on), title: "Small").session()
    _ = session.send(.pointerDown)
    let up = session.send(.pointerUp)
    #expect(up?.toState == ValueState(.on, .enabled))
    #expect(up?.transition.outputs == [.actionFired])
  }

  @Test func aDisabledCheckBoxKeepsItsValueAndTakesNoPress() throws {
    var session = try VCheckBox(state: .init(.on, .disabled)).session()
    #expect(session.state == ValueState(.on, .disabled))
    #expect(session.send(.pointerDown) == nil)
    #expect(session.send(.accessibilityActivated) == nil)
  }

  @Test func radioButtonsAreDescribedAsRadios() {
    let radio = VRadioButton(state: .init(.off), title: "Large")
    #expect(radio.accessibility.traits == [.button])
    #expect(radio.accessibility.hint == "Double-tap to select")
  }

  @Test func anEmptyBoxIsOutlinedInSecondaryText() {
    // VComponents outlines an empty box in a lighter gray (200 | 60); DesignKit uses secondary text for 3:1.
    let border = VCheckBoxModel().colors.border[.off][.enabled]
    #expect(border == Foundations().colors.secondaryText)
    #expect(VCheckBoxModel().layout.dimension.points(on: .macOS) == 16)
    #expect(VCheckBoxModel().layout.dimension.points(on: .iOS) == 22)
    #expect(VRadioButtonModel().layout.bulletDimension.points(on: .macOS) == 8)
  }

  @Test func aHitBoxCountsTowardTheTargetSize() throws {
    let theme = try PresetLoader(
      registry: Catalog.registry,
      files: InMemoryFileSource(["p.json": #"{"components": {"VCheckBox": {"layout": {"hitBox": 5}}}}"#])
    ).load(file: "p.json")
    // VComponents' 5 pt hit box leaves a 26 pt target; the default reaches the theme's 44 pt minimum.
    let findings = try AccessibilityAudit().targetFindings(in: theme)
    #expect(findings.contains { $0.component == "VCheckBox" })
    #expect(!(try AccessibilityAudit().targetFindings(in: .default)).contains { $0.component == "VCheckBox" })
    #expect(VCheckBoxModel().layout.hitBox.points(on: .iOS) == 11)
    #expect(VCheckBoxModel().layout.hitBox.points(on: .macOS) == 14)
  }

  static let sizes = ["Small", "Medium", "Large", "Huge"]

  @Test func arrowKeysMoveARadioGroupsSelectionAndFocusPastDisabledOptions() throws {
    var session = try VRadioGroup(options: Self.sizes, disabledOptions: [1], selection: 0).session()
    _ = session.send(.press(.focusGained(.keyboard)))
    let down = session.send(.press(.keyDown(.arrowDown)))
    #expect(down?.transition.outputs == [.valueChanged(2)])
    #expect(down?.animation == .easeIn(duration: 0.1))
    #expect(session.state == .focused)
    // Wrapping from the last option to the first, as browsers do.
    _ = session.send(.press(.keyDown(.arrowDown)))
    #expect(session.send(.press(.keyDown(.arrowDown)))?.transition.outputs == [.valueChanged(0)])
    #expect(session.send(.press(.keyDown(.arrowUp)))?.transition.outputs == [.valueChanged(3)])
  }

  @Test func aRadioGroupHasOneSelectionAndADisabledOptionTakesNoPress() throws {
    var session = try VRadioGroup(options: Self.sizes, disabledOptions: [1], selection: 0).session()
    #expect(session.send(.pointerDown(segment: 1)) == nil)
    _ = session.send(.pointerDown(segment: 2))
    #expect(session.send(.press(.pointerUp))?.transition.outputs == [.actionFired, .valueChanged(2)])
    let selected = (0..<4).filter { session.machine.segmentState(at: $0).value == .selected }
    #expect(selected == [2])
  }

  @Test func radioOptionsReadTheirPosition() {
    let group = VRadioGroup(options: Self.sizes, disabledOptions: [3], selection: 1, accessibilityLabel: "Size")
    let machine = group.restingMachine()
    let second = group.optionAccessibility(at: 1, in: machine)
    #expect(second.label == "Medium")
    #expect(second.value == "2 of 4")
    #expect(second.traits == [.button, .selected])
    #expect(group.optionAccessibility(at: 3, in: machine).traits == [.button, .notEnabled])
    #expect(group.accessibility.value == "Medium")
  }
}
