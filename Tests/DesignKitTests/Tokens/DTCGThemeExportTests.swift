import DesignKit
import Testing

/// `designkit export-tokens`: a theme as a DTCG resolver document, and back.
@Suite struct DTCGThemeExportTests {
  /// The export of a preset, written as text and read back as a design tool would.
  func exported(_ preset: String) throws -> (theme: Theme, document: JSONValue) {
    let theme = try PresetLoader().load(file: RepoPaths.model(preset))
    let text = JSONWriter().string(try DTCGThemeExport.document(for: theme))
    return (theme, try JSONReader().parse(text, file: "export.resolver.json"))
  }

  @Test("importing the export gives back the same theme", arguments: ModelsPresetsTests.presets)
  func roundTrip(preset: String) throws {
    let (theme, document) = try exported(preset)
    // Strict: the export is spec-clean DTCG, without a single warning.
    let back = try DTCGThemeExport.theme(fromDocument: document, registry: Catalog.registry, strict: true)
    #expect(back.name == theme.name)
    for c in Catalog.registry.components {
      #expect(try back.tree(for: c.name) == theme.tree(for: c.name), "\(c.name)")
    }
  }

  @Test func appearanceIsAResolverModifierWithLightDarkAndIncreasedContrast() throws {
    let (theme, document) = try exported("high-contrast.json")
    let resolver = try TokenResolver(json: document, file: "export.resolver.json", files: InMemoryFileSource())
    let appearance = try #require(resolver.modifier(DTCGThemeExport.modifier))
    #expect(appearance.contexts == ["light", "dark", "light-increased-contrast", "dark-increased-contrast"])
    #expect(appearance.defaultContext == "light")
    #expect(resolver.colorSchemeModifier?.name == "appearance")
    let component = try #require(Catalog.registry.components.first)
    let colors = leafPaths(try theme.tree(for: component.name)).compactMap { path, node -> (String, AdaptiveColor)? in
      guard case .color(let c) = node else { return nil }
      return (path.joined(separator: "."), c)
    }
    let (path, color) = try #require(colors.first)
    let key = "components.\(component.name).\(path)"
    #expect(try resolver.resolve().color(key) == color.light)
    #expect(try resolver.resolve(context: ["appearance": "dark"]).color(key) == color.dark)
    let darkIC = try resolver.resolve(context: ["appearance": "dark-increased-contrast"]).color(key)
    #expect(darkIC == (color.darkIncreasedContrast ?? color.dark))
  }

  @Test func anEditMadeInADesignToolComesBack() throws {
    let (theme, document) = try exported("default.json")
    var text = JSONWriter().string(document)
    // A designer changes VHalfModal's corner radius (whatever the default is) to 7.
    guard case .number(let value, _)? = try theme.tree(for: "VHalfModal").node(at: ["layout", "cornerRadius"]),
      value != 7
    else {
      Issue.record("VHalfModal's default corner radius is a number other than 7")
      return
    }
    let radius = { (value: String) in
      #""cornerRadius": {"# + "\n" + #"                  "$type": "number","# + "\n"
        + #"                  "$value": "# + value
    }
    #expect(text.contains(radius(StyleFormatter.number(value))))
    text = text.replacingOccurrences(of: radius(StyleFormatter.number(value)), with: radius("7"))
    let back = try DTCGThemeExport.theme(
      fromDocument: try JSONReader().parse(text), registry: Catalog.registry)
    #expect(try back.tree(for: "VHalfModal").node(at: ["layout", "cornerRadius"]) == .number(7, .nonNegative))
  }

  @Test func thePresetImporterReadsTheExportAsATokenFile() throws {
    try expectImportedRadius(file: "brand.resolver.json", entry: "\"brand.resolver.json\"")
  }

  @Test(arguments: ["theme.json", "tokens/brand-export.json"])
  func anExportSavedUnderAnotherNameImportsAsAResolver(_ name: String) throws {
    try expectImportedRadius(file: name, entry: "{ \"file\": \"\(name)\" }")
  }

  /// The export of `brand.json` saved at `file` and listed in a preset's `tokenFiles` as `entry` loads without
  /// warnings, and a reference to one of its tokens reads the exported theme's value.
  private func expectImportedRadius(file: String, entry: String) throws {
    let (theme, document) = try exported("brand.json")
    let files = InMemoryFileSource([
      "/p/\(file)": JSONWriter().string(document),
      "/p/preset.json": """
      { "tokenFiles": [\(entry)],
        "components": { "VHalfModal": { "layout": {
          "cornerRadius": "{components.VHalfModal.layout.cornerRadius}" } } } }
      """,
    ])
    let loader = PresetLoader(registry: Catalog.registry, files: files, tokenFileImporter: DTCGTokenImporter())
    let loaded = try loader.loadWithWarnings(file: "/p/preset.json")
    #expect(loaded.warnings.isEmpty)
    let radius = ["layout", "cornerRadius"]
    #expect(
      try loaded.theme.tree(for: "VHalfModal").node(at: radius)
        == theme.tree(for: "VHalfModal").node(at: radius))
  }

  /// Every built-in theme: the defaults and each built-in preset.
  static let themeNames = ["default"] + BuiltInPresets.names

  static func builtIn(_ name: String) throws -> Theme {
    name == "default" ? Theme.default : try PresetLoader().load(builtIn: name)
  }

  /// A document as a design tool gets it: written as text and read back.
  static func reread(_ document: JSONValue) throws -> JSONValue {
    try JSONReader().parse(JSONWriter().string(document), file: "export.resolver.json")
  }

  @Test("the foundations export reads back as the same foundations", arguments: themeNames)
  func foundationsRoundTrip(name: String) throws {
    let theme = try Self.builtIn(name)
    let document = try Self.reread(try DTCGThemeExport.foundationsDocument(for: theme))
    guard case .array(let sources)? = document["sets"]?["base"]?["sources"]?.kind else {
      Issue.record("the export has no base set")
      return
    }
    #expect(sources.first?["theme"] != nil)
    // The components the preset changes come along, and only those (every component's values with --components).
    let overridden = Catalog.registry.names.filter { !(theme.componentLayers[$0] ?? []).isEmpty }
    let exported = sources.first?["components"]?.objectMembers?.map(\.key) ?? []
    #expect(exported == overridden)
    let back = try DTCGThemeExport.theme(fromDocument: document, registry: Catalog.registry, strict: true)
    #expect(back.foundations == theme.foundations)
    // A component the document does not hold derives from the foundations read; one it holds keeps its changes.
    for c in Catalog.registry.components {
      #expect(try back.tree(for: c.name) == theme.tree(for: c.name), "\(c.name)")
    }
  }

  @Test("the foundations and components export reads back as the same theme", arguments: ["default", "brand"])
  func foundationsAndComponentsRoundTrip(name: String) throws {
    let theme = try Self.builtIn(name)
    let document = try Self.reread(try DTCGThemeExport.foundationsDocument(for: theme, includingComponents: true))
    let back = try DTCGThemeExport.theme(fromDocument: document, registry: Catalog.registry, strict: true)
    #expect(back.foundations == theme.foundations)
    for c in Catalog.registry.components {
      #expect(try back.tree(for: c.name) == theme.tree(for: c.name), "\(c.name)")
    }
  }

  @Test func theFoundationsAreTokensByRoleWithEveryAppearance() throws {
    let theme = try Self.builtIn("high-contrast")
    let document = try DTCGThemeExport.foundationsDocument(for: theme)
    let resolver = try TokenResolver(json: document, file: "export.resolver.json", files: InMemoryFileSource())
    let primary = theme.foundations.colors.primary
    #expect(try resolver.resolve().color("theme.colors.primary") == primary.light)
    #expect(try resolver.resolve(context: ["appearance": "dark"]).color("theme.colors.primary") == primary.dark)
    let lightIC = try resolver.resolve(context: ["appearance": "light-increased-contrast"]).color(
      "theme.colors.primary")
    #expect(lightIC == (primary.lightIncreasedContrast ?? primary.light))
    let base = try resolver.resolve()
    #expect(base["theme.cornerRadius"]?.value.number == theme.foundations.cornerRadius)
    #expect(base["theme.typeScale.body"]?.type == .typography)
    #expect(base["theme.motion.press"]?.type == .transition)
    // Components come along only when the preset changes them (high-contrast leaves the wheel picker alone).
    #expect(theme.componentLayers["VWheelPicker"] == nil)
    #expect(base["components.VWheelPicker.layout.cornerRadius"] == nil)
  }

  @Test func aPresetReadsTheExportedFoundationsAsATokenFile() throws {
    let theme = try Self.builtIn("brand")
    let files = InMemoryFileSource([
      "/p/brand.resolver.json": JSONWriter().string(try DTCGThemeExport.foundationsDocument(for: theme)),
      "/p/preset.json": """
      { "tokenFiles": [{ "file": "brand.resolver.json", "light": { "appearance": "light" },
                         "dark": { "appearance": "dark" } }],
        "theme": { "colors": { "primary": "{theme.colors.primary}" }, "cornerRadius": "{theme.cornerRadius}",
                   "spacingUnit": "{theme.spacingUnit}" } }
      """,
    ])
    let loader = PresetLoader(registry: Catalog.registry, files: files, tokenFileImporter: DTCGTokenImporter())
    let loaded = try loader.loadWithWarnings(file: "/p/preset.json")
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    let read = loaded.theme.foundations
    #expect(read.colors.primary.light == theme.foundations.colors.primary.light)
    #expect(read.colors.primary.dark == theme.foundations.colors.primary.dark)
    #expect(read.cornerRadius == theme.foundations.cornerRadius && read.spacingUnit == theme.foundations.spacingUnit)
  }

  @Test func theCommandPrintsTheFoundationsAndWhatThePresetChangesAndEveryComponentWhenAsked() throws {
    let plain = try CLIRun(["export-tokens", "--preset", "brand"])
    #expect(plain.status == 0, "\(plain.stderr)")
    let document = try JSONReader().parse(plain.stdout)
    let back = try DTCGThemeExport.theme(fromDocument: document, registry: Catalog.registry, strict: true)
    let brand = try Self.builtIn("brand")
    #expect(back.foundations == brand.foundations)
    // A re-import is the same theme: the components brand changes come along (they were dropped before).
    for c in Catalog.registry.components { #expect(try back.tree(for: c.name) == brand.tree(for: c.name), "\(c.name)") }
    #expect(!plain.stdout.contains("\"VWheelPicker\""))
    let full = try CLIRun(["export-tokens", "--preset", "brand", "--components"])
    #expect(full.status == 0)
    #expect(full.stdout.contains("\"VWheelPicker\"") && full.stdout.contains("\"theme\""))
    #expect(full.stdout.utf8.count > 5 * plain.stdout.utf8.count)
  }
}
