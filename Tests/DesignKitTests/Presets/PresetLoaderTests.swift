import DesignKit
import Testing

@Suite struct PresetLoaderTests {
  func load(_ text: String) throws(DiagnosticList) -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": text])).load(file: "p.json")
  }

  @Test func anEmptyPresetIsTheDefaultTheme() throws {
    let theme = try load("{}")
    for c in Catalog.registry.components {
      #expect(try theme.tree(for: c.name) == c.defaultTree())
    }
  }

  @Test func aPresetConfiguresItsComponentsAndNothingElse() throws {
    let theme = try load(##"{"name": "Brand", "components": {"VPrimaryButton": {"layout": {"minHeight": 44}}}}"##)
    #expect(theme.name == "Brand")
    #expect(try theme.model(for: VPrimaryButton.self).layout.minHeight == 44)
    #expect(try theme.model(for: VToggle.self) == VToggleModel())
    let style = try theme.resolve("VPrimaryButton", state: "pressed", in: StyleEnvironment(colorScheme: .dark))
    #expect(style["layout.minHeight"] == .number(44))
    #expect(style["colors.background"] == .color(Foundations().colors.primary.darkened(by: 0.2).dark))
  }

  @Test func unknownComponentsAreErrorsWithSuggestions() throws {
    let diagnostics = expectedDiagnostics { _ = try load(##"{"components": {"VToggel": {}}}"##) }
    let d = try #require(diagnostics.first)
    #expect(d.kind == .unknownComponent)
    #expect(d.suggestions == ["VToggle"])
    #expect(d.location.line == 1 && d.location.column == 17)
    #expect(d.path.description == "components.VToggel")
  }

  @Test func unknownTopLevelKeysAreErrors() throws {
    #expect(throws: DiagnosticList.self) { try load(##"{"componets": {}}"##) }
  }

  @Test func aMissingFileIsAnError() throws {
    let diagnostics = expectedDiagnostics {
      _ = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource()).load(file: "nope.json")
    }
    #expect(diagnostics.first?.kind == .fileNotFound)
  }

  @Test func theExportedDefaultsLoadBackToTheSameTheme() throws {
    let text = JSONWriter().string(try Theme.default.presetJSON())
    let theme = try load(text)
    for c in Catalog.registry.components {
      #expect(try theme.tree(for: c.name) == c.defaultTree())
    }
  }

  @Test func modelsDefaultJSONIsTheGeneratedOutput() throws {
    let expected = JSONWriter().string(try Theme.default.presetJSON())
    let actual = try #require(RepoPaths.read(RepoPaths.model("default.json")), "Models/default.json is missing")
    #expect(
      actual == expected, "Models/default.json drifted: run `swift run designkit export-defaults > Models/default.json`"
    )
  }

  @Test(arguments: ["brand.json", "compact.json"])
  func examplePresetsValidate(file: String) throws {
    let diagnostics = PresetLoader().validate(file: RepoPaths.model(file))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }
}
