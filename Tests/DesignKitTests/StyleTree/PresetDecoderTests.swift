import DesignKit
import Testing

@Suite struct PresetDecoderTests {
  @Test func appliesAPartialModelOverTheDefaults() throws {
    let model = try PresetDecoder().decode(
      VToggleModel.self,
      from: """
        {"layout": {"cornerRadius": 8}, "colors": {"fill": {"on": "#FF0000"}}, "animations": {"stateChange": "snappy"}}
        """)
    var expected = VToggleModel()
    expected.layout.cornerRadius = 8
    for s in InteractionState.allCases {
      expected.colors.fill[.on][s] = AdaptiveColor(Color(red: 1, green: 0, blue: 0))
    }
    expected.animations.stateChange = .snappy
    #expect(model == expected)
  }

  @Test func aNestedStateNameReachesTheInnerTable() throws {
    let model = try PresetDecoder().decode(VToggleModel.self, from: ##"{"colors": {"fill": {"pressed": "#00F"}}}"##)
    let blue = AdaptiveColor(Color(red: 0, green: 0, blue: 1))
    #expect(model.colors.fill[.on][.pressed] == blue)
    #expect(model.colors.fill[.off][.pressed] == blue)
    #expect(model.colors.fill[.on][.enabled] == VToggleModel().colors.fill[.on][.enabled])
  }

  @Test func adaptiveColorsAndFontMerging() throws {
    let model = try PresetDecoder().decode(
      VPrimaryButtonModel.self,
      from: ##"{"colors": {"title": {"light": "#000000", "dark": "#FFFFFF"}}, "fonts": {"title": {"weight": "bold"}}}"##
    )
    #expect(model.colors.title[.enabled] == AdaptiveColor(light: .black, dark: .white))
    // A partial font merges onto each platform's font.
    #expect(model.fonts.title[.iOS] == Font(size: 17, weight: .bold, textStyle: .body))
    #expect(model.fonts.title[.macOS] == .system(size: 16, weight: .bold))
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var json: String
    var kind: Diagnostic.Kind
    var line: Int
    var column: Int
    var path: String
    var messageContains: String
    var testDescription: String { "\(kind) at \(path)" }
  }

  static let bad: [BadCase] = [
    .init(
      json: "{\n  \"layout\": {\n    \"cornerRadious\": 4\n  }\n}", kind: .unknownKey, line: 3, column: 5,
      path: "layout.cornerRadious", messageContains: "did you mean `cornerRadius`?"),
    .init(
      json: ##"{"layout": {"cornerRadius": "big"}}"##, kind: .typeMismatch, line: 1, column: 29,
      path: "layout.cornerRadius", messageContains: "expected a number"),
    .init(
      json: ##"{"layout": {"cornerRadius": -1}}"##, kind: .invalidValue, line: 1, column: 29,
      path: "layout.cornerRadius", messageContains: ">= 0"),
    .init(
      json: ##"{"colors": {"fill": {"on": {"enabld": "#FFF"}}}}"##, kind: .unknownState, line: 1, column: 29,
      path: "colors.fill.on.enabld", messageContains: "did you mean `enabled`?"),
    .init(
      json: ##"{"colors": {"fill": "#12345"}}"##, kind: .invalidValue, line: 1, column: 21, path: "colors.fill",
      messageContains: "#RRGGBB"),
    .init(
      json: ##"{"layout": []}"##, kind: .typeMismatch, line: 1, column: 12, path: "layout",
      messageContains: "expected an object"),
    .init(
      json: ##"{"misc": {"isTitleClickable": 1}}"##, kind: .typeMismatch, line: 1, column: 31,
      path: "misc.isTitleClickable", messageContains: "expected a boolean"),
    .init(
      json: ##"{"fonts": {"title": {"weight": "heavyish"}}}"##, kind: .invalidValue, line: 1, column: 32,
      path: "fonts.title.weight", messageContains: "valid values: ultraLight"),
    .init(
      json: ##"{"layout": {"size": {"width": 1e400}}}"##, kind: .invalidValue, line: 1, column: 31, path: "",
      messageContains: "out of range"),
    .init(
      json: ##"{"layout": {"cornerRadius": "{radius.control}"}}"##, kind: .unresolvedReference, line: 1, column: 29,
      path: "layout.cornerRadius", messageContains: "defines no `tokens`"),
  ]

  @Test(arguments: bad)
  func reportsPreciseErrors(_ c: BadCase) throws {
    let diagnostics = expectedDiagnostics {
      _ = try PresetDecoder().decode(VToggleModel.self, from: c.json, file: "t.json")
    }
    let d = try #require(diagnostics.first)
    #expect(d.kind == c.kind)
    #expect(d.location.line == c.line)
    #expect(d.location.column == c.column)
    if !c.path.isEmpty { #expect(d.path.description == c.path) }
    #expect(d.message.contains(c.messageContains), "\(d.message)")
    #expect(d.file == "t.json")
    #expect(d.description.hasPrefix("t.json:\(c.line):\(c.column): error: "))
  }

  @Test func aWrongValueBesideAMisspelledStateAreBothReported() throws {
    let json = ##"{"colors": {"title": {"enabled": 5, "presed": "#000"}}}"##
    do {
      _ = try PresetDecoder().decode(VPrimaryButtonModel.self, from: json)
      Issue.record("expected errors")
    } catch {
      #expect(error.diagnostics.map(\.kind) == [.typeMismatch, .unknownState])
      #expect(error.diagnostics.map(\.path.description) == ["colors.title.enabled", "colors.title.presed"])
      #expect(error.diagnostics.map(\.location.column) == [34, 37])
    }
  }

  @Test func reportsEveryErrorAtOnceSortedByPosition() throws {
    let json = """
      {
        "layout": {"cornerRadius": -2, "thumbDimensoin": 3},
        "colors": {"title": 5}
      }
      """
    let diagnostics = expectedDiagnostics { _ = try PresetDecoder().decode(VToggleModel.self, from: json) }
    #expect(diagnostics.map(\.kind) == [.invalidValue, .unknownKey, .typeMismatch])
    #expect(diagnostics.map(\.location.line) == [2, 2, 3])
  }
}
