import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The pieces machines share: focus / hover / enabled rules, clock events, phase timers.
@Suite struct SharedMachinePartsTests {
  @Test func disablingDropsFocusAndHoverAndReportsFocusLost() {
    var s = FocusHoverState()
    var out = MachineOutputs()
    #expect(s.apply(.focusGained(.keyboard), reporting: &out) && s.apply(.hoverStarted(.pen), reporting: &out))
    #expect(s.apply(.enabledChanged(false), reporting: &out))
    #expect(out == [.focusGained, .focusLost])
    #expect(s == FocusHoverState(isEnabled: false))
    #expect(!s.apply(.focusGained(.keyboard), reporting: &out) && !s.apply(.hoverStarted(.mouse), reporting: &out))
  }

  @Test(arguments: [true, false])
  func refocusFromAnotherSourceChangesTheRingOnlyWhenItFollowsTheSource(follows: Bool) {
    var s = FocusHoverState()
    var out = MachineOutputs()
    #expect(s.apply(.focusGained(.pointer), reporting: &out, ringFollowsSource: follows))
    #expect(s.apply(.focusGained(.keyboard), reporting: &out, ringFollowsSource: follows) == follows)
    #expect(out == [.focusGained])
    #expect(!s.apply(.hoverStarted(.touch), reporting: &out))
  }

  @Test func clockDrivenMachinesNameTheirClockEvent() {
    #expect(ToastMachine.clockEvent(advancingTo: 2) == .clockAdvanced(to: 2))
    #expect(PresentationMachine.clockEvent(advancingTo: 0.5) == .clock(.clockAdvanced(to: 0.5)))
    #expect(PageIndicatorMachine.clockEvent(advancingTo: 1)?.description == "clockAdvanced(to: 1)")
    #expect(SliderMachine.clockEvent(advancingTo: 1) == nil)
  }

  @Test func toastIgnoresEnabledChangedAndItsName() {
    var m = ToastMachine(restingIn: .shown)
    #expect(m.send(.enabledChanged(false)) == nil)
    #expect(ToastEvent(name: "enabledChanged(false)") == nil)
    #expect(ToastEvent(name: "hoverStarted") == .hoverStarted(.mouse))
  }

  @Test func phaseTimerCarriesLeftoverTimeAndEndsOnce() {
    var t = PhaseTimer<ToastPhase>(restingIn: .removed)
    t.begin(.appearing, seconds: 0.2)
    var left = VirtualDuration(seconds: 0.5)
    #expect(t.run(&left) == .appearing)
    #expect(t.phase == .shown && t.remaining == nil && left == VirtualDuration(seconds: 0.3))
    #expect(t.run(&left) == nil)
    t.begin(.disappearing, seconds: 1)
    #expect(t.run(&left) == nil)
    #expect(t.remaining == VirtualDuration(seconds: 0.7) && left == .zero)
  }
}
