import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct ToggleMachineTests {
  @Test func disabledKeepsTheValue() {
    var m = SwitchMachine(value: .on)
    _ = m.send(.pointerDown)
    _ = m.send(.enabledChanged(false))
    #expect(m.visualState == ValueState(.on, .disabled))
    #expect(m.send(.pointerUp) == nil)
    #expect(m.send(.accessibilityActivated) == nil)
    #expect(m.value == .on)
    #expect(SwitchMachine(parameters: ToggleParameters(), restingIn: ValueState(.on, .disabled)).value == .on)
  }

  @Test(arguments: [
    (CheckboxValue.off, CheckboxValue.on), (.on, .off), (.indeterminate, .on),
  ])
  func checkboxCycles(from: CheckboxValue, to: CheckboxValue) {
    var m = CheckboxMachine(value: from)
    _ = m.send(.accessibilityActivated)
    #expect(m.value == to)
  }

  @Test func radioThatIsOnStaysOn() {
    var m = RadioMachine(value: .off)
    _ = run(&m, [.focusGained(.keyboard), .keyDown(.space), .keyUp(.space)])
    #expect(m.value == .on)
    _ = m.send(.keyDown(.space))
    let again = m.send(.keyUp(.space))
    #expect(again?.outputs == [.actionFired])
    #expect(m.value == .on)
  }

  @Test func longPressWhenTurnedOnLeavesTheValue() {
    var m = SwitchMachine(value: .off, parameters: ToggleParameters(press: PressParameters()))
    #expect(run(&m, [.pointerDown, .timePassed(1), .pointerUp]) == [.longPressFired])
    #expect(m.value == .off)
  }
}
