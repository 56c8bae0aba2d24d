import DesignKit
import Foundation
import Testing

@Suite struct ExtendsAndTokensTests {
  func loader(_ files: [String: String]) -> PresetLoader {
    PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(files))
  }

  func errors(_ files: [String: String], load file: String = "a.json") -> [Diagnostic] {
    loader(files).validate(file: file)
  }

  @Test func extendsChainsOverlayParentsInOrder() throws {
    let theme = try loader([
      "base.json":
        ##"{"extends": "default", "components": {"VPrimaryButton": {"layout": {"minHeight": 40, "cornerRadius": 4}}}}"##,
      "dir/mid.json":
        ##"{"extends": "../base.json", "components": {"VPrimaryButton": {"layout": {"cornerRadius": 6}}}}"##,
      "dir/leaf.json":
        ##"{"extends": "mid.json", "name": "Leaf", "components": {"VToggle": {"layout": {"thumbDimension": 20}}}}"##,
    ]).load(file: "dir/leaf.json")
    let button = try theme.model(for: VPrimaryButton.self)
    #expect(button.layout.minHeight == 40)
    #expect(button.layout.cornerRadius == 6)
    #expect(try theme.model(for: VToggle.self).layout.thumbDimension == 20)
    #expect(theme.name == "Leaf")
  }

  @Test func extendsCyclesNameEveryFile() throws {
    let found = errors([
      "a.json": ##"{"extends": "b.json"}"##, "b.json": ##"{"extends": "c.json"}"##,
      "c.json": ##"{"extends": "a.json"}"##,
    ])
    #expect(found.count == 1)
    let d = try #require(found.first)
    #expect(d.kind == .extendsCycle)
    #expect(d.message.contains("a.json → b.json → c.json → a.json"))
    #expect(d.file == "c.json" && d.location.line == 1 && d.location.column == 13)
  }

  @Test func aMissingParentIsReportedAtTheExtendsValue() throws {
    let d = try #require(errors(["a.json": "{\n  \"extends\": \"missing.json\"\n}"]).first)
    #expect(d.kind == .fileNotFound)
    #expect(d.file == "a.json" && d.location.line == 2 && d.location.column == 14)
  }

  @Test func extendsTakesABuiltInPresetsNameFromAFileOnTheDisk() throws {
    // What a package that depends on DesignKit writes: it has no Models/ folder to point a path at.
    let folder = try makeTemporaryFolder("extends-built-in")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/Presets/orange.json"
    try FileManager.default.createDirectory(atPath: folder + "/Presets", withIntermediateDirectories: true)
    try Data(##"{"extends": "brand", "components": {"VToggle": {"layout": {"thumbDimension": 20}}}}"##.utf8)
      .write(to: URL(fileURLWithPath: file))
    let theme = try PresetLoader().load(file: file)
    let brand = try PresetLoader().load(builtIn: "brand")
    let pressed = try theme.resolve("VPrimaryButton", state: "pressed", in: .standard)
    #expect(pressed == (try brand.resolve("VPrimaryButton", state: "pressed", in: .standard)))
    #expect(try theme.model(for: VToggle.self).layout.thumbDimension == 20)
  }

  @Test func aBuiltInPresetIsToldApartFromAFileOfTheSameName() throws {
    // A copy of brand.json that extends `brand` is no cycle.
    let files = InMemoryFileSource(["brand.json": ##"{"extends": "brand", "name": "Mine"}"##])
    let loader = PresetLoader(registry: Catalog.registry, files: files, namedPresets: BuiltInPresets.named)
    #expect(try loader.load(file: "brand.json").name == "Mine")
  }

  @Test func aMistypedParentSaysWhatExtendsTakes() throws {
    let loader = PresetLoader(
      registry: Catalog.registry, files: InMemoryFileSource(["a.json": ##"{"extends": "brnad"}"##]),
      namedPresets: BuiltInPresets.named)
    let d = try #require(loader.validate(file: "a.json").first)
    #expect(d.kind == .fileNotFound && d.suggestions == ["brand"])
    #expect(d.message.contains("did you mean `brand`?"))
    #expect(d.message.contains("`extends` takes `default`, a built-in preset (brand, "))
  }

  @Test func aParentThatFailsHidesNoneOfTheFilesOwnErrors() throws {
    let found = errors([
      "a.json": ##"""
      {
        "extends": "missing.json",
        "components": {
          "VToggel": {},
          "VPrimaryButton": {"layout": {"cornerRadius": "round"}, "colors": {"title": "{from.the.parent}"}}
        }
      }
      """##
    ])
    #expect(found.map(\.kind) == [.fileNotFound, .unknownComponent, .typeMismatch], "\(found)")
  }

  @Test func tokensAndChainedReferences() throws {
    let theme = try loader([
      "a.json": ##"""
      {
        "tokens": {
          "palette": { "purple": "#5856D6", "ink": { "$value": { "light": "#111111", "dark": "#EEEEEE" } } },
          "color": { "brand": "{palette.purple}" },
          "radius": { "control": 12 },
          "type": { "title": { "size": 18, "weight": "bold" } },
          "motion": { "quick": { "curve": "easeOut", "duration": 0.15 } }
        },
        "components": {
          "VPrimaryButton": {
            "layout": { "cornerRadius": "{radius.control}" },
            "colors": { "background": { "enabled": "{color.brand}" }, "title": "{palette.ink}" },
            "fonts": { "title": "{type.title}" },
            "animations": { "press": "{motion.quick}" }
          },
          "VToggle": { "colors": { "fill": { "on": { "enabled": { "light": "{color.brand}", "dark": "#000000" } } } } }
        }
      }
      """##
    ]).load(file: "a.json")
    let m = try theme.model(for: VPrimaryButton.self)
    #expect(m.layout.cornerRadius == 12)
    #expect(m.colors.background[.enabled] == AdaptiveColor(Color(rgb255: 0x58, 0x56, 0xD6)))
    #expect(m.colors.title[.pressed] == AdaptiveColor(light: Color(white255: 0x11), dark: Color(white255: 0xEE)))
    #expect(m.fonts.title[.iOS] == Font(size: 18, weight: .bold, textStyle: .body))  // a partial font keeps the rest
    #expect(m.animations.press == .easeOut(duration: 0.15))
    #expect(
      try theme.model(for: VToggle.self).colors.fill[.on][.enabled]
        == AdaptiveColor(light: Color(rgb255: 0x58, 0x56, 0xD6), dark: .black))
  }

  @Test func childTokensOverrideParentTokens() throws {
    let theme = try loader([
      "base.json": ##"{"tokens": {"r": 4}, "components": {"VPrimaryButton": {"layout": {"cornerRadius": "{r}"}}}}"##,
      "a.json":
        ##"{"extends": "base.json", "tokens": {"r": 9}, "components": {"VToggle": {"layout": {"cornerRadius": "{r}"}}}}"##,
    ]).load(file: "a.json")
    #expect(try theme.model(for: VPrimaryButton.self).layout.cornerRadius == 4)
    #expect(try theme.model(for: VToggle.self).layout.cornerRadius == 9)
  }

  @Test func referenceCyclesNameEveryToken() throws {
    let found = errors([
      "a.json": ##"{"tokens": {"a": "{b}", "b": "{c.d}", "c": {"d": "{a}"}}}"##
    ])
    #expect(found.count == 1)
    #expect(found.allSatisfy { $0.kind == .referenceCycle })
    #expect(found.first?.message.contains("{a} → {b} → {c.d} → {a}") == true)
  }

  @Test func unresolvedReferencesSuggestTheNearestTokens() throws {
    let d = try #require(
      errors([
        "a.json":
          ##"{"tokens": {"color": {"brand": "#000"}}, "components": {"VToggle": {"colors": {"title": "{color.brnad}"}}}}"##
      ]).first)
    #expect(d.kind == .unresolvedReference)
    #expect(d.suggestions == ["color.brand"])
    #expect(d.path.description == "components.VToggle.colors.title")
  }

  @Test func referencesToTheWrongTypeNameBothTypes() throws {
    let d = try #require(
      errors([
        "a.json": ##"{"tokens": {"radius": 12}, "components": {"VToggle": {"colors": {"title": "{radius}"}}}}"##
      ]).first)
    #expect(d.kind == .referenceType)
    #expect(d.message.contains("is a number"))
    #expect(d.message.contains("expects a value per interaction state") || d.message.contains("a color"))
    #expect(d.location.column == 75)
  }

  @Test func aReferenceIsAWholeStringNeverASubstring() throws {
    let d = try #require(
      errors([
        "a.json": ##"{"tokens": {"c": "#000"}, "components": {"VToggle": {"colors": {"title": "x{c}"}}}}"##
      ]).first)
    #expect(d.kind == .invalidValue)
  }

  @Test func nothingIsHalfApplied() throws {
    #expect(throws: DiagnosticList.self) {
      try loader([
        "a.json":
          ##"{"components": {"VPrimaryButton": {"layout": {"minHeight": 10}}, "VToggle": {"layout": {"height": 1}}}}"##
      ]).load(file: "a.json")
    }
  }
}
