import DesignKit
import Testing

/// Scenarios of the value pickers beyond the registry battery.
@Suite struct ValuePickersTests {
  @Test func aStepperStopsAtItsBoundAndItsButtonDisables() throws {
    var session = try VStepper(value: 9, range: 0...10).session()
    let down = session.send(.pointerDown(.plus))
    #expect(down?.transition.outputs == [.valueChanged(10)])
    #expect(session.machine.buttonState(.plus) == .disabled)
    #expect(session.send(.press(.timePassed(2))) == nil)
    #expect(session.machine.value == 10)
  }

  @Test func holdingAStepperRepeatsAndAccelerates() throws {
    var session = try VStepper(value: 0, range: 0...1000).session()
    _ = session.send(.pointerDown(.plus))
    _ = session.send(.press(.timePassed(0.4)))
    #expect(session.machine.value == 2)
    // After a second held, each repeated step is twice as large (VComponents' exponent 2).
    _ = session.send(.press(.timePassed(0.6)))
    let before = session.machine.value
    _ = session.send(.press(.timePassed(0.05)))
    #expect(session.machine.value - before == 2)
  }

  @Test func theStepperRepeatsSoonerThanVComponents() {
    // React Aria's 0.4 s for a mouse; VComponents waits 1 s before repeating.
    #expect(VStepperModel().misc.repeatDelay == 0.4)
    #expect(VStepperModel().layout.size == Size(width: 94, height: 32))
  }

  @Test func aSliderReadsItsValueAndIsAdjustable() throws {
    let slider = VSlider(value: 0.5, step: 0.1, accessibilityLabel: "Volume")
    #expect(slider.accessibility.value == "0.5")
    #expect(slider.accessibility.traits == [.adjustable])
    var session = try slider.session()
    _ = session.send(.focusGained(.keyboard))
    #expect(session.send(.keyDown(.arrowRight))?.transition.outputs == [.valueChanged(0.6)])
    #expect(session.send(.keyDown(.pageUp))?.transition.outputs == [.valueChanged(1)])
  }

  @Test func aDisabledSliderKeepsItsValue() throws {
    var session = try VSlider(state: .disabled, value: 0.3).session()
    #expect(session.machine.value == 0.3)
    #expect(session.send(.pointerDown(at: 0.9)) == nil)
    #expect(session.state == .disabled)
  }

  @Test func aRangeSliderKeepsItsThumbsApart() throws {
    let slider = VRangeSlider(lower: 20, upper: 40, range: 0...100, step: 10, minimumDistance: 20)
    #expect(slider.accessibility.value == "20 to 40")
    var session = try slider.session()
    _ = session.send(.focusGained(.keyboard))
    #expect(session.send(.keyDown(.arrowRight)) == nil)
    #expect(session.send(.keyDown(.arrowLeft))?.transition.outputs == [.valueChanged(.range(lower: 10, upper: 40))])
  }
}
