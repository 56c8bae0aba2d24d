import Testing

@testable import DesignKitCore
@testable import DesignKitValues

@Suite struct TextInputMachineTests {
  @Test func focusShowsWhateverItsSource() {
    var m = TextInputMachine(restingIn: ValueState(.none))
    let t = m.send(.focusGained(.pointer))
    #expect(t?.outputs == [.focusGained])
    #expect(t?.slot == .focus)
    #expect(m.visualState == ValueState(.none, .focused))
  }

  @Test func validationIsIndependentOfFocus() {
    var m = TextInputMachine(restingIn: ValueState(.none))
    #expect(m.send(.validationChanged(.error))?.slot == .validation)
    #expect(m.visualState == ValueState(.error, .enabled))
    _ = m.send(.focusGained(.keyboard))
    #expect(m.visualState == ValueState(.error, .focused))
    _ = m.send(.enabledChanged(false))
    #expect(m.visualState == ValueState(.error, .disabled))
  }

  @Test func clearButtonShowsWhenFocusedAndNotEmpty() {
    var m = TextInputMachine(restingIn: ValueState(.none))
    _ = m.send(.textChanged(to: "Ada"))
    #expect(!m.isClearButtonVisible)
    #expect(m.send(.clearButtonTapped) == nil)
    #expect(m.send(.focusGained(.pointer))?.slot == .focus)
    #expect(m.isClearButtonVisible)
    let clear = m.send(.clearButtonTapped)
    #expect(clear?.outputs == [.valueChanged("")])
    #expect(clear?.slot == .buttonAppear)
    #expect(!m.isClearButtonVisible)
  }

  @Test func clearButtonCanBeTurnedOff() {
    var m = TextInputMachine(
      parameters: TextInputParameters(contentType: .standard, hasClearButton: false), restingIn: ValueState(.none))
    _ = run(&m, [.focusGained(.keyboard), .textChanged(to: "Ada")])
    #expect(!m.isClearButtonVisible)
  }

  @Test func secureEntryReveals() {
    var m = TextInputMachine(
      parameters: TextInputParameters(contentType: .secure, hasClearButton: true), restingIn: ValueState(.none))
    #expect(m.isTextHidden)
    #expect(m.send(.revealButtonTapped)?.outputs == [.custom("revealed", "true")])
    #expect(!m.isTextHidden)
    var plain = TextInputMachine(restingIn: ValueState(.none))
    #expect(plain.send(.revealButtonTapped) == nil)
  }

  @Test func disablingDropsFocusAndHoverButKeepsText() {
    var m = TextInputMachine(restingIn: ValueState(.success))
    _ = run(&m, [.hoverStarted(.mouse), .focusGained(.keyboard), .textChanged(to: "Ada")])
    #expect(m.send(.enabledChanged(false))?.outputs == [.focusLost])
    #expect(!m.state.isFocused && !m.state.isHovered && !m.state.isEmpty)
    #expect(m.send(.focusGained(.keyboard)) == nil)
    #expect(m.send(.hoverStarted(.mouse)) == nil)
  }

  @Test func hoverOnlyFromIndirectPointers() {
    var m = TextInputMachine(restingIn: ValueState(.none))
    #expect(m.send(.hoverStarted(.touch)) == nil)
    #expect(m.send(.hoverStarted(.pen))?.slot == .hover)
    #expect(m.visualState == ValueState(.none, .hovered))
  }
}
