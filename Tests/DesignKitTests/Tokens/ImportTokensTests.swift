import DesignKit
import Foundation
import Testing

/// `DTCGPresetImport` and `designkit import-tokens`: a preset whose theme roles come from DTCG tokens.
@Suite struct ImportTokensTests {
  static func imported(_ json: String, strict: Bool = false) throws -> DTCGPresetImport {
    try DTCGPresetImport(
      json: try JSONReader().parse(json), file: "tokens.json", files: InMemoryFileSource(), registry: Catalog.registry,
      strict: strict)
  }

  @Test(arguments: ["default"] + BuiltInPresets.names)
  func exportingAPresetAndImportingItGivesTheSameTheme(name: String) throws {
    let original = name == "default" ? Theme.default : try PresetLoader().load(builtIn: name)
    let document = try DTCGThemeExport.foundationsDocument(for: original)
    let imported = try DTCGPresetImport(
      json: document, file: nil, files: InMemoryFileSource(), registry: Catalog.registry)
    #expect(imported.warnings.isEmpty, "\(name): \(imported.warnings.map(\.description))")
    let back = try PresetLoader().load(imported.preset)
    #expect(back.foundations == original.foundations, "\(name)")
    for component in Catalog.registry.components {
      #expect(
        try back.tree(for: component.name) == original.tree(for: component.name), "\(name): \(component.name)")
    }
  }

  static let twoRoles = """
    {"theme": {
      "cornerRadius": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}},
      "colors": {"primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}}
    }}
    """

  @Test func aTokenFileSetsTheRolesItHoldsAndListsTheOthers() throws {
    let imported = try Self.imported(Self.twoRoles)
    #expect(imported.roles == ["colors.primary", "cornerRadius"])
    let theme = try PresetLoader().load(imported.preset)
    #expect(theme.foundations.cornerRadius == 20)
    #expect(theme.foundations.colors.primary.light == Color(red: 1, green: 0.5, blue: 0))
    #expect(theme.foundations.spacingUnit == Theme.default.foundations.spacingUnit)
    let missing = imported.warnings.filter { $0.kind == .missingKey }
    #expect(missing.count == leafPaths(try StyleTreeEncoder.node(for: Foundations())).count - 2)
    #expect(missing.allSatisfy { $0.severity == .warning && $0.file == "tokens.json" })
    #expect(
      missing.contains {
        $0.message == "the tokens have no value for the theme's role `spacingUnit` (token `theme.spacingUnit`); "
          + "the preset keeps its default"
      })
    #expect(!missing.contains { $0.message.contains("`cornerRadius`") || $0.message.contains("`colors.primary`") })
  }

  static let typographyWithoutLineHeight = """
    {"theme": {"typeScale": {"body": {"$type": "typography", "$value": {
      "fontFamily": "Inter", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 600,
      "letterSpacing": {"value": 0, "unit": "px"}
    }}}}}
    """

  @Test func aCompositeMemberTheSetLeavesOutIsReadAsItsCSSDefaultUnlessStrict() throws {
    let imported = try Self.imported(Self.typographyWithoutLineHeight)
    #expect(imported.roles == ["typeScale.body"])
    let assumed = imported.warnings.filter { $0.message.contains("lineHeight") }
    #expect(assumed.count == 1 && assumed.first?.severity == .warning)
    let body = try PresetLoader().load(imported.preset).foundations.typeScale.body
    #expect(body.size == 18 && body.weight == .semibold)
    let errors = expectedDiagnostics { _ = try Self.imported(Self.typographyWithoutLineHeight, strict: true) }
    #expect(errors.count == 1 && errors.first?.severity == .error)
    #expect(errors.first?.message.contains("lineHeight") == true)
  }

  @Test func contextsAreForAResolverDocument() {
    let errors = expectedDiagnostics {
      _ = try DTCGPresetImport(
        json: try JSONReader().parse(Self.twoRoles), file: "tokens.json", contexts: ["theme": "dark"],
        files: InMemoryFileSource(), registry: Catalog.registry)
    }
    #expect(errors.map(\.kind) == [.invalidValue])
  }

  @Test func theCommandWritesAPresetThatLoads() throws {
    let folder = try makeTemporaryFolder("import-tokens")
    let tokens = folder + "/brand.resolver.json"
    let exported = try CLIRun(["export-tokens", "--preset", "brand"])
    try exported.stdout.write(toFile: tokens, atomically: true, encoding: .utf8)
    let run = try CLIRun(["import-tokens", tokens, "--out", folder + "/brand.json"])
    #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stderr)")
    let diff = try CLIRun(["diff", "brand", folder + "/brand.json"])
    #expect(diff.status == 0 && diff.stdout == "no differences\n", "\(diff.stdout)")
  }

  @Test func aPublicResolverLoadsWithItsWarningsAndEveryRoleItLacks() throws {
    let resolver = try DTCGCorpus.resolverPath("figma-sds")
    let run = try CLIRun(["import-tokens", resolver])
    #expect(run.status == 0)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count { $0.contains("theme's role `") } == 54)
    #expect(lines.contains { $0.contains("warning: unit `em` at `typography.titleHero.$value.letterSpacing`") })
    let preset = try JSONReader().parse(run.stdout)
    #expect(preset["name"]?.stringValue == "Figma Simple Design System")
    #expect(try PresetLoader().load(preset).foundations == Foundations())
    let strict = try CLIRun(["import-tokens", "--strict", resolver])
    #expect(strict.status == 1 && strict.stdout.isEmpty)
  }

  @Test func aContextThatIsNoPairIsAUsageError() throws {
    let run = try CLIRun(["import-tokens", "Models/tokens/brand.tokens.json", "--resolver", "breakpoint"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--resolver takes MODIFIER=CONTEXT pairs"))
  }
}
