import DesignKit
import Testing

/// Scenarios of the inputs beyond the registry battery.
@Suite struct InputsTests {
  @Test func aSecureFieldRevealsItsText() throws {
    var model = VTextFieldModel()
    model.misc.contentType = .secure
    var session = try VTextField(model: model, placeholder: "Password", text: "hunter2").session()
    #expect(session.machine.isTextHidden)
    #expect(session.send(.revealButtonTapped)?.transition.outputs == [.custom("revealed", "true")])
    #expect(!session.machine.isTextHidden)
  }

  /// A search field's clear button shows whenever it has text, focused or not (UIKit's search field); a standard
  /// field's only while focused.
  @Test func aSearchFieldClearsItsTextEvenUnfocused() throws {
    var model = VTextFieldModel()
    model.misc.contentType = .search
    var session = try VTextField(model: model, placeholder: "Search", text: "swift").session()
    #expect(session.machine.isClearButtonVisible)
    #expect(try !VTextField(placeholder: "Name", text: "swift").session().machine.isClearButtonVisible)
    _ = session.send(.focusGained(.pointer))
    #expect(session.machine.isClearButtonVisible)
    #expect(session.send(.clearButtonTapped)?.transition.outputs == [.valueChanged("")])
    #expect(!session.machine.isClearButtonVisible)
  }

  @Test func theClearButtonSettingReachesTheMachine() throws {
    var model = VTextFieldModel()
    model.misc.hasClearButton = false
    var session = try VTextField(model: model, text: "swift").session()
    _ = session.send(.focusGained(.keyboard))
    #expect(session.send(.clearButtonTapped) == nil)
  }

  @Test func theHeaderNamesTheFieldAndTheFooterTakesTheHighlight() throws {
    let field = VTextField(
      state: .init(.error, .enabled), header: "Email", footer: "Invalid address", placeholder: "you@example.com",
      text: "a@")
    #expect(field.accessibility.label == "Email")
    #expect(field.accessibility.value == "a@, error")
    #expect(try field.resolvedStyle()["colors.footer"] == .color(Foundations().colors.error.light))
  }

  @Test func aBareFieldHasNoClearButtonAndReadsItsText() throws {
    let field = VBaseTextField(placeholder: "Name", text: "Ada")
    #expect(field.accessibility.label == "Name")
    #expect(field.accessibility.value == "Ada")
    var session = try field.session()
    _ = session.send(.focusGained(.keyboard))
    #expect(session.state == ValueState(.none, .focused))
    #expect(!session.machine.isClearButtonVisible)
  }
}
