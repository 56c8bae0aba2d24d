import DesignKit
import Foundation
import Testing

/// Models built in Swift are checked like JSON presets: the same diagnostics, reported when the model is used.
@Suite struct ModelValidationTests {
  /// A Swift change to the default model, the JSON preset that makes the same change, and where it is reported.
  struct Case: CustomTestStringConvertible, Sendable {
    var change: @Sendable (inout VPrimaryButtonModel) -> Void
    var json: String
    var path: String
    var messageContains: String
    var testDescription: String { path }
  }

  static let cases: [Case] = [
    Case(
      change: { $0.layout.cornerRadius = -3 }, json: #"{"layout": {"cornerRadius": -3}}"#,
      path: "layout.cornerRadius", messageContains: "-3 at `layout.cornerRadius` is out of range; valid: >= 0"),
    Case(
      change: { $0.colors.titleOpacity[.pressed] = 1.5 }, json: #"{"colors": {"titleOpacity": {"pressed": 1.5}}}"#,
      path: "colors.titleOpacity.pressed",
      messageContains: "1.5 at `colors.titleOpacity.pressed` is out of range; valid: 0...1"),
    Case(
      change: { $0.animations.press = .timingCurve(1.2, 0, 0.5, 1) },
      json: #"{"animations": {"press": {"curve": "timingCurve", "controlPoints": [1.2, 0, 0.5, 1]}}}"#,
      path: "animations.press.controlPoints[0]",
      messageContains: "`x1` at `animations.press.controlPoints[0]` is 1.2; valid: a number in 0...1"),
    Case(
      change: { $0.animations.press = .easeIn(duration: -0.1) },
      json: #"{"animations": {"press": {"curve": "easeIn", "duration": -0.1}}}"#,
      path: "animations.press.duration", messageContains: "valid: a finite number >= 0"),
    Case(
      change: { $0.fonts.title = .init(Font(size: -1)) }, json: #"{"fonts": {"title": {"size": -1}}}"#,
      path: "fonts.title.size", messageContains: "valid: >= 0"),
    Case(
      change: { $0.colors.title[.enabled] = AdaptiveColor(Color(red: 2, green: 0, blue: 0)) },
      json: #"{"colors": {"title": {"enabled": {"colorSpace": "srgb", "components": [2, 0, 0]}}}}"#,
      path: "colors.title.enabled.components[0]", messageContains: "valid: 0...1"),
  ]

  @Test(arguments: cases)
  func aSwiftValueGetsTheDiagnosticJSONGets(_ c: Case) throws {
    var model = VPrimaryButtonModel()
    c.change(&model)
    let fromSwift = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }
    let fromJSON = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try PresetDecoder().decode(VPrimaryButtonModel.self, from: c.json)
    }
    let swift = try #require(fromSwift.first)
    let json = try #require(fromJSON.first)
    #expect(fromSwift.count == 1)
    #expect(swift.path.description == c.path)
    #expect(swift.message.contains(c.messageContains), "\(swift.message)")
    #expect(swift.kind == json.kind)
    #expect(swift.message == json.message)
    #expect(swift.path == json.path)
    #expect(!swift.location.isKnown)
  }

  @Test func notANumberIsReportedWithItsValue() throws {
    var model = VToggleModel()
    model.layout.cornerRadius = .init(points: .nan)
    let problems = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }
    #expect(problems.map(\.kind) == [.invalidValue])
    #expect(problems.first?.message == "nan at `layout.cornerRadius` must be finite; valid: >= 0")
  }

  @Test func everyProblemIsReportedAtOnce() {
    var model = VPrimaryButtonModel()
    model.layout.cornerRadius = -1
    model.colors.titleOpacity = .init(1.5)
    model.animations.press = .timingCurve(0.2, 0, 1.2, 1)
    let paths = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }.map(\.path.description)
    #expect(
      Set(paths)
        == [
          "layout.cornerRadius", "colors.titleOpacity.enabled", "colors.titleOpacity.pressed",
          "colors.titleOpacity.disabled", "colors.titleOpacity.focused", "colors.titleOpacity.hovered",
          "animations.press.controlPoints[2]",
        ])
  }

  @Test func resolvingAndStartingASessionCheckTheModel() {
    var model = VToggleModel()
    model.animations.stateChange = .timingCurve(1.2, 0, 0.5, 1)
    let toggle = VToggle(model: model, title: "Wi-Fi")
    let expected = ["animations.stateChange.controlPoints[0]"]
    #expect(
      thrownDiagnostics { () throws(DiagnosticList) in _ = try toggle.resolvedStyle() }.map(\.path.description)
        == expected)
    #expect(
      thrownDiagnostics { () throws(DiagnosticList) in _ = try toggle.session() }.map(\.path.description) == expected)
    #expect(
      thrownDiagnostics { () throws(DiagnosticList) in
        _ = try ComponentSession<VToggle>(model: model, restingIn: .init(.off))
      }.map(\.path.description) == expected)
  }

  @Test func aNegativeRepeatDelayIsRefusedInSwiftAndJSON() throws {
    // A stepper cannot wait less than no time before it repeats.
    var model = VStepperModel()
    model.misc.repeatDelay = -1
    let fromSwift = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }
    let fromJSON = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try PresetDecoder().decode(VStepperModel.self, from: #"{"misc": {"repeatDelay": -1}}"#)
    }
    #expect(fromSwift.map(\.path.description) == ["misc.repeatDelay"])
    #expect(fromSwift.first?.message == fromJSON.first?.message)
  }

  @Test func aCellForAStateTheComponentNeverShowsIsReportedWhereTheModelIsUsed() throws {
    // A text field is never pressed: JSON cannot set its pressed text color, and Swift is told so when the model
    // meets the component.
    var model = VTextFieldModel()
    model.colors.text[.pressed] = AdaptiveColor(hex: 0xFF0000)
    let json = try #require(
      thrownDiagnostics { () throws(DiagnosticList) in
        _ = try PresetLoader().load(
          text: ##"{"components": {"VTextField": {"colors": {"text": {"pressed": "#F00"}}}}}"##)
      }.first)
    let field = VTextField(model: model)
    for problems in [
      thrownDiagnostics { () throws(DiagnosticList) in try VTextField.validate(model) },
      thrownDiagnostics { () throws(DiagnosticList) in _ = try field.resolvedStyle() },
      thrownDiagnostics { () throws(DiagnosticList) in _ = try field.session() },
    ] {
      #expect(problems.map(\.path.description) == ["colors.text.pressed"])
      #expect(problems.first?.message == json.message.replacingOccurrences(of: "components.VTextField.", with: ""))
    }
    // One value for every state (`.init(_:)`) names no state, as a single JSON value does not.
    model.colors.text = .init(AdaptiveColor(hex: 0xFF0000))
    try VTextField.validate(model)
  }

  @Test func aValidSwiftModelResolvesAndRuns() throws {
    var model = VToggleModel()
    model.layout.cornerRadius = 0
    model.animations.stateChange = .timingCurve(0, -0.5, 1, 1.5)
    try model.validate()
    var session = try VToggle(model: model, state: .init(.off)).session()
    #expect(session.send(.pointerDown) != nil)
  }

  @Test(arguments: Catalog.registry.components.map(\.name))
  func everyDefaultModelIsValid(name: String) throws {
    let component = try #require(Catalog.registry[name])
    #expect(try component.defaultTree().validationDiagnostics() == [])
  }
}
