import DesignKit
import Testing

/// Scenarios of the item pickers beyond the registry battery.
@Suite struct ItemPickersTests {
  static let periods = ["Day", "Week", "Month", "Year"]

  @Test func arrowKeysSkipADisabledSegment() throws {
    let picker = VSegmentedPicker(items: Self.periods, disabledItems: [2], selection: 1)
    var session = try picker.session()
    _ = session.send(.press(.focusGained(.keyboard)))
    let step = session.send(.press(.keyDown(.arrowRight)))
    #expect(step?.transition.outputs == [.valueChanged(3)])
    #expect(step?.animation == .easeInOut(duration: 0.2))
    #expect(session.machine.selection == 3)
  }

  @Test func pressingASegmentSelectsItOnRelease() throws {
    var session = try VSegmentedPicker(items: Self.periods).session()
    _ = session.send(.pointerDown(segment: 3))
    #expect(session.machine.selection == 0)
    #expect(session.send(.press(.pointerUp))?.transition.outputs == [.actionFired, .valueChanged(3)])
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
    #expect(model.layout.minHeight == 31)
    #expect(model.layout.indicatorScale[.pressed] == 0.95)
  }

  @Test func aWheelSnapsToTheNearestRowOnRelease() throws {
    var session = try VWheelPicker(items: Self.periods, selection: 0).session()
    _ = session.send(.pointerDown)
    #expect(session.state == .dragging)
    #expect(session.send(.pointerMoved(rows: 1.6))?.transition.outputs.isEmpty == true)
    let release = session.send(.pointerUp)
    #expect(release?.transition.outputs == [.valueChanged(2)])
    #expect(release?.transition.slot == .snap)
    #expect(release?.animation == Motion.snap)
    #expect(session.machine.state.position == 2)
  }

  @Test func aWheelSnapsPastADisabledRowAndArrowKeysSkipIt() throws {
    let wheel = VWheelPicker(items: Self.periods, disabledItems: [2], selection: 1)
    var session = try wheel.session()
    _ = session.send(.pointerDown)
    _ = session.send(.pointerMoved(rows: 0.9))
    #expect(session.send(.pointerUp)?.transition.outputs.isEmpty ?? true)
    #expect(session.machine.selection == 1)
    _ = session.send(.focusGained(.keyboard))
    #expect(session.send(.keyDown(.arrowDown))?.transition.outputs == [.valueChanged(3)])
    #expect(session.send(.keyDown(.arrowUp))?.transition.outputs == [.valueChanged(1)])
  }

  @Test func disablingAWheelMidDragKeepsItsSelection() throws {
    var session = try VWheelPicker(items: Self.periods, selection: 1).session()
    _ = session.send(.pointerDown)
    _ = session.send(.pointerMoved(rows: 2))
    _ = session.send(.enabledChanged(false))
    #expect(session.state == .disabled)
    #expect(session.machine.selection == 1)
    #expect(session.machine.state.position == 1)
  }

  @Test func selectingAMenuItemClosesTheMenu() throws {
    var session = try VMenuPicker(items: Self.periods, selection: 0).session()
    _ = session.send(.press(.pointerDown))
    let open = session.send(.press(.pointerUp))
    #expect(open?.toState == ValueState(.open, .enabled))
    #expect(open?.animation == Motion.appear)
    #expect(session.send(.itemSelected(5)) == nil)
    let pick = session.send(.itemSelected(2))
    #expect(pick?.transition.outputs == [.valueChanged(2)])
    #expect(pick?.toState == ValueState(.closed, .enabled))
    #expect(pick?.animation == Motion.disappear)
  }

  @Test func theKeyboardOpensTheMenuMovesPastDisabledItemsAndSelects() throws {
    var session = try VMenuPicker(items: Self.periods, disabledItems: [1], selection: 0).session()
    _ = session.send(.press(.focusGained(.keyboard)))
    _ = session.send(.press(.keyDown(.space)))
    _ = session.send(.press(.keyUp(.space)))
    #expect(session.state.value == .open)
    _ = session.send(.press(.keyDown(.arrowDown)))
    #expect(session.machine.state.highlighted == 2)
    #expect(session.send(.press(.keyDown(.return)))?.transition.outputs == [.valueChanged(2)])
    #expect(session.state.value == .closed)
  }

  @Test func escapeAnOutsideTapAndDisablingCloseTheMenuWithoutSelecting() throws {
    for closing: MenuPickerEvent in [.press(.keyDown(.escape)), .outsideTapped, .press(.enabledChanged(false))] {
      var session = try VMenuPicker(state: .init(.open), items: Self.periods, selection: 3).session()
      let step = session.send(closing)
      #expect(step?.toState.value == .closed)
      #expect(step?.transition.outputs.contains { if case .valueChanged = $0 { true } else { false } } == false)
      #expect(session.machine.selection == 3)
    }
  }
}
