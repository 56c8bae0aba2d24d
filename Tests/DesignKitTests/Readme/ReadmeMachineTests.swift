// The README's machine section quotes this file: a state-machine test as a consumer writes it (the `DesignKit`
// module only, no `@testable`).

import DesignKit
import Testing

@Suite struct SaveButtonMachineTests {
  let save = VPrimaryButton(action: {}, title: "Save")

  @Test func pressAndReleaseFireTheAction() throws {
    var session = try save.session()
    #expect(session.send(.pointerDown)?.toState == .pressed)
    let release = session.send(.pointerUp)
    #expect(release?.transition.outputs == [.actionFired, .haptic(.impactLight)])
    #expect(session.state == .enabled)
  }

  @Test func aDisabledButtonIgnoresPresses() throws {
    var session = try save.session()
    #expect(session.send(.enabledChanged(false))?.toState == .disabled)
    _ = session.send(.pointerDown)
    #expect(session.state == .disabled)
  }

  @Test func holdingHalfASecondIsALongPress() throws {
    var session = try save.session()
    _ = session.send(.pointerDown)
    #expect(session.send(.timePassed(0.4))?.transition.outputs == [])  // time is an event: no sleeping
    #expect(session.send(.timePassed(0.1))?.transition.outputs == [.longPressFired])
    #expect(session.send(.pointerUp)?.transition.outputs == [])  // the long press swallowed the tap
  }
}

@Suite struct ValueOutputTests {
  @Test func aToggleReportsItsNewValue() throws {
    var wifi = try VToggle(title: "Wi-Fi").session()
    _ = wifi.send(.pointerDown)
    #expect(wifi.send(.pointerUp)?.transition.outputs == [.actionFired, .valueChanged(.on), .haptic(.impactLight)])
  }

  @Test func aSliderReportsANumber() throws {
    var volume = try VSlider(value: 0.5, step: 0.1).session()
    _ = volume.send(.focusGained(.keyboard))
    let step = volume.send(.keyDown(.arrowRight))
    #expect(step?.transition.outputs == [.valueChanged(0.6)])  // typed: a number, not its text
    #expect(step?.transition.outputs.first?.changedValue?.numberValue == 0.6)
  }
}
