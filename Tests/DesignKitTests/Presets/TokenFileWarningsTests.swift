import DesignKit
import Testing

/// Token-file warnings reach the user of a preset: the Swift API returns them with the theme, strict refuses them.
@Suite struct TokenFileWarningsTests {
  @Test func aPresetWithTokenFilesLoadsWithTheirWarnings() throws {
    let loaded = try PresetLoader().loadWithWarnings(file: RepoPaths.model("fluent.json"))
    #expect(loaded.theme.name == (try PresetLoader().load(file: RepoPaths.model("fluent.json")).name))
    #expect(loaded.warnings.count == 26)
    for w in loaded.warnings {
      #expect(w.severity == .warning && w.kind == .unknownKey)
      #expect(w.file?.hasSuffix("Models/tokens/microsoft-fluent/fonts.tokens.json") == true && w.location.isKnown)
    }
    #expect(try PresetLoader().loadWithWarnings(file: RepoPaths.model("brand.json")).warnings.isEmpty)
  }

  @Test func aStrictLoaderRefusesThePresetForItsTokenFilesWarnings() throws {
    var loader = PresetLoader()
    loader.strict = true
    let error = #expect(throws: DiagnosticList.self) { try loader.load(file: RepoPaths.model("carbon.json")) }
    let errors = error?.diagnostics ?? []
    #expect(!errors.isEmpty)
    #expect(errors.allSatisfy { $0.severity == .error && [.legacyForm, .nonStandardUnit].contains($0.kind) })
    #expect(try loader.load(file: RepoPaths.model("brand.json")).name == "Brand")
  }

  @Test func theValidationReportCountsErrorsAndWarnings() throws {
    let loader = PresetLoader()
    let fluent = loader.validate(files: [RepoPaths.model("fluent.json")])
    #expect(fluent.isValid && fluent.errors.isEmpty && fluent.warnings.count == 26)
    #expect(fluent.files.map(\.kind) == [.preset])
    #expect(fluent.summary == "1 preset valid, 26 warnings")
    #expect(fluent.diagnostics.allSatisfy { $0.description.contains(": warning: ") })
    let both = loader.validate(files: [RepoPaths.model("fluent.json"), RepoPaths.model("brand.json")])
    #expect(both.summary == "2 presets valid, 26 warnings")
    #expect(both.files.map(\.warnings.count) == [26, 0])
    let bad = loader.validate(files: [RepoPaths.model("fluent.json"), "/nonexistent/preset.json"])
    #expect(!bad.isValid)
    #expect(bad.summary == "1 of 2 files has errors (1 error, 26 warnings)")
    #expect(bad.diagnostics.map(\.severity) == [.error] + Array(repeating: .warning, count: 26))
    #expect(bad.json["valid"]?.kind == .bool(false))
    #expect(bad.json["errors"]?.kind == .number(1) && bad.json["warnings"]?.kind == .number(26))
  }

  @Test func aStrictLoadersReportHasOnlyErrors() throws {
    var loader = PresetLoader()
    loader.strict = true
    let report = loader.validate(files: [RepoPaths.model("fluent.json")])
    #expect(!report.isValid && report.warnings.isEmpty && report.errors.count == 26)
    #expect(report.summary == "1 of 1 file has errors (26 errors)")
  }

  @Test func aTokenFileNamedByAPresetAndTheOneItExtendsWarnsOnce() throws {
    let tokens = #"{ "gap": { "$type": "dimension", "$value": "4px" } }"#
    let files = InMemoryFileSource([
      "/p/t.tokens.json": tokens,
      "/p/base.json": #"{ "tokenFiles": ["t.tokens.json"] }"#,
      "/p/child.json": #"{ "extends": "base.json", "tokenFiles": ["t.tokens.json"] }"#,
    ])
    let loader = PresetLoader(registry: Catalog.registry, files: files, tokenFileImporter: DTCGTokenImporter())
    let loaded = try loader.loadWithWarnings(file: "/p/child.json")
    #expect(loaded.warnings.map(\.kind) == [.legacyForm])
  }
}

/// How a preset's component slots read untyped and non-standard tokens of a token file.
@Suite struct TokenFileUntypedTests {
  func load(_ tokens: String, _ components: String) throws(DiagnosticList) -> LoadedTheme {
    let files = InMemoryFileSource([
      "/p/t.tokens.json": tokens,
      "/p/preset.json": #"{ "tokenFiles": ["t.tokens.json"], "components": \#(components) }"#,
    ])
    let loader = PresetLoader(registry: Catalog.registry, files: files, tokenFileImporter: DTCGTokenImporter())
    return try loader.loadWithWarnings(file: "/p/preset.json")
  }

  static let radius = #"{ "VPrimaryButton": { "layout": { "cornerRadius": "{radius.control}" } } }"#

  @Test func aComponentSlotReadsAnUntypedTokenAsItsOwnType() throws {
    let loaded = try load(#"{ "radius": { "control": { "$value": 7 } } }"#, Self.radius)
    #expect(loaded.warnings.map(\.kind) == [.missingType])
    // One token for a per-platform field sets every platform.
    let radius = try loaded.theme.tree(for: "VPrimaryButton").node(at: ["layout", "cornerRadius"])
    #expect(
      radius.flatMap { if case .table(let t) = $0 { t.uniformPlatformValue } else { nil } } == .number(7, .nonNegative))
  }

  @Test func aNonStandardTokenUsedWhereANumberIsNeededIsAnErrorAtTheReference() throws {
    let error = #expect(throws: DiagnosticList.self) {
      try load(#"{ "radius": { "control": { "$type": "string", "$value": "round" } } }"#, Self.radius)
    }
    let d = try #require(error?.diagnostics.first)
    #expect(d.file == "/p/preset.json")
    #expect(d.path.description == "components.VPrimaryButton.layout.cornerRadius")
  }
}
