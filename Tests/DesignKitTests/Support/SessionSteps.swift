import DesignKit
import DesignKitTesting

/// Expected steps that many session tests share.
enum SessionSteps {
  /// A button's pointer goes down (or comes back) inside: the pressed look and the long-press timer.
  static func buttonPressedInside(_ expected: inout SessionTester<VPrimaryButton>.Expected) {
    expected.session = .pointer(inside: true)
    expected.longPressRemaining = VirtualDuration(seconds: 0.5)
    expected.slot = .press
  }

  /// A button's pointer leaves while pressed: the look goes, the long press stops counting.
  static func buttonPointerLeft(_ expected: inout SessionTester<VPrimaryButton>.Expected) {
    expected.session = .pointer(inside: false)
    expected.longPressRemaining = nil
    expected.slot = .release
  }

  /// A button released inside: the action fires, with the model's light impact.
  static func buttonReleasedInside(_ expected: inout SessionTester<VPrimaryButton>.Expected) {
    expected.session = .idle
    expected.longPressRemaining = nil
    expected.outputs = [.actionFired, .haptic(.impactLight)]
    expected.slot = .release
  }

  /// A button held for the long-press duration: down, then the clock in two steps, then the release.
  static func longPress(_ button: inout SessionTester<VPrimaryButton>) {
    button.send(.pointerDown, buttonPressedInside)
    button.advance(by: 0.4) { $0.longPressRemaining = VirtualDuration(seconds: 0.1) }
    button.advance(by: 0.1) {
      $0.session = .longPressed
      $0.longPressRemaining = nil
      $0.outputs = [.longPressFired]
      $0.slot = .release
    }
    button.send(.pointerUp) { $0.session = .idle }
  }

  /// A toggle's pointer goes down inside.
  static func togglePressedInside(_ expected: inout SessionTester<VToggle>.Expected) {
    expected.press.session = .pointer(inside: true)
    expected.slot = .press
  }

  /// A toggle tapped (down, up inside) from `value` to the other value, with the model's light impact.
  static func tap(_ toggle: inout SessionTester<VToggle>, to value: ToggleValue) {
    toggle.send(.pointerDown, togglePressedInside)
    toggle.send(.pointerUp) {
      $0.value = value
      $0.press.session = .idle
      $0.outputs = [.actionFired, .valueChanged(MachineValue(value)), .haptic(.impactLight)]
      $0.slot = .stateChange
    }
  }
}
