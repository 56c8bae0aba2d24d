import DesignKit
import Testing

/// DTCG 2025.10 resolver documents: sets, modifiers, inputs, resolution order and their problems.
@Suite struct TokenResolverTests {
  static let base =
    ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" }, "fg": { "$value": "{color.ink}" } } }"##
  static let light = ##"{ "color": { "ink": { "$type": "color", "$value": "#111111" } } }"##
  static let dark =
    ##"{ "color": { "ink": { "$type": "color", "$value": "#EEEEEE" }, "bg": { "$type": "color", "$value": "#000000" } } }"##

  /// A resolver at `/ds/r.json` with the given text, beside base/light/dark token files.
  func resolver(_ text: String) throws -> TokenResolver {
    let files = InMemoryFileSource([
      "/ds/r.json": text, "/ds/tokens/base.json": Self.base, "/ds/tokens/light.json": Self.light,
      "/ds/tokens/dark.json": Self.dark,
    ])
    return try TokenResolver.load(path: "/ds/r.json", files: files)
  }

  /// The problems loading a resolver reports.
  func loadProblems(_ text: String) throws -> [Diagnostic] {
    do {
      _ = try resolver(text)
      return []
    } catch let error as DiagnosticList {
      return error.diagnostics
    }
  }

  static let themed = """
    {
      "version": "2025.10",
      "name": "Demo",
      "sets": { "base": { "sources": [{ "$ref": "./tokens/base.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": { "light": [{ "$ref": "tokens/light.json" }], "dark": [{ "$ref": "tokens/dark.json" }] },
          "default": "light"
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
    }
    """

  @Test func modifiersChooseContextsAndLaterSourcesWin() throws {
    let r = try resolver(Self.themed)
    #expect(r.name == "Demo")
    #expect(r.setNames == ["base"])
    #expect(r.modifiers == [TokenModifier(name: "theme", contexts: ["light", "dark"], defaultContext: "light")])
    #expect(r.allInputs == [["theme": "light"], ["theme": "dark"]])
    let light = try r.resolve()
    #expect(light.color("color.fg")?.hex == "#111111")
    #expect(light.color("color.bg")?.hex == "#FFFFFF")
    let dark = try r.resolve(context: ["theme": "dark"])
    #expect(dark.color("color.fg")?.hex == "#EEEEEE")
    #expect(dark.color("color.bg")?.hex == "#000000")
    #expect(dark["color.bg"]?.file == "/ds/tokens/dark.json")
    #expect(dark.paths == ["color.bg", "color.fg", "color.ink"])
  }

  @Test func lightAndDarkContextsMapToColorSchemes() throws {
    let r = try resolver(Self.themed)
    let theme = try #require(r.colorSchemeModifier)
    #expect(theme.colorScheme(for: "light") == .light)
    #expect(theme.colorScheme(for: "Dark") == .dark)
    #expect(theme.context(for: .dark) == "dark")
    #expect(r.input(for: .dark) == ["theme": "dark"])
    #expect(try r.resolve(context: r.input(for: .dark)).color("color.fg")?.hex == "#EEEEEE")
    let modes = TokenModifier(name: "theme", contexts: ["default", "inverted"])
    #expect(!modes.isColorScheme)
    #expect(modes.colorScheme(for: "inverted") == nil)
  }

  @Test func badInputsAreReportedTogether() throws {
    let r = try resolver(Self.themed)
    let error = #expect(throws: DiagnosticList.self) { try r.resolve(context: ["them": "dark"]) }
    #expect(error?.diagnostics.first?.suggestions == ["theme"])
    let context = #expect(throws: DiagnosticList.self) { try r.resolve(context: ["theme": "drak"]) }
    let d = try #require(context?.diagnostics.first)
    #expect(d.message.contains("unknown context `drak` for modifier `theme`"))
    #expect(d.suggestions == ["dark"])
    #expect(d.file == "/ds/r.json" && d.location.line == 6)
  }

  @Test func inlineSetsModifiersAndSetReferences() throws {
    let r = try resolver(
      """
      {
        "version": "2025.10",
        "sets": { "core": { "sources": [{ "$ref": "tokens/base.json" }, { "$ref": "tokens/light.json" }] } },
        "resolutionOrder": [
          { "type": "set", "name": "first", "sources": [{ "size": { "$type": "dimension", "gap": { "$value": "4px" } } }] },
          {
            "type": "modifier", "name": "density",
            "contexts": {
              "regular": [{ "$ref": "#/sets/core" }],
              "compact": [{ "$ref": "#/sets/core" }, { "size": { "gap": { "$type": "dimension", "$value": "2px" } } }]
            },
            "default": "regular"
          }
        ]
      }
      """)
    #expect(r.setNames == ["first"])
    #expect(try r.resolve().points("size.gap") == 4)
    let compact = try r.resolve(context: ["density": "compact"])
    #expect(compact.points("size.gap") == 2)
    #expect(compact.color("color.fg")?.hex == "#111111")
    #expect(compact["size.gap"]?.file == "/ds/r.json")
  }

  @Test func filePointersSelectPartOfAFile() throws {
    let r = try resolver(
      """
      {
        "version": "2025.10",
        "sets": { "s": { "sources": [{ "$ref": "tokens/dark.json#/color" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/s" }]
      }
      """)
    #expect(try r.resolve().paths == ["ink", "bg"])
  }

  @Test func resolverDocumentProblemsAreCollected() throws {
    let problems = try loadProblems(
      """
      {
        "version": "2024.01",
        "nmae": "x",
        "sets": {
          "a": { "sources": [{ "$ref": "tokens/missing.json" }, { "$ref": "#/modifiers/m" }] },
          "loop": { "sources": [{ "$ref": "#/sets/loop" }] }
        },
        "modifiers": {
          "m": { "contexts": { "only": [] }, "default": "nope" }
        },
        "resolutionOrder": [
          { "$ref": "#/sets/a" }, { "$ref": "#/sets/b" }, { "$ref": "#/modifiers/m" }, { "$ref": "#/sets/a" },
          { "$ref": "#/sets/loop" }, { "name": "x" }
        ]
      }
      """)
    let lines = problems.map(\.location.line)
    #expect(lines == [2, 3, 5, 5, 6, 9, 9, 12, 12, 13])
    #expect(problems[0].message.contains("unsupported resolver version"))
    #expect(problems[1].kind == .unknownKey && problems[1].suggestions == ["name"])
    #expect(problems[2].kind == .fileNotFound && problems[2].message.contains("/ds/tokens/missing.json"))
    #expect(problems[3].message.contains("sources may name sets and token files only"))
    #expect(problems[4].kind == .referenceCycle)
    #expect(problems[5].message.contains("has 1 context(s)"))
    #expect(problems[6].message.contains("`default` of modifier `m` must be one of its contexts"))
    #expect(problems[7].kind == .unresolvedReference && problems[7].suggestions == ["a"])
    #expect(problems[8].message.contains("appears twice"))
    #expect(problems[9].message.contains("needs `name`"))
  }

  @Test func tokenFileProblemsSurfaceAtLoad() throws {
    let files = InMemoryFileSource([
      "/r.json": """
      { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "a.json" }, { "$ref": "b.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/s" }] }
      """,
      "/a.json": ##"{ "x": { "$type": 5, "$value": "#FFF" } }"##,
      "/b.json": ##"{ "y": { "$type": "number", "$value": 1, } }"##,
    ])
    let error = #expect(throws: DiagnosticList.self) { try TokenResolver.load(path: "/r.json", files: files) }
    let problems = error?.diagnostics ?? []
    #expect(problems.map(\.file) == ["/a.json", "/b.json"])
    #expect(problems.first?.kind == .typeMismatch)
    #expect(problems.last?.kind == .syntax)
  }

  @Test func aliasProblemsAreFoundAtResolution() throws {
    let files = InMemoryFileSource([
      "/r.json": """
      { "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "a.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/s" }] }
      """,
      "/a.json": ##"{ "x": { "$type": "color", "$value": "{y}" } }"##,
    ])
    let r = try TokenResolver.load(path: "/r.json", files: files)
    let error = #expect(throws: DiagnosticList.self) { try r.resolve() }
    #expect(error?.diagnostics.first?.kind == .unresolvedReference)
    #expect(error?.diagnostics.first?.file == "/a.json")
  }

  @Test func aMissingResolverFileIsAProblem() throws {
    let error = #expect(throws: DiagnosticList.self) {
      try TokenResolver.load(path: "/nowhere.json", files: InMemoryFileSource())
    }
    #expect(error?.diagnostics.first?.kind == .fileNotFound)
  }
}
