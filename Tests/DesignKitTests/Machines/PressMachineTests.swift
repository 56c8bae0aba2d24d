import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct PressMachineTests {
  @Test(arguments: [30.0, 70.0]) func driftWithinToleranceStaysInside(distance: Double) {
    var m = PressMachine()
    _ = m.send(.pointerDown)
    #expect(m.send(.pointerMoved(distanceOutside: distance)) == nil)
    #expect(m.visualState == .pressed)
  }

  @Test func driftToleranceIsAParameter() {
    var m = PressMachine(parameters: PressParameters(driftTolerance: 10))
    _ = m.send(.pointerDown)
    _ = m.send(.pointerMoved(distanceOutside: 30))
    #expect(m.visualState == .enabled)
  }

  @Test(arguments: [PressEvent.pointerCancelled, .dragStarted, .enabledChanged(false), .loadingChanged(true)])
  func cancelSourcesEndTheSessionWithoutFiring(cancel: PressEvent) {
    var m = PressMachine()
    _ = m.send(.pointerDown)
    let t = m.send(cancel)
    #expect(t?.outputs.contains(.actionFired) == false)
    #expect(m.state.session == .idle)
    #expect(m.send(.pointerUp) == nil)
  }

  @Test func disablingDropsFocusAndHover() {
    var m = PressMachine()
    _ = run(&m, [.focusGained(.keyboard), .hoverStarted(.mouse), .keyDown(.space)])
    #expect(m.visualState == .pressed)
    let t = m.send(.enabledChanged(false))
    #expect(t?.outputs == [.focusLost])
    #expect(t?.slot == .stateChange)
    #expect(m.visualState == .disabled)
    #expect(m.state.focus == .none && !m.state.isHovered)
    #expect(m.send(.keyUp(.space)) == nil)
    #expect(m.send(.pointerDown) == nil)
    #expect(m.send(.focusGained(.keyboard)) == nil)
    #expect(m.send(.hoverStarted(.mouse)) == nil)
    _ = m.send(.enabledChanged(true))
    #expect(m.visualState == .enabled)
  }

  @Test func keysNeedFocusAndOnlySpaceOrReturnPress() {
    var m = PressMachine()
    #expect(m.send(.keyDown(.space)) == nil)
    _ = m.send(.focusGained(.keyboard))
    #expect(m.send(.keyDown(.escape)) == nil)
    _ = m.send(.keyDown(.space))
    #expect(m.send(.keyUp(.return)) == nil)
  }

  @Test func keyReleasedAfterFocusMovedFiresNothing() {
    var m = PressMachine()
    _ = run(&m, [.focusGained(.keyboard), .keyDown(.space)])
    let lost = m.send(.focusLost)
    #expect(lost?.outputs == [.focusLost])
    #expect(m.state.session == .idle)
    #expect(m.send(.keyUp(.space)) == nil)
  }

  @Test func focusLossDoesNotCancelAPointerPress() {
    var m = PressMachine()
    _ = run(&m, [.focusGained(.pointer), .pointerDown, .focusLost])
    #expect(m.send(.pointerUp)?.outputs == [.actionFired])
  }

  @Test func accessibilityActivationFiresAtOnce() {
    var m = PressMachine()
    let t = m.send(.accessibilityActivated)
    #expect(t?.outputs == [.actionFired])
    #expect(t?.slot == nil)
    var disabled = PressMachine(restingIn: .disabled)
    #expect(disabled.send(.accessibilityActivated) == nil)
  }

  @Test func secondPointerIsIgnored() {
    var m = PressMachine()
    _ = m.send(.pointerDown)
    #expect(m.send(.secondPointerDown) == nil)
    #expect(m.send(.pointerDown) == nil)
    #expect(run(&m, [.pointerUp]) == [.actionFired])
  }

  @Test func longPressUsesAbsoluteClockToo() {
    var m = PressMachine()
    _ = m.send(.clockAdvanced(to: 10))
    _ = m.send(.pointerDown)
    #expect(m.send(.clockAdvanced(to: 10.49))?.outputs.isEmpty == true)
    #expect(m.send(.clockAdvanced(to: 10.2)) == nil)
    #expect(m.send(.clockAdvanced(to: 10.5))?.outputs == [.longPressFired])
  }

  @Test func leavingRestartsTheLongPress() {
    var m = PressMachine()
    _ = run(&m, [.pointerDown, .timePassed(0.4), .pointerExited, .timePassed(1), .pointerEntered, .timePassed(0.4)])
    #expect(m.state.session == .pointer(inside: true))
    #expect(m.send(.timePassed(0.1))?.outputs == [.longPressFired])
  }

  @Test func longPressCanBeTurnedOff() {
    var m = PressMachine(parameters: PressParameters(longPressDuration: nil))
    _ = m.send(.pointerDown)
    #expect(m.send(.timePassed(5)) == nil)
    #expect(m.send(.pointerUp)?.outputs == [.actionFired])
  }

  @Test func minimumPressedDurationKeepsAQuickTapVisible() {
    var m = PressMachine(parameters: PressParameters(minimumPressedDuration: 0.225))
    _ = m.send(.pointerDown)
    _ = m.send(.timePassed(0.025))
    let up = m.send(.pointerUp)
    #expect(up?.outputs == [.actionFired])
    #expect(up?.slot == nil)
    #expect(m.visualState == .pressed)
    #expect(m.send(.timePassed(0.1))?.slot == nil)
    #expect(m.send(.timePassed(0.1))?.slot == .release)
    #expect(m.visualState == .enabled)
  }

  @Test func touchDelayHoldsBackThePressedLook() {
    var m = PressMachine(parameters: PressParameters(touchDelay: 0.15))
    _ = m.send(.pointerDown)
    #expect(m.visualState == .enabled)
    #expect(m.send(.timePassed(0.15))?.slot == .press)
    #expect(m.visualState == .pressed)
  }

  @Test func touchDelayHidesAScrollEntirely() {
    var m = PressMachine(parameters: PressParameters(touchDelay: 0.15))
    _ = m.send(.pointerDown)
    let cancel = m.send(.pointerCancelled)
    #expect(cancel?.slot == nil)
    #expect(m.visualState == .enabled)
  }

  @Test func tapDuringTouchDelayStillFires() {
    var m = PressMachine(parameters: PressParameters(touchDelay: 0.15))
    #expect(run(&m, [.pointerDown, .timePassed(0.05), .pointerUp]) == [.actionFired])
  }

  @Test func focusVisibleOnlyAfterKeyboardFocus() {
    var m = PressMachine()
    let t = m.send(.focusGained(.pointer))
    #expect(t?.outputs == [.focusGained])
    #expect(t?.slot == nil)
    #expect(!m.isFocusVisible)
    #expect(m.visualState == .enabled)
    #expect(m.send(.focusGained(.keyboard))?.slot == .focus)
    #expect(m.isFocusVisible)
    _ = m.send(.pointerDown)
    _ = m.send(.pointerUp)
    #expect(!m.isFocusVisible)
  }

  @Test func hoverOnlyFromIndirectPointers() {
    var m = PressMachine()
    #expect(m.send(.hoverStarted(.touch)) == nil)
    #expect(m.send(.hoverStarted(.mouse))?.slot == .hover)
    #expect(m.visualState == .hovered)
    _ = m.send(.focusGained(.keyboard))
    #expect(m.visualState == .focused)
  }

  @Test func loadingBlocksPressesAndKeepsFocus() {
    var m = PressMachine()
    _ = run(&m, [.focusGained(.keyboard), .loadingChanged(true)])
    #expect(m.isLoading)
    #expect(m.visualState == .focused)
    #expect(m.send(.pointerDown) == nil)
    #expect(m.send(.keyDown(.space)) == nil)
    #expect(m.send(.accessibilityActivated) == nil)
    _ = m.send(.loadingChanged(false))
    #expect(m.send(.pointerDown) != nil)
  }

  @Test func restingStatesKeepOnlyWhatLasts() {
    #expect(PressMachine(restingIn: .pressed).visualState == .enabled)
    #expect(PressMachine(restingIn: .disabled).visualState == .disabled)
  }

  @Test func clockNeverGoesBack() {
    var m = PressMachine()
    _ = m.send(.clockAdvanced(to: 2))
    #expect(m.send(.clockAdvanced(to: 1)) == nil)
    #expect(m.clock.now == VirtualDuration(seconds: 2))
  }
}
