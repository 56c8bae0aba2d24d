import DesignKit
import Testing

@Suite struct TokenFilesTests {
  static let tokens = ##"""
    {
      "color": {
        "$type": "color",
        "brand": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 1 } },
        "alias": { "$value": "{color.brand}" }
      },
      "size": { "$type": "dimension", "radius": { "$value": { "value": 0.5, "unit": "rem" } } },
      "type": {
        "title": {
          "$type": "typography",
          "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 600, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 }
        }
      },
      "motion": { "quick": { "$type": "transition", "$value": { "duration": { "value": 150, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] } } }
    }
    """##

  func loader(_ preset: String, extra: [String: String] = [:]) -> PresetLoader {
    var files = ["dir/brand.tokens.json": TokenFilesTests.tokens, "dir/preset.json": preset]
    files.merge(extra) { _, b in b }
    return PresetLoader(
      registry: Catalog.registry, files: InMemoryFileSource(files), tokenFileImporter: DTCGTokenImporter())
  }

  @Test func dtcgTokensStandWhereverAValueStands() throws {
    let theme = try loader(
      ##"""
      {"tokenFiles": ["brand.tokens.json"], "components": {"VPrimaryButton": {
        "layout": {"cornerRadius": "{size.radius}"},
        "colors": {"background": {"enabled": "{color.alias}"}},
        "fonts": {"title": "{type.title}"},
        "animations": {"press": "{motion.quick}"}
      }}}
      """##
    ).load(file: "dir/preset.json")
    let m = try theme.model(for: VPrimaryButton.self)
    #expect(m.layout.cornerRadius == 8)
    #expect(m.colors.background[.enabled] == AdaptiveColor(Color(red: 0.2, green: 0.4, blue: 0.6)))
    // A token is one font for every platform.
    #expect(
      StyleEnvironment.Platform.allCases.allSatisfy { platform in
        let font = m.fonts.title[platform]
        return font.size == 20 && font.weight == .semibold && font.family == "Inter"
      })
    #expect(m.animations.press == .timingCurve(0.4, 0, 0.2, 1, duration: 0.15))
  }

  @Test func aMissingTokenFileIsReportedAtItsEntry() throws {
    let errors = loader(##"{"tokenFiles": ["nope.tokens.json"]}"##).validate(file: "dir/preset.json")
    let d = try #require(errors.first)
    #expect(d.kind == .fileNotFound)
    #expect(d.file == "dir/preset.json" && d.location.column == 17)
  }

  @Test func unsupportedColorSpacesInTokenFilesAreDiagnostics() throws {
    let errors = loader(
      ##"{"tokenFiles": ["bad.tokens.json"]}"##,
      extra: [
        "dir/bad.tokens.json":
          ##"{"c": {"$type": "color", "$value": {"colorSpace": "rec2020", "components": [1, 0, 0]}}}"##
      ]
    ).validate(file: "dir/preset.json")
    #expect(errors.contains { $0.file == "dir/bad.tokens.json" && $0.message.contains("rec2020") })
  }

  @Test func resolverModesBecomeColorSchemes() throws {
    let resolver = ##"""
      {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/mode"}],
       "modifiers": {"mode": {"contexts": {"day": [{"$ref": "day.tokens.json"}], "night": [{"$ref": "night.tokens.json"}]}, "default": "day"}}}
      """##
    let theme = try loader(
      ##"{"tokenFiles": [{"file": "r.resolver.json", "light": {"mode": "day"}, "dark": {"mode": "night"}}], "components": {"VToggle": {"colors": {"title": "{ink}"}}}}"##,
      extra: [
        "dir/r.resolver.json": resolver,
        "dir/day.tokens.json": ##"{"ink": {"$type": "color", "$value": "#111111"}}"##,
        "dir/night.tokens.json": ##"{"ink": {"$type": "color", "$value": "#EEEEEE"}}"##,
      ]
    ).load(file: "dir/preset.json")
    #expect(
      try theme.model(for: VToggle.self).colors.title[.enabled]
        == AdaptiveColor(light: Color(white255: 0x11), dark: Color(white255: 0xEE)))
  }
}
