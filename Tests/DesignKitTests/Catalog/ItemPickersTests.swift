import DesignKit
import Testing

/// Scenarios of the item pickers beyond the registry battery.
@Suite struct ItemPickersTests {
  static let periods = ["Day", "Week", "Month", "Year"]

  @Test func arrowKeysSkipADisabledSegment() {
    let picker = VSegmentedPicker(items: Self.periods, disabledItems: [2], selection: 1)
    var session = picker.session()
    _ = session.send(.press(.focusGained(.keyboard)))
    let step = session.send(.press(.keyDown(.arrowRight)))
    #expect(step?.transition.outputs == [.valueChanged("3")])
    #expect(step?.animation == .easeInOut(duration: 0.2))
    #expect(session.machine.selection == 3)
  }

  @Test func pressingASegmentSelectsItOnRelease() {
    var session = VSegmentedPicker(items: Self.periods).session()
    _ = session.send(.pointerDown(segment: 3))
    #expect(session.machine.selection == 0)
    #expect(session.send(.press(.pointerUp))?.transition.outputs == [.actionFired, .valueChanged("3")])
  }

  @Test func segmentsAreDescribedWithTheirPosition() {
    let picker = VSegmentedPicker(items: Self.periods, disabledItems: [2], selection: 1, accessibilityLabel: "Period")
    let machine = picker.restingMachine()
    #expect(picker.accessibility.value == "Week")
    #expect(
      picker.segmentAccessibility(at: 1, in: machine)
        == AccessibilityDescription(label: "Week", value: "2 of 4", traits: [.button, .selected]))
    #expect(picker.segmentAccessibility(at: 2, in: machine).traits == [.button, .notEnabled])
  }

  @Test func vComponentsNumbersAreKept() {
    let model = VSegmentedPickerModel()
    #expect(model.layout.height == 31)
    #expect(model.layout.indicatorScale[.pressed] == 0.95)
  }
}
