import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct PresentationMachineTests {
  @Test func lifecycleFollowsTheClock() {
    var m = PresentationMachine(parameters: .bottomSheet, restingIn: .dismissed)
    #expect(m.send(.bindingChanged(true))?.slot == .appear)
    #expect(m.visualState == .presenting)
    #expect(m.send(.timePassed(0.1))?.outputs.isEmpty == true)
    #expect(m.send(.timePassed(0.1))?.outputs == [.presented])
    #expect(m.visualState == .presented)
    #expect(m.send(.swipeEnded(distance: 99)) == nil)
    #expect(m.send(.swipeEnded(distance: 100))?.slot == .swipeDismiss)
    #expect(m.isContentPresent)
    #expect(m.send(.clockAdvanced(to: 0.4))?.outputs == [.dismissed])
    #expect(m.visualState == .dismissed)
  }

  @Test(arguments: [
    (PresentationEvent.closeButtonTapped, true), (.outsideTapped, true), (.keyDown(.escape), true),
    (.swipeEnded(distance: 500), false), (.keyDown(.space), false),
  ])
  func modalDismissSources(event: PresentationEvent, dismisses: Bool) {
    var m = PresentationMachine(parameters: .modal, restingIn: .presented)
    _ = m.send(event)
    #expect((m.visualState == .dismissing) == dismisses)
  }

  @Test func dialogIgnoresTapOutside() {
    var m = PresentationMachine(parameters: .dialog, restingIn: .presented)
    #expect(m.send(.outsideTapped) == nil)
    #expect(m.send(.closeButtonTapped) == nil)
  }

  @Test func controlledModeOnlyRequests() {
    var p = PresentationParameters.modal
    p.isControlled = true
    var m = PresentationMachine(parameters: p, restingIn: .presented)
    let t = m.send(.outsideTapped)
    #expect(t?.outputs == [.dismissRequested])
    #expect(m.visualState == .presented)
    _ = m.send(.bindingChanged(false))
    #expect(m.visualState == .dismissing)
  }

  @Test func zeroDurationsFinishAtOnce() {
    var p = PresentationParameters()
    p.appearDuration = 0
    var m = PresentationMachine(parameters: p, restingIn: .dismissed)
    #expect(m.send(.bindingChanged(true))?.outputs == [.presented])
  }

  @Test func presentingAgainReversesADismissal() {
    var m = PresentationMachine(restingIn: .presented)
    _ = m.send(.bindingChanged(false))
    _ = m.send(.bindingChanged(true))
    #expect(m.visualState == .presenting)
  }
}

@Suite struct ToastMachineTests {
  @Test func showsForItsDurationThenLeaves() {
    var m = ToastMachine(restingIn: .removed)
    _ = m.send(.bindingChanged(true))
    _ = m.send(.timePassed(0.2))
    #expect(m.visualState == .shown)
    _ = m.send(.timePassed(2.9))
    #expect(m.visualState == .shown)
    #expect(m.send(.timePassed(0.1))?.slot == .disappear)
    #expect(m.send(.timePassed(0.2))?.outputs == [.dismissed])
    #expect(m.visualState == .removed)
  }

  @Test func oneLongClockStepRunsEveryPhase() {
    var m = ToastMachine(restingIn: .removed)
    _ = m.send(.bindingChanged(true))
    #expect(m.send(.timePassed(10))?.outputs == [.presented, .dismissed])
  }

  @Test func hoverPausesAndResumesWithTheRemainingTime() {
    var m = ToastMachine(restingIn: .shown)
    _ = run(&m, [.timePassed(2), .hoverStarted(.mouse), .timePassed(100)])
    #expect(m.visualState == .shown)
    _ = run(&m, [.hoverEnded, .timePassed(0.9)])
    #expect(m.visualState == .shown)
    _ = m.send(.timePassed(0.1))
    #expect(m.visualState == .disappearing)
  }

  @Test func focusPausesToo() {
    var m = ToastMachine(restingIn: .shown)
    _ = run(&m, [.focusGained(.keyboard), .timePassed(10)])
    #expect(m.visualState == .shown)
  }

  @Test func loadingAndInfiniteNeverAutoDismiss() {
    var m = ToastMachine(restingIn: .shown)
    _ = run(&m, [.loadingChanged(true), .timePassed(60)])
    #expect(m.visualState == .shown)
    _ = run(&m, [.loadingChanged(false), .timePassed(2.9)])
    #expect(m.visualState == .shown)
    var p = ToastParameters()
    p.displayDuration = .infinity
    var forever = ToastMachine(parameters: p, restingIn: .shown)
    #expect(forever.send(.timePassed(1e6)) == nil)
  }

  @Test func swipePastTheThresholdTowardItsEdgeDismisses() {
    var m = ToastMachine(restingIn: .shown)
    #expect(m.send(.swipeEnded(translation: 10, velocity: 0, height: 80)) == nil)
    #expect(m.send(.swipeEnded(translation: -80, velocity: 0, height: 80)) == nil)
    _ = m.send(.swipeEnded(translation: 20, velocity: 0, height: 80))
    #expect(m.visualState == .disappearing)
  }
}

@Suite struct IndicatorMachineTests {
  @Test func spinnerSpinsWhileActiveAndOnScreen() {
    var m = SpinnerMachine(restingIn: .idle)
    let t = m.send(.activityStarted)
    #expect(t?.slot == .spin)
    #expect(t?.slot?.repeats == true)
    #expect(m.send(.disappeared)?.slot == .stateChange)
    #expect(m.visualState == .idle)
    #expect(m.send(.appeared)?.slot == .spin)
  }

  @Test func progressAnimatesExceptAResetToZero() {
    var m = ProgressBarMachine(restingIn: .empty)
    let t = m.send(.progressChanged(0.4))
    #expect(t?.slot == .progress)
    #expect(t?.outputs == [.valueChanged(0.4)])
    #expect(m.send(.progressChanged(7))?.outputs == [.valueChanged(1)])
    #expect(m.visualState == .complete)
    #expect(m.send(.progressChanged(0))?.slot == nil)
    var p = ProgressBarParameters()
    p.animatesResetToZero = true
    var animated = ProgressBarMachine(parameters: p, restingIn: .partial)
    #expect(animated.send(.progressChanged(0))?.slot == .progress)
    #expect(animated.send(.progressChanged(.nan)) == nil)
  }

  @Test func pageIndicatorAutoFormFollowsThePageCount() {
    var m = PageIndicatorMachine(restingIn: .finite)
    #expect(m.visualState == .finite)
    _ = m.send(.pageCountChanged(20))
    #expect(m.visualState == .infinite)
  }

  @Test func pageIndicatorAutoAdvancesAndWraps() {
    var p = PageIndicatorParameters()
    p.autoAdvanceInterval = 2
    p.pageCount = 3
    var m = PageIndicatorMachine(parameters: p, restingIn: .finite)
    #expect(m.send(.timePassed(2))?.outputs == [.valueChanged(1)])
    _ = m.send(.timePassed(1))
    _ = m.send(.pageChanged(0))
    #expect(m.send(.timePassed(1.5))?.outputs.isEmpty == true)
    _ = m.send(.timePassed(0.5 + 4))
    #expect(m.state.selected == 0)
    #expect(m.send(.pageChanged(3)) == nil)
  }
}
