import DesignKit
import DesignKitTesting
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The Swift usage the README shows, as tests.
@Suite struct ComponentUsageTests {
  @Test func customModelsConstructAndResolve() throws {
    var model = VPrimaryButtonModel()
    model.layout.cornerRadius = 12
    model.colors.background = .init(
      enabled: AdaptiveColor(light: Color(hex: "#5856D6")!, dark: Color(hex: "#5E5CE6")!),
      pressed: AdaptiveColor(Color(rgb255: 63, 61, 184)),
      disabled: AdaptiveColor(Color(rgb255: 184, 183, 238)))
    let save = VPrimaryButton(model: model, state: .enabled, action: {}, title: "Save")
    let style = try save.resolvedStyle(in: StyleEnvironment(colorScheme: .dark))
    #expect(style["colors.background"] == .color(Color(hex: "#5E5CE6")!))
    #expect(style["layout.cornerRadius"] == .number(12))
    #expect(save.accessibility == AccessibilityDescription(label: "Save", traits: [.button]))
    let disabled = VPrimaryButton(state: .disabled, action: {}, title: "Save")
    #expect(disabled.accessibility.traits == [.button, .notEnabled])
  }

  @Test func aToggleSessionFlipsTheValueOnRelease() {
    let wifi = VToggle(state: .init(.on), title: "Wi-Fi")
    #expect(wifi.accessibility.value == "on")
    #expect(wifi.accessibility.traits.contains(.selected))
    var session = SessionTester(wifi)
    session.send(.pointerDown, SessionSteps.togglePressedInside)
    #expect(session.visualState == ValueState(.on, .pressed))
    #expect(session.animation == .none)
    session.send(.pointerUp) {
      $0.value = .off
      $0.press.session = .idle
      $0.outputs = [.actionFired, .valueChanged(.off), .haptic(.impactLight)]
      $0.slot = .stateChange
    }
    #expect(session.visualState == ValueState(.off, .enabled))
    #expect(session.animation == .easeIn(duration: 0.1))
  }

  @Test func aDisabledToggleKeepsItsValue() {
    var session = SessionTester(VToggle(state: .init(.on)))
    session.send(.enabledChanged(false)) {
      $0.press.isEnabled = false
      $0.slot = .stateChange
    }
    #expect(session.visualState == ValueState(.on, .disabled))
    session.send(.pointerDown)
    #expect(session.trace.count == 1)
  }

  @Test func aFiredPressCallsTheButtonsActionAndALoadingButtonNeverFires() throws {
    let presses = Locked(0)
    let save = VPrimaryButton(action: { presses.withLock { $0 += 1 } }, title: "Save")
    var session = try save.session()
    _ = session.send(.pointerDown)
    #expect(presses.withLock { $0 } == 0)
    _ = session.send(.pointerUp)
    _ = session.send(.accessibilityActivated)
    #expect(presses.withLock { $0 } == 2)
    var loading = try VPrimaryButton(action: { presses.withLock { $0 += 1 } }, title: "Save", isLoading: true).session()
    #expect(loading.machine.isLoading)
    for event in [
      PressEvent.pointerDown, .pointerUp, .accessibilityActivated, .focusGained(.keyboard), .keyDown(.space),
      .keyUp(.space),
    ] {
      _ = loading.send(event)
    }
    #expect(presses.withLock { $0 } == 2)
  }

  @Test func aToggledValueReachesTheValueChangeHandler() throws {
    let values = Locked<[ToggleValue]>([])
    var session = try VToggle(state: .init(.off), title: "Wi-Fi") { v in values.withLock { $0.append(v) } }.session()
    _ = session.send(.pointerDown)
    _ = session.send(.pointerUp)
    _ = session.send(.titleTapped)
    _ = session.send(.bindingChanged(.on))
    #expect(values.withLock { $0 } == [.on, .off])
  }

  @Test func aClearedFieldReachesTheTextChangeHandler() throws {
    let texts = Locked<[String]>([])
    let field = VTextField(placeholder: "Email", text: "a@") { t in texts.withLock { $0.append(t) } }
    var session = try field.session()
    _ = session.send(.focusGained(.pointer))
    _ = session.send(.clearButtonTapped)
    #expect(texts.withLock { $0 } == [""])
    var empty = try VTextField(placeholder: "Email").session()
    _ = empty.send(.focusGained(.pointer))
    #expect(empty.send(.clearButtonTapped) == nil)
  }

  @Test func textFieldsReadTheirTextAndValidation() {
    let field = VTextField(state: .init(.error, .focused), placeholder: "Email", text: "a@")
    #expect(field.accessibility.label == "Email")
    #expect(field.accessibility.value == "a@, error")
    #expect(field.accessibility.traits == [.focused])
  }

  @Test func staticModelPresetsReadLikeVComponents() throws {
    let compact = VToggleModel.compactForTest
    let toggle = VToggle(model: compact, title: "x")
    #expect(try toggle.resolvedStyle()["layout.size.height"] == .number(26))
  }
}

extension VToggleModel {
  static let compactForTest: Self = {
    var m = Self()
    m.layout.size = .init(width: 42, height: 26)
    return m
  }()
}
