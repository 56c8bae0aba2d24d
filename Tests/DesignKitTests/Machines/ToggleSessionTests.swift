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
