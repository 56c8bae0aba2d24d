import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The machines of issue 25's components, one behaviour per test, on the virtual clock.
@Suite struct BreadthMachineTests {
  static func focusedCodeEntry(_ code: String = "") -> CodeEntryMachine {
    var m = CodeEntryMachine(parameters: .sample, restingIn: ValueState(.empty))
    _ = m.send(.focusGained(.keyboard))
    if !code.isEmpty { _ = m.send(.bindingChanged(code)) }
    return m
  }

  @Test func typingFillsTheNextCellAndDeleteClearsTheLast() {
    var m = Self.focusedCodeEntry()
    #expect(m.activeCell == 0)
    _ = m.send(.characterTyped("7"))
    #expect(m.activeCell == 1 && m.isCellFilled(at: 0) && !m.isCellFilled(at: 1))
    #expect(m.send(.deleteKeyPressed)?.outputs == [.valueChanged("")])
    #expect(m.send(.deleteKeyPressed) == nil)
  }

  @Test func aPasteGoesInAtTheCaretFilteredAndCutThenSubmitsAndDropsFocus() {
    var m = Self.focusedCodeEntry("9")
    #expect(m.send(.textPasted("12-34-56"))?.outputs == [.valueChanged("9123"), .submitted, .focusLost])
    #expect(m.visualState == ValueState(.complete, .enabled))
    #expect(m.activeCell == nil)
    _ = m.send(.focusGained(.keyboard))
    #expect(m.send(.characterTyped("5")) == nil)
  }

  @Test func anUnfocusedOrDisabledEntryTakesNoKeysButTheOwnerMaySetIt() {
    var m = CodeEntryMachine(parameters: .sample, restingIn: ValueState(.empty))
    #expect(m.send(.characterTyped("1")) == nil)
    _ = m.send(.enabledChanged(false))
    #expect(m.send(.bindingChanged("123456"))?.outputs == [])
    #expect(m.state.code == "1234")
    #expect(m.visualState == ValueState(.complete, .disabled))
  }

  @Test func anImageFetchesWhenOnScreenWithAURLAndCancelsWhenItLeaves() {
    var m = AsyncImageMachine(restingIn: .empty)
    #expect(m.send(.urlChanged(present: true))?.outputs == [.fetchRequested(1)])
    #expect(m.send(.disappeared)?.outputs == [.fetchCancelled(1)])
    #expect(m.visualState == .empty)
    #expect(m.send(.appeared)?.outputs == [.fetchRequested(2)])
    #expect(m.send(.fetchSucceeded(fetch: 2))?.slot == .appear)
    #expect(m.visualState == .loaded)
  }

  @Test func aLateAnswerToACancelledFetchChangesNothing() {
    var m = AsyncImageMachine(restingIn: .empty)
    #expect(m.send(.urlChanged(present: true))?.outputs == [.fetchRequested(1)])
    #expect(m.send(.urlChanged(present: true))?.outputs == [.fetchCancelled(1), .fetchRequested(2)])
    #expect(m.send(.fetchSucceeded(fetch: 1)) == nil)
    #expect(m.send(.fetchFailed(fetch: 1)) == nil)
    #expect(m.visualState == .loading)
    #expect(m.send(.fetchSucceeded(fetch: 2))?.to.phase == .loaded)
  }

  @Test func aFailedImageRetriesOnlyWhenItsButtonIsPressed() {
    var m = AsyncImageMachine(restingIn: .loading)
    _ = m.send(.fetchFailed(fetch: 1))
    #expect(m.visualState == .failed)
    #expect(m.send(.timePassed(100)) == nil)
    #expect(m.send(.retryButtonPressed)?.outputs == [.fetchRequested(2)])
    #expect(m.visualState == .loading)
  }

  @Test func aNewURLKeepsTheOldImageWhileLoadingWhenTheModelAsks() {
    var p = AsyncImageParameters()
    p.removesImageOnURLChange = false
    var m = AsyncImageMachine(parameters: p, restingIn: .loaded)
    #expect(m.send(.urlChanged(present: true))?.outputs == [.fetchRequested(1)])
    #expect(m.visualState == .loaded && m.state.isFetching)
  }

  @Test func aMarqueeWaitsThenTravelsAndBouncesBack() {
    var m = BouncingMarqueeMachine(restingIn: .still)
    _ = m.send(.sizesChanged(content: 300, container: 200))
    #expect(m.visualState == .waiting)
    #expect(m.send(.timePassed(2))?.slot == .scroll)
    _ = m.send(.timePassed(2.5))
    #expect(m.offset == 50)
    _ = m.send(.timePassed(2.5))
    #expect(m.visualState == .waiting && m.state.isReversed && m.offset == 100)
    _ = m.send(.timePassed(1 + 2.5))
    #expect(m.offset == 50)
  }

  /// VComponents 8.1 repeats a leg with its per-leg delay after the initial delay: the first leg waits both.
  @Test func theFirstLegWaitsTheInitialDelayAndTheLegsDelay() {
    var p = MarqueeParameters()
    p.initialDelay = 1.5
    p.delay = 0.5
    var m = WrappingMarqueeMachine(parameters: p, restingIn: .still)
    _ = m.send(.sizesChanged(content: 300, container: 200))
    #expect(m.send(.timePassed(1.9))?.to.motion == .waiting)
    #expect(m.send(.timePassed(0.1))?.slot == .scroll)
    // Later legs wait the per-leg delay alone.
    _ = m.send(.timePassed(m.legDuration.seconds))
    #expect(m.visualState == .waiting)
    #expect(m.send(.timePassed(0.4))?.to.motion == .waiting)
    #expect(m.send(.timePassed(0.1))?.slot == .scroll)
  }

  @Test func anInsetMarqueeFitsInsideItsInsetsAndItsLegsCrossThem() {
    var p = MarqueeParameters()
    p.inset = 10
    var bouncing = BouncingMarqueeMachine(parameters: p, restingIn: .still)
    // 180 pt and two 10 pt insets fill 200 pt: it fits; 190 pt does not.
    _ = bouncing.send(.sizesChanged(content: 180, container: 200))
    #expect(bouncing.visualState == .still)
    _ = bouncing.send(.sizesChanged(content: 190, container: 200))
    #expect(bouncing.visualState == .waiting)
    _ = bouncing.send(.sizesChanged(content: 300, container: 200))
    #expect(bouncing.legDistance == 120)
    var wrapping = WrappingMarqueeMachine(parameters: p, restingIn: .still)
    _ = wrapping.send(.sizesChanged(content: 300, container: 200))
    #expect(wrapping.legDistance == 330)
  }

  @Test(arguments: [
    MarqueeEvent.sizesChanged(content: 150, container: 200), .reduceMotionChanged(true), .disappeared,
  ])
  func fittingContentReduceMotionAndLeavingTheScreenStopAMarquee(_ event: MarqueeEvent) {
    var m = WrappingMarqueeMachine(restingIn: .moving)
    #expect(m.send(event)?.slot == .stateChange)
    #expect(m.visualState == .still && m.offset == 0)
    #expect(m.send(.timePassed(10)) == nil)
  }

  @Test func aHugeSpanOfTimeLandsWhereSteppingWouldHave() {
    var stepped = WrappingMarqueeMachine(restingIn: .waiting)
    var jumped = stepped
    for _ in 0..<1000 { _ = stepped.send(.timePassed(0.7)) }
    _ = jumped.send(.timePassed(700))
    #expect(stepped.state == jumped.state)
    var far = BouncingMarqueeMachine(restingIn: .moving)
    _ = far.send(.timePassed(1e12))
    #expect(far.visualState != .still)
  }

  @Test func aValueChangeRollsUpOrDownAndSettles() {
    var m = RollingCounterMachine(restingIn: .settled)
    #expect(m.send(.bindingChanged(5))?.slot == .roll)
    #expect(m.visualState == .rollingUp)
    _ = m.send(.timePassed(0.1))
    #expect(m.send(.bindingChanged(2))?.to.phase == .rollingDown)
    #expect(m.rollProgress == 0)
    #expect(m.send(.timePassed(0.25))?.slot == .dehighlight)
    #expect(m.visualState == .fading && m.state.value == 2 && m.fadeProgress == 0)
    _ = m.send(.timePassed(0.125))
    #expect(m.fadeProgress == 0.5)
    _ = m.send(.timePassed(0.125))
    #expect(m.visualState == .settled && m.state.value == 2)
  }

  @Test func onlyAChangeInAShownDigitRolls() {
    var p = RollingCounterParameters()
    p.initialValue = 1.231
    var m = RollingCounterMachine(parameters: p, restingIn: .settled)
    // 1.231 and 1.234 both show 1.23: the value is taken, nothing rolls.
    let silent = m.send(.bindingChanged(1.234))
    #expect(silent?.to.phase == .settled && silent?.slot == nil && m.state.value == 1.234)
    // 1.236 shows 1.24: the third decimal changed a shown digit.
    #expect(m.send(.bindingChanged(1.236))?.slot == .roll)
    #expect(m.visualState == .rollingUp && m.state.previousValue == 1.234)
    // Half to even: 0.125 and 0.12 show alike.
    var even = RollingCounterMachine(
      parameters: {
        var q = p; q.initialValue = 0.12; return q
      }(), restingIn: .settled)
    #expect(even.send(.bindingChanged(0.125))?.slot == nil)
  }

  @Test func theIndicatorFollowsTheDragAndSettlesOnTheNeighbour() {
    var m = PagingMachine(restingIn: .resting)
    _ = m.send(.dragStarted)
    _ = m.send(.dragMoved(translation: -160))
    #expect(m.position == 0.5)
    #expect(m.send(.dragEnded(velocity: 0))?.outputs == [.valueChanged(1)])
    #expect(m.visualState == .settling && m.position == 0.5)
    _ = m.send(.timePassed(0.35))
    #expect(m.visualState == .resting && m.position == 1)
  }

  @Test func aShortDragSettlesBackUnlessFlicked() {
    var m = PagingMachine(restingIn: .resting)
    _ = m.send(.dragStarted)
    _ = m.send(.dragMoved(translation: -40))
    #expect(m.send(.dragEnded(velocity: 0))?.outputs == [])
    _ = m.send(.timePassed(1))
    _ = m.send(.dragStarted)
    _ = m.send(.dragMoved(translation: -40))
    #expect(m.send(.dragEnded(velocity: -500))?.outputs == [.valueChanged(1)])
  }

  @Test func theFirstAndLastPagesHoldTheDrag() {
    var m = PagingMachine(restingIn: .resting)
    _ = m.send(.dragStarted)
    _ = m.send(.dragMoved(translation: 500))
    #expect(m.position == 0)
    #expect(m.send(.dragEnded(velocity: 1000))?.outputs == [])
  }

  @Test func aTabTapSettlesOnItsPageAndTheOwnersChangeIsNotReportedBack() {
    var m = PagingMachine(restingIn: .resting)
    #expect(m.send(.tabTapped(2))?.outputs == [.valueChanged(2)])
    _ = m.send(.timePassed(0.1))
    // A drag mid-settle catches the pages where they are and keeps the page being settled to.
    let caught = m.position
    _ = m.send(.dragStarted)
    #expect(m.position == caught && m.state.selected == 2)
    _ = m.send(.dragCancelled)
    #expect(m.send(.bindingChanged(0))?.outputs == [])
  }
}
