import DesignKit
import Testing

/// The presets shipped in Models/.
@Suite struct ModelsPresetsTests {
  static let presets = [
    "brand.json", "compact.json", "dark-tuned.json", "high-contrast.json", "large-targets.json", "carbon.json",
    "fluent.json", "default.json",
  ]

  func load(_ name: String) throws -> Theme { try PresetLoader().load(file: RepoPaths.model(name)) }

  @Test(arguments: presets)
  func loadsAndNamesTheSchema(name: String) throws {
    let theme = try load(name)
    #expect(!theme.name.isEmpty)
    let text = try #require(RepoPaths.read(RepoPaths.model(name)))
    #expect(try JSONReader().parse(text)["$schema"]?.stringValue == "./designkit-preset.schema.json")
    // Every state of every component resolves in every appearance.
    for c in theme.registry.components {
      for s in c.states {
        for scheme in StyleEnvironment.ColorScheme.allCases {
          #expect(
            !(try theme.tree(for: c.name).resolved(for: s, in: StyleEnvironment(colorScheme: scheme)).leaves.isEmpty))
        }
      }
    }
  }

  @Test func highContrastMeetsTextContrastEverywhere() throws {
    let findings = try AccessibilityAudit().contrastFindings(in: load("high-contrast.json"))
    #expect(findings.isEmpty, "\(findings.prefix(5))")
  }

  @Test func theDefaultsMeetTextContrastOutsideDisabledStates() throws {
    // The theme's accent and secondary text are darker than VComponents' (0,122,255 | 120) so that the defaults pass
    // their own audit at AA; WCAG exempts inactive controls.
    let findings = try AccessibilityAudit(includeDisabled: false).contrastFindings(in: .default)
    #expect(findings.isEmpty, "\(findings.prefix(5))")
    // The audit still sees a light accent under white text.
    let pale = try PresetLoader().load(Array(##"{"theme": {"colors": {"primary": "#7FB2FF"}}}"##.utf8))
    let paleFindings = try AccessibilityAudit(includeDisabled: false).contrastFindings(in: pale)
    #expect(paleFindings.contains { $0.component == "VPrimaryButton" && $0.state == "enabled" })
  }

  @Test func largeTargetsAreAtLeast44Points() throws {
    let findings = try AccessibilityAudit().targetFindings(in: load("large-targets.json"))
    #expect(findings.isEmpty, "\(findings.prefix(5))")
    #expect(try AccessibilityAudit().targetFindings(in: .default).isEmpty)
    #expect(!(try AccessibilityAudit().targetFindings(in: load("compact.json"))).isEmpty)
  }

  @Test func darkTunedChangesOnlyTheDarkAppearanceOfColors() throws {
    let tuned = try load("dark-tuned.json")
    let diff = try ThemeDiff().diff(.default, tuned, environments: ThemeDiff.lightAndDark)
    #expect(!diff.isEmpty)
    for d in diff {
      #expect(
        d.environments.allSatisfy { $0.colorScheme == .dark } || d.path.hasPrefix("colors.titleOpacity"), "\(d.path)")
    }
  }

  @Test func carbonUsesCarbonTokens() throws {
    let theme = try load("carbon.json")
    let button = try theme.resolve("VPrimaryButton", state: "enabled")
    #expect(button["colors.background"] == .color(Color(hex: "#0F62FE")!))
    #expect(button["layout.contentMargins"] == .insets(ResolvedInsets(top: 0, left: 16, bottom: 0, right: 16)))
    #expect(button["fonts.title"].flatMap { if case .font(let f) = $0 { f.size } else { nil } } == 14)
    let toggle = try theme.resolve("VToggle", state: "on+enabled")
    #expect(toggle["colors.fill"] == .color(Color(hex: "#198038")!))
  }

  @Test func fluentThemesBecomeLightAndDark() throws {
    let theme = try load("fluent.json")
    let light = try theme.resolve("VPrimaryButton", state: "enabled")
    let dark = try theme.resolve("VPrimaryButton", state: "enabled", in: StyleEnvironment(colorScheme: .dark))
    #expect(light["colors.background"] == .color(Color(hex: "#0078D4")!))
    #expect(light["layout.cornerRadius"] == .number(4))
    // Fluent's inverted theme changes its message colors: the error highlight adapts to the scheme.
    let errorLight = try theme.resolve("VTextField", state: "error+enabled")
    let errorDark = try theme.resolve("VTextField", state: "error+enabled", in: StyleEnvironment(colorScheme: .dark))
    #expect(errorLight["colors.background"] != errorDark["colors.background"])
    #expect(dark["colors.background"] == light["colors.background"])
    // The inverted theme keeps light-theme text and fields; the preset's dark scheme takes Fluent 2's dark values
    // (colorNeutralForeground1, colorNeutralBackground1, colorNeutralStrokeAccessible).
    let field = try theme.resolve("VTextField", state: "none+enabled", in: StyleEnvironment(colorScheme: .dark))
    #expect(field["colors.text"] == .color(Color(hex: "#FFFFFF")!))
    #expect(field["colors.background"] == .color(Color(hex: "#292929")!))
    #expect(field["colors.border"] == .color(Color(hex: "#ADADAD")!))
    let lightField = try theme.resolve("VTextField", state: "none+enabled")
    #expect(lightField["colors.text"] == .color(Color(hex: "#323130")!))
  }
}
