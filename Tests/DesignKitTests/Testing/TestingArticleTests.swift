import DesignKit
import DesignKitTesting
import Testing

/// The DocC article `TestingComponents` quotes these steps: they run as written.
@Suite struct TestingArticleTests {
  @Test func aStepperStartsAtItsValueAndStopsAtItsBound() {
    var quantity = SessionTester(VStepper(value: 5, range: 0...6))
    quantity.send(.pointerDown(.plus)) {
      $0.value = 6  // the bound: the plus button disables and its press ends
      $0.outputs = [.valueChanged(6)]
      $0.slot = .stateChange
    }
    #expect(quantity.value == 6)
  }

  @Test func aToastAppearsWithItsModelsAnimation() {
    var toast = SessionTester(VToast(text: "Saved"))
    toast.send(.bindingChanged(true)) {
      $0.animation = PhaseTimer(.appearing, remaining: VirtualDuration(seconds: 0.2))
      $0.displayRemaining = VirtualDuration(seconds: 3)
      $0.slot = .appear
    }
    #expect(toast.animation == .easeOut(duration: 0.2))
  }

  @Test func aTimeoutCountsAsADismissal() {
    var toast = SessionTester(VToast(state: .shown, text: "Saved"), exhaustivity: .nonExhaustive)
    toast.advance(by: 3.2) { $0.outputs = [.dismissed] }
    #expect(toast.callbacks.dismissals == 1)
    #expect(toast.now == 3.2)
  }

  @Test func oneAdvanceReportsEveryRepeatOnTheWay() {
    var quantity = SessionTester(VStepper(value: 0, range: 0...10), exhaustivity: .nonExhaustive)
    quantity.send(.pointerDown(.plus))
    quantity.advance(by: 0.4 + 0.06 * 3) {
      $0.outputs = [.valueChanged(2), .valueChanged(3), .valueChanged(4), .valueChanged(5)]
    }
    #expect(quantity.callbacks.boundValues == [1, 2, 3, 4, 5])
  }
}
