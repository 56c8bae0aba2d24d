import DesignKit
import Testing

/// The four design systems of the DTCG example corpus, loaded in every modifier context.
@Suite struct DTCGCorpusTests {
  /// One resolution of one design system: what it must produce.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var system: String
    var input: [String: String]
    var tokens: Int
    var aliases: Int
    /// The warnings by kind (the classes of tolerated problems each set has).
    var warnings: [Diagnostic.Kind: Int]
    var testDescription: String { "\(system) \(input.sorted { $0.key < $1.key })" }
  }

  static let expectations: [Expectation] = [
    // Letter spacing in `em`.
    .init(system: "figma-sds", input: ["theme": "light"], tokens: 298, aliases: 145, warnings: [.nonStandardUnit: 19]),
    .init(system: "figma-sds", input: ["theme": "dark"], tokens: 298, aliases: 145, warnings: [.nonStandardUnit: 19]),
    // Letter spacing as legacy strings ("0.16px"); fluid spacing in `vw`.
    .init(
      system: "ibm-carbon", input: ["breakpoint": "md"], tokens: 356, aliases: 0,
      warnings: [.legacyForm: 18, .nonStandardUnit: 3]),
    .init(
      system: "ibm-carbon", input: ["breakpoint": "lg"], tokens: 356, aliases: 0,
      warnings: [.legacyForm: 22, .nonStandardUnit: 3]),
    .init(
      system: "ibm-carbon", input: ["breakpoint": "xlg"], tokens: 356, aliases: 0,
      warnings: [.legacyForm: 20, .nonStandardUnit: 3]),
    .init(
      system: "ibm-carbon", input: ["breakpoint": "max"], tokens: 356, aliases: 0,
      warnings: [.legacyForm: 22, .nonStandardUnit: 3]),
    // CSS font smoothing fields inside typography values.
    .init(
      system: "microsoft-fluent", input: ["theme": "default"], tokens: 178, aliases: 0, warnings: [.unknownKey: 26]),
    .init(
      system: "microsoft-fluent", input: ["theme": "inverted"], tokens: 178, aliases: 0, warnings: [.unknownKey: 26]),
    .init(system: "shopify-polaris", input: [:], tokens: 67, aliases: 0, warnings: [:]),
  ]

  static let systems = ["figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

  @Test("every modifier × context of every system is pinned", arguments: systems)
  func everyInputIsCovered(system: String) throws {
    let resolver = try DTCGCorpus.resolver(system)
    let pinned = Self.expectations.filter { $0.system == system }.map(\.input)
    #expect(resolver.allInputs.count == pinned.count)
    for input in resolver.allInputs { #expect(pinned.contains(input), "unpinned input \(input)") }
  }

  @Test("token, alias and warning counts", arguments: expectations)
  func counts(_ e: Expectation) throws {
    let set = try DTCGCorpus.resolver(e.system).resolve(context: e.input)
    #expect(set.count == e.tokens)
    #expect(set.aliasCount == e.aliases)
    var byKind: [Diagnostic.Kind: Int] = [:]
    for w in set.warnings { byKind[w.kind, default: 0] += 1 }
    #expect(byKind == e.warnings)
    #expect(Set(set.paths).count == set.count)
    // Every warning points into a real file position.
    for w in set.warnings { #expect(w.file != nil && w.location.isKnown && w.severity == .warning, "\(w)") }
  }

  @Test("strict mode refuses a set for each of its warnings", arguments: expectations)
  func strict(_ e: Expectation) throws {
    let resolver = try DTCGCorpus.resolver(e.system)
    let count = e.warnings.values.reduce(0, +)
    if count == 0 {
      #expect(try resolver.resolve(context: e.input, strict: true).count == e.tokens)
      return
    }
    let error = #expect(throws: DiagnosticList.self) { try resolver.resolve(context: e.input, strict: true) }
    #expect(error?.diagnostics.count == count)
    #expect(error?.diagnostics.allSatisfy { $0.severity == .error } == true)
  }

  @Test func aReferenceNoSetDefinesIsStillRefusedNamingIt() throws {
    // Figma's light theme without the palette it aliases.
    let theme = DTCGCorpus.folder() + "/figma-sds/theme-light.tokens.json"
    let files = InMemoryFileSource([
      "/t/only-theme.resolver.json": """
      { "version": "2025.10", "sets": { "theme": { "sources": [{ "$ref": "theme.tokens.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/theme" }] }
      """,
      "/t/theme.tokens.json": try #require(RepoPaths.read(theme)),
    ])
    let resolver = try TokenResolver.load(path: "/t/only-theme.resolver.json", files: files)
    let error = #expect(throws: DiagnosticList.self) { try resolver.resolve() }
    let first = try #require(error?.diagnostics.first)
    #expect(first.kind == .unresolvedReference)
    #expect(first.file == "/t/theme.tokens.json" && first.location.isKnown)
    #expect(first.message.contains("unresolved alias `{color."))
  }

  @Test func figmaThemes() throws {
    let resolver = try DTCGCorpus.resolver("figma-sds")
    let theme = try #require(resolver.modifier("theme"))
    #expect(theme.contexts == ["light", "dark"])
    #expect(theme.defaultContext == "light")
    #expect(theme.isColorScheme)
    #expect(theme.colorScheme(for: "dark") == .dark)
    #expect(resolver.input(for: .dark) == ["theme": "dark"])

    let light = try resolver.resolve()  // the default context
    let dark = try resolver.resolve(context: resolver.input(for: .dark))
    // `color.background.brand` is a `$root` token aliasing a palette color that differs per theme.
    #expect(light["color.background.brand"]?.aliasOf == "color.brand.800")
    #expect(light.color("color.background.brand")?.hex == "#2C2C2C")
    #expect(light["color.background.brand.$root"]?.path == "color.background.brand")
    #expect(dark["color.background.brand"]?.aliasOf == "color.white.100")
    #expect(dark.color("color.background.brand")?.hex == "#FFFFFF0D")
    #expect(light.color("color.black.100")?.hex == "#0C0C0D0D")
    #expect(light.points("size.depth.400") == 16)
    #expect(light.points("typography.scale.10") == 72)
    #expect(light["typography.weight.bold"]?.value == .fontWeight(700))
    #expect(light["typography.weight.bold"]?.value.fontWeight == .bold)
    let hero = try #require(light.font("typography.titleHero"))
    #expect(hero == Font(size: 72, weight: .bold, family: "inter"))
    #expect(light["typography.titleHero"]?.references.contains("typography.scale.10") == true)
  }

  @Test func carbonBreakpoints() throws {
    let resolver = try DTCGCorpus.resolver("ibm-carbon")
    #expect(resolver.modifier("breakpoint")?.defaultContext == nil)
    #expect(resolver.colorSchemeModifier == nil)
    let sizes = try ["md", "lg", "xlg", "max"].map { context in
      try resolver.resolve(context: ["breakpoint": context]).font("type.display01")?.size
    }
    #expect(sizes == [42, 54, 60, 76])
    let md = try resolver.resolve(context: ["breakpoint": "md"])
    #expect(md.font("type.display01")?.weight == .light)
    #expect(md.color("color.blue.60")?.hex == "#0F62FE")
    #expect(md.font("type.body01") == Font(size: 14, weight: .regular, family: "system-ui"))
    // `vw` is kept with a warning: it has no size in points.
    #expect(md["layout.fluidSpacing.02"]?.value == .dimension(TokenDimension(value: 2, unit: "vw")))
    #expect(md.points("layout.fluidSpacing.02") == nil)
    #expect(md.warnings.first?.message.contains("`vw`") == true)
  }

  @Test func carbonNeedsABreakpoint() throws {
    let resolver = try DTCGCorpus.resolver("ibm-carbon")
    let error = #expect(throws: DiagnosticList.self) { try resolver.resolve() }
    let d = try #require(error?.diagnostics.first)
    #expect(d.message.contains("`breakpoint` has no default"))
    #expect(d.suggestions == ["md", "lg", "xlg", "max"])
  }

  @Test func fluentModesAreNotColorSchemes() throws {
    let resolver = try DTCGCorpus.resolver("microsoft-fluent")
    let theme = try #require(resolver.modifier("theme"))
    #expect(theme.contexts == ["default", "inverted"])
    #expect(theme.colorScheme(for: "inverted") == nil)
    #expect(resolver.colorSchemeModifier == nil)
    let standard = try resolver.resolve(context: ["theme": "default"])
    let inverted = try resolver.resolve(context: ["theme": "inverted"])
    #expect(standard.color("semanticColors.errorText")?.hex == "#A4262C")
    #expect(inverted.color("semanticColors.errorText")?.hex == "#F1707B")
    #expect(standard.color("semanticColors.bodyBackground")?.hex == "#FFFFFF")
    let shadow = try #require(standard["effects.elevation4"])
    #expect(shadow.type == .shadow)
    guard case .list(let layers) = shadow.value else {
      Issue.record("a shadow is a list of layers")
      return
    }
    #expect(layers.count == 2)
    #expect(layers[0]["offsetY"]?.points == 1.6)
    #expect(layers[0]["color"]?.color?.alpha == 0.132)
    #expect(standard.font("fonts.tiny")?.size == 10)
  }

  @Test func polarisFontFamilies() throws {
    let set = try DTCGCorpus.resolver("shopify-polaris").resolve()
    #expect(set["font.family.base"]?.value.fontFamilies?.first == "-apple-system")
    #expect(set["font.family.mono"]?.value.fontFamilies == ["Monaco", "Consolas", "Lucida Console", "monospace"])
    #expect(set.tokens(ofType: .fontFamily).count == 2)
  }
}
