import DesignKit
import DesignKitTesting
import Testing

/// A button's press sessions, stated step by step with the session tester.
@Suite struct ButtonSessionTests {
  let save = VPrimaryButton(action: {}, title: "Save")

  @Test func releaseInsideFiresOnce() {
    var button = SessionTester(save)
    button.send(.pointerDown, SessionSteps.buttonPressedInside)
    button.send(.pointerUp, SessionSteps.buttonReleasedInside)
    button.send(.pointerUp)
    #expect(button.callbacks.actions == 1)
  }

  @Test func releaseOutsideFiresNothing() {
    var button = SessionTester(save)
    button.send(.pointerDown, SessionSteps.buttonPressedInside)
    button.send(.pointerExited, SessionSteps.buttonPointerLeft)
    button.send(.pointerUp) { $0.session = .idle }
    #expect(button.callbacks.actions == 0)
  }

  @Test func leaveAndReenter() {
    var button = SessionTester(save)
    button.send(.pointerDown, SessionSteps.buttonPressedInside)
    button.send(.pointerMoved(distanceOutside: 80), SessionSteps.buttonPointerLeft)
    button.send(.pointerMoved(distanceOutside: 20), SessionSteps.buttonPressedInside)
    button.send(.pointerExited, SessionSteps.buttonPointerLeft)
    button.send(.pointerEntered, SessionSteps.buttonPressedInside)
    button.send(.pointerUp, SessionSteps.buttonReleasedInside)
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
    button.send(.keyRepeated(key))
    button.send(.keyDown(key))
    button.send(.keyUp(key)) {
      $0.session = .idle
      $0.outputs = [.actionFired, .haptic(.impactLight)]
      $0.slot = .release
    }
    #expect(button.visualState == .focused)
  }

  @Test func longPressFiresCancelsThePressAndSwallowsTheTap() {
    var button = SessionTester(save)
    SessionSteps.longPress(&button)
    #expect(button.callbacks.longPresses == 1)
    #expect(button.callbacks.actions == 0)
  }
}
