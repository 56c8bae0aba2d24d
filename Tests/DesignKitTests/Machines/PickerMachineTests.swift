import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct SegmentedPickerMachineTests {
  @Test func selectionChangesOnTheFiredPress() {
    var m = SegmentedPickerMachine(selection: 0)
    _ = m.send(.pointerDown(segment: 2))
    #expect(m.selection == 0)
    #expect(m.segmentState(at: 2) == ValueState(.unselected, .pressed))
    let up = m.send(.press(.pointerUp))
    #expect(up?.outputs == [.actionFired, .valueChanged(2)])
    #expect(up?.slot == .selection)
    #expect(m.segmentState(at: 2) == ValueState(.selected, .enabled))
  }

  @Test func releaseOutsideKeepsTheSelection() {
    var m = SegmentedPickerMachine(selection: 0)
    _ = run(&m, [.pointerDown(segment: 1), .press(.pointerExited), .press(.pointerUp)])
    #expect(m.selection == 0)
  }

  @Test func disabledSegmentsTakeNoPressAndArrowsSkipThem() {
    var m = SegmentedPickerMachine(
      parameters: SegmentedPickerParameters(segmentCount: 4, disabledSegments: [1]), selection: 0)
    #expect(m.segmentState(at: 1) == ValueState(.unselected, .disabled))
    #expect(m.send(.pointerDown(segment: 1)) == nil)
    #expect(m.send(.press(.keyDown(.arrowRight))) == nil)
    _ = m.send(.press(.focusGained(.keyboard)))
    #expect(m.send(.press(.keyDown(.arrowRight)))?.outputs == [.valueChanged(2)])
    _ = run(&m, [.press(.keyDown(.arrowLeft))])
    #expect(m.selection == 0)
    _ = m.send(.press(.keyDown(.arrowLeft)))
    #expect(m.selection == 3)
  }

  @Test func arrowsStopAtTheEndsWithoutWrapping() {
    var m = SegmentedPickerMachine(parameters: SegmentedPickerParameters(wrapsAround: false), selection: 2)
    _ = m.send(.press(.focusGained(.keyboard)))
    #expect(m.send(.press(.keyDown(.arrowRight))) == nil)
    _ = m.send(.press(.keyDown(.home)))
    #expect(m.selection == 0)
  }

  @Test func disablingMidPressKeepsTheSelection() {
    var m = SegmentedPickerMachine(selection: 0)
    _ = run(&m, [.pointerDown(segment: 1), .press(.enabledChanged(false)), .press(.pointerUp)])
    #expect(m.selection == 0)
    #expect(m.visualState == .disabled)
    #expect(m.segmentState(at: 0) == ValueState(.selected, .disabled))
  }
}

@Suite struct SliderMachineTests {
  let stepped = SliderParameters(step: 0.1)

  @Test func dragFollowsThePointerOnTheStepGrid() {
    var m = SliderMachine(parameters: stepped, value: 0)
    let down = m.send(.pointerDown(at: 0.33))
    #expect(down?.outputs == [.valueChanged(0.3)])
    #expect(m.visualState == .dragging)
    _ = m.send(.pointerMoved(to: 2))
    #expect(m.value == 1)
    #expect(m.send(.pointerMoved(to: 0.99)) == nil)
    _ = m.send(.pointerUp)
    #expect(m.visualState == .idle)
  }

  @Test(arguments: [
    (KeyboardKey.arrowRight, 0.6), (.arrowUp, 0.6), (.arrowLeft, 0.4), (.pageUp, 1), (.pageDown, 0), (.home, 0),
    (.end, 1),
  ])
  func keysMoveTheValue(key: KeyboardKey, expected: Double) {
    var m = SliderMachine(parameters: stepped, value: 0.5)
    _ = m.send(.focusGained(.keyboard))
    _ = m.send(.keyDown(key))
    #expect(m.value == expected)
  }

  @Test func repeatedStepsStayExact() {
    var m = SliderMachine(parameters: stepped, value: 0)
    _ = m.send(.focusGained(.keyboard))
    for _ in 0..<3 { _ = m.send(.keyRepeated(.arrowRight)) }
    #expect(m.value == 0.3)
  }

  @Test func largeStepIsTenStepsByDefault() {
    var m = SliderMachine(parameters: SliderParameters(upperBound: 100, step: 1), value: 50)
    _ = m.send(.focusGained(.keyboard))
    _ = m.send(.keyDown(.pageDown))
    #expect(m.value == 40)
  }

  @Test func disablingMidDragCancelsAndKeepsTheValue() {
    var m = SliderMachine(parameters: stepped, value: 0)
    _ = run(&m, [.pointerDown(at: 0.7)])
    let t = m.send(.enabledChanged(false))
    #expect(t?.outputs.isEmpty == true)
    #expect(m.visualState == .disabled)
    #expect(m.value == 0.7)
    #expect(m.send(.pointerMoved(to: 0.2)) == nil)
    #expect(m.send(.pointerDown(at: 0.2)) == nil)
  }

  @Test func keysNeedFocus() {
    var m = SliderMachine(parameters: stepped, value: 0.5)
    #expect(m.send(.keyDown(.arrowRight)) == nil)
  }
}

@Suite struct RangeSliderMachineTests {
  let p = SliderParameters(step: 0.1, minimumDistance: 0.2)

  @Test func pointerPicksTheNearestThumb() {
    var m = RangeSliderMachine(parameters: p, lower: 0.2, upper: 0.8)
    _ = m.send(.pointerDown(at: 0.7))
    #expect(m.state.activeThumb == .upper)
    #expect(m.state.upper == 0.7)
    _ = m.send(.pointerUp)
    _ = m.send(.pointerDown(at: 0.3))
    #expect(m.state.activeThumb == .lower)
  }

  @Test func thumbsKeepTheMinimumDistance() {
    var m = RangeSliderMachine(parameters: p, lower: 0.2, upper: 0.8)
    _ = run(&m, [.pointerDown(at: 0.3), .pointerMoved(to: 1)])
    #expect(m.state.lower == 0.6)
    #expect(m.state.upper == 0.8)
    var k = RangeSliderMachine(parameters: p, lower: 0.5, upper: 0.7)
    _ = k.send(.focusGained(.keyboard))
    #expect(k.send(.keyDown(.arrowRight)) == nil)
  }

  @Test func reportsBothValues() {
    var m = RangeSliderMachine(parameters: p, lower: 0, upper: 1)
    #expect(m.send(.pointerDown(at: 0.9))?.outputs == [.valueChanged(.range(lower: 0, upper: 0.9))])
  }

  @Test func startValuesArePushedApart() {
    let m = RangeSliderMachine(parameters: p, lower: 0.5, upper: 0.5)
    #expect(m.state.upper - m.state.lower >= 0.2 - 1e-9)
  }
}

@Suite struct StepperMachineTests {
  @Test func stepsAtOnceThenRepeatsAfterTheDelay() {
    var m = StepperMachine(value: 0)
    #expect(m.send(.pointerDown(.plus))?.outputs == [.valueChanged(1)])
    #expect(m.send(.press(.timePassed(0.39))) != nil)
    #expect(m.value == 1)
    _ = m.send(.press(.timePassed(0.01)))
    #expect(m.value == 2)
    _ = m.send(.press(.timePassed(0.1)))
    #expect(m.value == 4)
    let up = m.send(.press(.pointerUp))
    #expect(up?.outputs.isEmpty == true)
    #expect(m.send(.press(.timePassed(1))) == nil)
    #expect(m.value == 4)
  }

  @Test func stopsAtTheBoundAndDisablesThatButton() {
    var m = StepperMachine(parameters: StepperParameters(upperBound: 3), value: 0)
    _ = m.send(.pointerDown(.plus))
    let t = m.send(.timePassed(5))
    // Each repeat on the way reports its value, as the binding receives each one.
    #expect(t?.outputs == [.valueChanged(2), .valueChanged(3)])
    #expect(m.buttonState(.plus) == .disabled)
    #expect(m.buttonState(.minus) == .enabled)
    #expect(m.state.press.session == .idle)
    #expect(m.send(.pointerDown(.plus)) == nil)
    #expect(m.send(.press(.pointerUp)) == nil)
  }

  @Test func disablingStopsTheRepeat() {
    var m = StepperMachine(value: 5)
    _ = run(&m, [.pointerDown(.minus), .press(.enabledChanged(false))])
    #expect(m.send(.press(.timePassed(2))) == nil)
    #expect(m.value == 4)
  }

  @Test func leavingStopsAndReenteringRestartsTheDelay() {
    var m = StepperMachine(value: 0)
    _ = run(&m, [.pointerDown(.plus), .press(.pointerExited), .press(.timePassed(1))])
    #expect(m.value == 1)
    _ = run(&m, [.press(.pointerEntered), .press(.timePassed(0.39))])
    #expect(m.value == 1)
    _ = m.send(.press(.timePassed(0.01)))
    #expect(m.value == 2)
  }

  @Test func accelerationGrowsTheIncrement() {
    let p = StepperParameters(upperBound: 1000, repeatDelay: 0.5, repeatInterval: 0.5, accelerationExponent: 2)
    var m = StepperMachine(parameters: p, value: 0)
    _ = m.send(.pointerDown(.plus))
    var values: [Double] = []
    for _ in 0..<6 {
      _ = m.send(.press(.timePassed(0.5)))
      values.append(m.value)
    }
    // Held 0.5 s: +1 (still under a second); 1 s: +2; 1.5 s: +2; 2 s: +4; 2.5 s: +4; 3 s: +8.
    let expected: [Double] = [2, 4, 6, 10, 14, 22]
    #expect(values == expected)
  }

  @Test func keysStep() {
    var m = StepperMachine(value: 5)
    _ = m.send(.press(.focusGained(.keyboard)))
    _ = m.send(.press(.keyDown(.arrowUp)))
    _ = m.send(.press(.keyRepeated(.arrowUp)))
    #expect(m.value == 7)
    _ = m.send(.press(.keyDown(.home)))
    #expect(m.value == 0)
    #expect(m.send(.press(.keyDown(.arrowDown))) == nil)
  }
}

@Suite struct DisclosureMachineTests {
  @Test func headerPressToggles() {
    var m = DisclosureMachine(value: .collapsed)
    #expect(run(&m, [.pointerDown, .pointerUp]) == [.actionFired, .valueChanged(.expanded)])
    _ = m.send(.accessibilityActivated)
    #expect(m.value == .collapsed)
  }

  @Test func disabledKeepsItsExpansion() {
    var m = DisclosureMachine(value: .expanded, isEnabled: false)
    #expect(m.send(.pointerDown) == nil)
    #expect(m.visualState == ValueState(.expanded, .disabled))
  }
}
