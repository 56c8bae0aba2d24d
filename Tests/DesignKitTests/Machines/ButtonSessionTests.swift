import DesignKit
import DesignKitTesting
import Testing

/// A button's press sessions, stated step by step with the session tester.
@Suite struct ButtonSessionTests {
  let save = VPrimaryButton(action: {}, title: "Save")

  /// The step of a pointer going down inside: the pressed look and the long-press timer.
  static func pressedInside(_ expected: inout SessionTester<VPrimaryButton>.Expected) {
    expected.session = .pointer(inside: true)
    expected.longPressRemaining = VirtualDuration(seconds: 0.5)
    expected.slot = .press
  }

  @Test func releaseInsideFiresOnce() {
    var button = SessionTester(save)
    button.send(.pointerDown, Self.pressedInside)
    button.send(.pointerUp) {
      $0.session = .idle
      $0.longPressRemaining = nil
      $0.outputs = [.actionFired]
      $0.slot = .release
    }
    button.send(.pointerUp)
    #expect(button.callbacks.actions == 1)
  }

  @Test func releaseOutsideFiresNothing() {
    var button = SessionTester(save)
    button.send(.pointerDown, Self.pressedInside)
    button.send(.pointerExited) {
      $0.session = .pointer(inside: false)
      $0.longPressRemaining = nil
      $0.slot = .release
    }
    button.send(.pointerUp) { $0.session = .idle }
    #expect(button.callbacks.actions == 0)
  }

  @Test func leaveAndReenter() {
    var button = SessionTester(save)
    button.send(.pointerDown, Self.pressedInside)
    button.send(.pointerMoved(distanceOutside: 80)) {
      $0.session = .pointer(inside: false)
      $0.longPressRemaining = nil
      $0.slot = .release
    }
    button.send(.pointerMoved(distanceOutside: 20), Self.pressedInside)
    button.send(.pointerExited) {
      $0.session = .pointer(inside: false)
      $0.longPressRemaining = nil
      $0.slot = .release
    }
    button.send(.pointerEntered, Self.pressedInside)
    button.send(.pointerUp) {
      $0.session = .idle
      $0.longPressRemaining = nil
      $0.outputs = [.actionFired]
      $0.slot = .release
    }
  }

  @Test(arguments: [KeyboardKey.space, .return]) func keyboardPressFiresOnKeyUp(key: KeyboardKey) {
    var button = SessionTester(save)
    button.send(.focusGained(.keyboard)) {
      $0.focus = .focusVisible
      $0.outputs = [.focusGained]
      $0.slot = .focus
    }
    button.send(.keyDown(key)) {
      $0.session = .keyboard(key)
      $0.slot = .press
    }
    button.send(.keyRepeat(key))
    button.send(.keyDown(key))
    button.send(.keyUp(key)) {
      $0.session = .idle
      $0.outputs = [.actionFired]
      $0.slot = .release
    }
    #expect(button.visualState == .focused)
  }

  @Test func longPressFiresCancelsThePressAndSwallowsTheTap() {
    var button = SessionTester(save)
    button.send(.pointerDown, Self.pressedInside)
    button.advance(by: 0.4) { $0.longPressRemaining = VirtualDuration(seconds: 0.1) }
    button.advance(by: 0.1) {
      $0.session = .longPressed
      $0.longPressRemaining = nil
      $0.outputs = [.longPressFired]
      $0.slot = .release
    }
    button.send(.pointerUp) { $0.session = .idle }
    #expect(button.callbacks.longPresses == 1)
    #expect(button.callbacks.actions == 0)
  }
}
