import DesignKit
import DesignKitValues
import Testing

/// The catalog's facts written down ahead of time (`CatalogData+Prebuilt.swift`, generated; regenerate with
/// `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter PrebuiltFacts`) are what the components say when built.
@Suite struct PrebuiltFactsTests {
  static let generatedFile = RepoPaths.root + "/Sources/DesignKitCatalogData/CatalogData+Prebuilt.swift"
  static let regenerate = "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter PrebuiltFacts"

  /// A Swift string literal of `text` on one line, raw with as many `#` as it needs.
  static func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    return hashes + "\"" + text + "\"" + hashes
  }

  /// The source of `CatalogData+Prebuilt.swift` for the catalog's components as built.
  static func generatedSource() throws -> String {
    var out = [
      "// Generated from the catalog's components by `\(regenerate)`: do not edit.",
      "import DesignKitCore", "", "extension CatalogData {",
      "  /// Each built-in component's facts written down ahead of time (see `PrebuiltComponent`), checked against the",
      "  /// components by `PrebuiltFactsTests`.", "  public static let prebuilt: [String: PrebuiltComponent] = [",
    ]
    func list(_ names: [String]) -> String { "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    for component in Catalog.registry.components {
      let facts = try PrebuiltComponent(of: component)
      let s = facts.summary
      out += [
        "    \"\(s.name)\": PrebuiltComponent(",
        "      \"\(s.name)\", family: .\(s.family.rawValue), machine: \"\(s.machineName)\",",
        "      dimensions: \(list(s.dimensionNames)),", "      states: \(list(s.stateNames)),",
        "      presences: [" + facts.presences.map { $0.map { "." + $0.rawValue } ?? "nil" }.joined(separator: ", ")
          + "],",
        "      defaultTree: " + literal(facts.defaultTree) + "),",
      ]
    }
    out += ["  ]", "}", ""]
    return out.joined(separator: "\n")
  }

  @Test func theGeneratedFileHoldsEachComponentsFactsAsBuilt() throws {
    try Golden.check(try Self.generatedSource(), against: Self.generatedFile, regenerate: Self.regenerate)
    #expect(Set(Catalog.prebuilt.keys) == Set(Catalog.registry.names), "\(Self.regenerate)")
  }

  /// The catalog's components with the prebuilt facts, as the catalog registers them.
  static let prebuiltRegistry = ComponentRegistry(
    lazy: Catalog.registry.components.map { component in LazyComponent(component.name) { component } },
    aliases: Catalog.registry.aliases, prebuilt: Catalog.prebuilt)

  @Test(arguments: Catalog.registry.names)
  func aPrebuiltComponentAnswersAsTheBuiltOne(name: String) throws {
    let component = try #require(Self.prebuiltRegistry[name])
    #expect(component.usesPrebuiltFacts)
    let built = component.withoutPrebuiltFacts
    #expect(!built.usesPrebuiltFacts)
    #expect(component.summary == built.summary)
    #expect(component.states == built.states)
    #expect(component.dimensionNames == built.dimensionNames)
    #expect(component.states.map { component.presence(of: $0) } == built.states.map { built.presence(of: $0) })
    // The tree read from the archive is the encoded one, with the same unshown cases (which `==` ignores).
    let read = try component.defaultTree()
    let encoded = try built.defaultTree()
    #expect(read == encoded)
    #expect(read.archive.isStructurallyEqual(to: encoded.archive))
    // Other foundations are computed, not read.
    var foundations = Foundations()
    foundations.cornerRadius += 3
    #expect(try component.defaultTree(for: foundations) == (try built.defaultTree(for: foundations)))
  }

  @Test func theCatalogsSummariesAreItsBuiltComponentsSummaries() {
    #expect(Self.prebuiltRegistry.componentSummaries.map(\.name) == Catalog.registry.names)
    #expect(
      Self.prebuiltRegistry.componentSummaries == Catalog.registry.components.map(\.withoutPrebuiltFacts.summary))
    #expect(Self.prebuiltRegistry.json.isStructurallyEqual(to: Catalog.registry.json))
  }

  /// One code path: debug and release builds both read the facts (a changed default fails the test above until
  /// `Scripts/regenerate.sh` writes them again).
  @Test func everyBuildConfigurationReadsThePrebuiltFacts() {
    let unread = Catalog.registry.components.filter { !$0.usesPrebuiltFacts }.map(\.name)
    #expect(unread.isEmpty)
  }

  @Test func aRegistryWithoutFactsBuildsItsComponentsToSummarizeThem() throws {
    let toggle = try #require(Catalog.registry["VToggle"]).withoutPrebuiltFacts
    let registry = ComponentRegistry([toggle])
    #expect(registry.componentSummaries == [toggle.summary])
    #expect(!(try #require(registry["VToggle"])).usesPrebuiltFacts)
  }

  @Test func aMalformedArchiveIsAPositionedError() throws {
    let json = try JSONReader().parse(#"{"layout": {"width": ["n", 4, "positive"]}}"#, file: "tree.json")
    #expect(throws: Diagnostic.self) { try StyleNode(archive: json) }
    do {
      _ = try StyleNode(archive: json)
    } catch {
      #expect(error.message.contains("layout.width"))
      #expect(error.message.contains("kind n, s, c, k, f, a, i or t"))
    }
  }

  /// Archive text is read straight from its bytes when well formed, in any spacing and with every color form, to the
  /// tree `init(archive:)` reads from the parsed JSON; anything else gets that reader's diagnostic.
  @Test func archiveTextReadsAsTheParsedArchive() throws {
    let text = ##"""
      { "layout": { "width": ["n", 4.5e1, "nonNegative"], "mode": ["c", "fit", ["fit", "fill"]], "shown": true },
        "colors": { "fill": ["t", "interaction", { "enabled": ["k", "#0A84FF"],
                    "pressed": ["k", {"dark": "#111", "light": "#EEEEEE80"}] }, ["hovered"]],
                    "ink": ["k", {"colorSpace": "srgb", "components": [0.5, 0.25, 1]}], "tint": ["k", "systemRed"] },
        "fonts": { "title": ["f", {"size": 17, "weight": "semibold"}] }, "misc": { "label": ["s", "Line \u00e9"],
        "off": false, "motion": ["a", "none"], "padding": ["i", 4] } }
      """##
    let fast = try StyleNode(archiveText: text)
    let parsed = try StyleNode(archive: JSONReader().parse(text))
    #expect(fast == parsed)
    #expect(fast.archive.isStructurallyEqual(to: parsed.archive))
    let malformed = [
      #"{"layout": {"width": ["n", 4, "positive"]}}"#, #"{"a": ["n", 1, "finite"], "a": true}"#,
      ##"{"a": ["k", {"light": "#000"}]}"##, #"{"a": true} x"#, #"{"a": ["t", "value", {}, [1]]}"#,
    ]
    for text in malformed {
      #expect(throws: Diagnostic.self) { try StyleNode(archiveText: text) }
    }
    do {
      _ = try StyleNode(archiveText: #"{"layout": {"width": ["n", 4, "positive"]}}"#)
    } catch {
      #expect(error.message.contains("layout.width"))
    }
  }

  /// A well-formed archive is read without paths; a malformed one deep inside a table still names its element.
  @Test func aMalformedColorDeepInAnArchiveNamesItsPath() throws {
    let json = try JSONReader().parse(
      ##"{"colors": {"fill": ["t", "interaction", {"enabled": ["k", {"light": "#12", "dark": "#000"}]}, []]}}"##,
      file: "tree.json")
    do {
      _ = try StyleNode(archive: json)
      Issue.record("a malformed color was read")
    } catch {
      #expect("\(error.path)" == "colors.fill.enabled.light")
      #expect(error.message.contains("colors.fill.enabled.light"))
    }
  }
}
