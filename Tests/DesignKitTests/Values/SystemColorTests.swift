import DesignKit
import Testing

@Suite struct SystemColorTests {
  @Test func systemColorsCarryTheiOS26Values() {
    #expect(AdaptiveColor.red.light == Color(rgb255: 255, 56, 60))
    #expect(AdaptiveColor.red.darkIncreasedContrast == Color(rgb255: 255, 97, 101))
    #expect(AdaptiveColor.indigo.dark == Color(rgb255: 109, 124, 255))
    #expect(AdaptiveColor.gray6.lightIncreasedContrast == Color(rgb255: 235, 235, 240))
    #expect(AdaptiveColor.blue.resolved(dark: true, increasedContrast: true) == Color(rgb255: 92, 184, 255))
  }

  @Test func systemColorsFitWhereverAnAdaptiveColorGoes() {
    var model = VPrimaryButtonModel()
    model.colors.background = .init(enabled: .blue, pressed: .indigo, disabled: .gray3)
    #expect(model.colors.background[.pressed] == .indigo)
  }

  @Test(arguments: [
    ("systemRed", AdaptiveColor.red), ("systemMint", .mint), ("systemBrown", .brown), ("systemGray", .gray),
    ("systemGray2", .gray2), ("systemGray6", .gray6),
  ])
  func presetsNameSystemColors(name: String, color: AdaptiveColor) throws {
    let model = try PresetDecoder().decode(VToggleModel.self, from: #"{"colors": {"title": {"pressed": "\#(name)"}}}"#)
    #expect(model.colors.title[.pressed] == color)
  }

  @Test func aMisspelledSystemColorGetsASuggestion() throws {
    let problems = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try PresetDecoder().decode(VToggleModel.self, from: #"{"colors": {"title": "systemRde"}}"#)
    }
    let problem = try #require(problems.first)
    #expect(problem.kind == .invalidValue)
    #expect(problem.suggestions.first == "systemRed")
    #expect(problem.path.description == "colors.title")
  }

  @Test func hexLiteralsNeedNoUnwrapping() {
    #expect(AdaptiveColor(hex: 0x5856D6) == AdaptiveColor(Color(rgb255: 0x58, 0x56, 0xD6)))
    #expect(Color(hex: 0x5856D6, alpha: 0.5) == Color(rgb255: 0x58, 0x56, 0xD6, alpha: 0.5))
    #expect(Color(hex: 0xFFFFFF) == .white)
  }

  @Test func aHexLiteralOutOfRangeIsReportedWhenUsed() throws {
    var model = VToggleModel()
    model.colors.title = .init(AdaptiveColor(hex: 0x1_000000))
    let problems = thrownDiagnostics { () throws(DiagnosticList) in try model.validate() }
    #expect(problems.count == InteractionState.allCases.count)
    #expect(problems.first?.path.description == "colors.title.enabled.components[0]")
  }
}
