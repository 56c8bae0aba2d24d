import DesignKit
import Testing

/// Each new model hands its machine the settings it names: a changed setting changes what the machine does.
@Suite struct BreadthMachineSettingsTests {
  @Test func toggleButtonsPressWithTheirDriftToleranceAndNoLongPress() {
    var model = VStretchedToggleButtonModel()
    model.misc.pressDriftTolerance = 10
    #expect(model.misc.parameters.press.driftTolerance == 10)
    #expect(model.misc.parameters.press.longPressDuration == nil)
    var machine = SwitchMachine(value: .off, parameters: model.misc.parameters)
    _ = machine.send(.pointerDown)
    _ = machine.send(.pointerMoved(distanceOutside: 20))
    #expect(machine.send(.pointerUp)?.outputs == [])
    #expect(machine.value == .off)
  }

  @Test func aTextViewHasAClearButtonOnlyWhenItsModelAsks() {
    var model = VTextViewModel()
    #expect(!model.misc.parameters.hasClearButton)
    model.misc.hasClearButton = true
    #expect(model.misc.parameters == TextInputParameters(contentType: .standard, hasClearButton: true))
  }

  @Test func aCodeEntryHasTheModelsCellsAndCharacters() {
    var model = VCodeEntryViewModel()
    model.misc.length = 3
    model.misc.characters = .digits
    var machine = CodeEntryMachine(parameters: model.misc.parameters, restingIn: ValueState(.empty))
    _ = machine.send(.focusGained(.keyboard))
    let outputs = ["1", "x", "2", "3", "4"].map { machine.send(.characterTyped(Character($0)))?.outputs }
    #expect(
      outputs == [
        [.valueChanged("1")], nil, [.valueChanged("12")], [.valueChanged("123"), .submitted, .focusLost], nil,
      ])
    #expect(machine.visualState == ValueState(.complete, .enabled))
  }

  @Test func aNotificationsTimersComeFromItsAnimationsAndMisc() {
    var model = VNotificationModel()
    #expect(model.parameters.displayDuration == 5)
    model.animations.appear = .easeOut(duration: 0.4)
    #expect(model.parameters.appearDuration == 0.4)
    model.misc.displayDuration = 0
    model.misc.dismissesOnSwipe = false
    #expect(model.parameters.displayDuration == .infinity)
    #expect(model.parameters.swipeThresholdFraction == nil)
  }

  @Test func anAsyncImageTimesOutAndRetriesAsItsModelSays() {
    var model = VFetchingAsyncImageModel()
    model.misc.timeout = 5
    model.misc.retriesAutomatically = true
    model.misc.retryDelay = 1
    var machine = AsyncImageMachine(parameters: model.misc.parameters, restingIn: .loading)
    #expect(machine.send(.timePassed(5))?.outputs == [.fetchCancelled(1)])
    #expect(machine.visualState == .failed)
    #expect(machine.send(.timePassed(1))?.outputs == [.fetchRequested(2)])
    #expect(machine.visualState == .loading)
    model.misc.timeout = 0
    #expect(model.misc.parameters.timeout == nil)
  }

  /// VComponents 8.1 shows a failure and waits for the user; retrying by itself is an opt-in.
  @Test func anAsyncImageWaitsAfterAFailureByDefault() throws {
    var session = try VFetchingAsyncImage(source: "lake").session()
    _ = session.send(.urlChanged(present: true))
    _ = session.send(.fetchFailed(fetch: 1))
    #expect(session.machine.visualState == .failed)
    #expect(session.send(.timePassed(60)) == nil)
    #expect(session.machine.visualState == .failed)
  }

  @Test func marqueeLegsFollowTheModelsVelocityAndSpacing() {
    var bouncing = VBouncingMarqueeModel()
    bouncing.misc.velocity = 40
    var b = BouncingMarqueeMachine(parameters: bouncing.parameters, restingIn: .moving)
    #expect(b.legDuration == VirtualDuration(seconds: 2.5))
    var wrapping = VWrappingMarqueeModel()
    wrapping.layout.contentSpacing = 10
    let w = WrappingMarqueeMachine(parameters: wrapping.parameters, restingIn: .moving)
    #expect(w.legDistance == 310)
    bouncing.misc.legDuration = 4
    b = BouncingMarqueeMachine(parameters: bouncing.parameters, restingIn: .moving)
    #expect(b.legDuration == VirtualDuration(seconds: 4))
  }

  @Test func aRollLastsAsLongAsTheRollAnimation() {
    var model = VRollingCounterModel()
    model.animations.roll = .linear(duration: 0.5)
    var machine = RollingCounterMachine(parameters: model.parameters, restingIn: .settled)
    _ = machine.send(.bindingChanged(3))
    #expect(machine.send(.timePassed(0.4))?.to.phase == .rollingUp)
    #expect(machine.send(.timePassed(0.1))?.slot == .dehighlight)
  }

  @Test func aCarouselPagesByACardAndItsSpacingAndSettlesWithItsAnimation() {
    var model = VCarouselModel()
    model.animations.selection = .easeOut(duration: 0.3)
    let p = model.parameters(containerWidth: 390)
    #expect(p.pageWidth == 390 - 2 * Metrics.spacing(4) + Metrics.spacing(2))
    #expect(p.settleDuration == 0.3)
    model.misc.isDragEnabled = false
    var machine = PagingMachine(parameters: model.parameters(containerWidth: 390), restingIn: .resting)
    #expect(machine.send(.dragStarted) == nil)
  }

  @Test func aPagerTabViewTakesItsThresholdFromItsModel() {
    var model = VWrappedIndicatorStaticPagerTabViewModel()
    model.misc.pagingThreshold = 0.25
    var machine = PagingMachine(parameters: model.parameters(pageWidth: 400), restingIn: .resting)
    _ = machine.send(.dragStarted)
    _ = machine.send(.dragMoved(translation: -120))
    #expect(machine.send(.dragEnded(velocity: 0))?.outputs == [.valueChanged(1)])
  }
}
