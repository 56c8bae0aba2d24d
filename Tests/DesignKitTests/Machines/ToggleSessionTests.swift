import DesignKit
import DesignKitTesting
import Testing

/// A switch's value, stated step by step with the session tester.
@Suite struct ToggleSessionTests {
  @Test func valueFlipsOnTheFiredPressNotOnPointerDown() {
    var toggle = SessionTester(VToggle())
    SessionSteps.tap(&toggle, to: .on)
    #expect(toggle.visualState == ValueState(.on, .enabled))
  }

  @Test func releaseOutsideKeepsTheValue() {
    var toggle = SessionTester(VToggle(state: .init(.on)))
    toggle.send(.pointerDown, SessionSteps.togglePressedInside)
    toggle.send(.pointerExited) {
      $0.press.session = .pointer(inside: false)
      $0.slot = .release
    }
    toggle.send(.pointerUp) { $0.press.session = .idle }
    #expect(toggle.state.value == .on)
  }

  @Test func slowTapStillToggles() {
    var toggle = SessionTester(VToggle(), exhaustivity: .nonExhaustive)
    toggle.send(.pointerDown)
    toggle.advance(by: 2) { $0.outputs = [] }
    toggle.send(.pointerUp) { $0.value = .on }
  }
}

/// A toggle button whose owner decides its value, stated with the session tester's `decide`.
@Suite struct ControlledToggleSessionTests {
  @Test func anOwnerThatRefusesOffKeepsTheButtonOnAndTheTraceSaysSo() {
    var button = SessionTester(VStretchedToggleButton(state: .init(.on), title: "Bold"), exhaustivity: .nonExhaustive)
    button.decide = { $0 == .off ? .on : $0 }
    button.send(.pointerDown)
    button.send(.pointerUp) {
      $0.value = .on
      $0.outputs = [.actionFired, .valueChanged(.off), .haptic(.impactLight)]
    }
    #expect(button.value == .on)
    let last = button.trace.last
    #expect(last?.owner == OwnerDecision(proposed: .off, held: .on))
    #expect(last?.stateAfter == "on+enabled", "the step ends where the owner's value is")
    #expect(last?.text().contains("refused by the owner (proposed off, keeps on)") == true, "\(last?.text() ?? "")")
  }

  @Test func anOwnerThatAcceptsLetsTheValueChange() {
    var button = SessionTester(VStretchedToggleButton(state: .init(.on), title: "Bold"), exhaustivity: .nonExhaustive)
    button.decide = { $0 }
    button.send(.pointerDown)
    button.send(.pointerUp) { $0.value = .off }
    #expect(button.trace.last?.owner?.isRefusal == false)
  }
}
