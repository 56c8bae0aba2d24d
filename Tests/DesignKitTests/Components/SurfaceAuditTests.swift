import DesignKit
import Testing

@testable import DesignKitCore

/// The audit's surface check (each surface against what lies behind it, 1.1:1, lighter in dark mode) and non-text
/// check (WCAG 2.2 SC 1.4.11, 3:1), over the registry and every built-in preset.
@Suite struct SurfaceAuditTests {
  static let audit = AccessibilityAudit()
  /// The defaults and every built-in preset, by name.
  static let themes = ["default"] + BuiltInPresets.names

  func theme(_ name: String) throws -> Theme { try SharedSetUp.theme(name) }

  @Test(arguments: themes)
  func everySurfaceStandsOutFromWhatLiesBehindIt(preset: String) throws {
    let findings = try Self.audit.surfaceFindings(in: theme(preset))
    #expect(findings.isEmpty, "\(preset): \(findings.prefix(5).map(\.description))")
  }

  @Test(arguments: themes)
  func everyControlBoundaryKeepsThreeToOne(preset: String) throws {
    let findings = try Self.audit.nonTextFindings(in: theme(preset))
    #expect(findings.isEmpty, "\(preset): \(findings.prefix(5).map(\.description))")
  }

  /// Text contrast holds in every built-in preset, light and dark: a preset built on a token set whose dark theme
  /// keeps light-theme text (Fluent's inverted theme) maps its dark values instead.
  @Test(arguments: themes)
  func everyPresetsTextKeepsItsContrast(preset: String) throws {
    let findings = try Self.audit.contrastFindings(in: theme(preset))
    #expect(findings.isEmpty, "\(preset): \(findings.prefix(5).map(\.description))")
  }

  /// Presented content, cards and controls declare what the checks measure; a component whose model has a focus ring
  /// gets the non-text check without declaring it.
  @Test(arguments: [
    ("VModal", ContrastPair.Content.surface), ("VHalfModal", .surface), ("VSideBar", .surface), ("VDialog", .surface),
    ("VActionSheet", .surface), ("VMenu", .surface), ("VToast", .surface), ("VCard", .surface),
    ("VToggle", .graphic), ("VTextField", .graphic), ("VPageIndicator", .graphic), ("VSlider", .graphic),
    ("VRangeSlider", .graphic),
  ])
  func componentsDeclareTheirSurfacesAndBoundaries(name: String, content: ContrastPair.Content) throws {
    let component = try #require(Catalog.registry[name])
    #expect(component.contrastPairs.contains { $0.content == content }, "\(name)")
  }

  @Test(arguments: Catalog.registry.components.map(\.name))
  func everyFocusRingIsChecked(name: String) throws {
    let component = try #require(Catalog.registry[name])
    // The rings some state shows (a modal's close button has one, but no state of the modal focuses it).
    let tree = try Theme.default.tree(for: name)
    let rings = component.states.flatMap { state in
      tree.resolved(for: state).leaves.filter {
        guard $0.path.hasSuffix("focusRing"), case .color(let c) = $0.value else { return false }
        return c.alpha > 0
      }.map(\.path)
    }
    // A focus ring at 2:1 on the canvas is reported for every component that shows one.
    guard !rings.isEmpty else { return }
    var theme = Theme.default
    var foundations = theme.foundations
    foundations.colors.primary = AdaptiveColor(Color(white255: 200))
    theme.setFoundations(foundations)
    let findings = try AccessibilityAudit(environments: [.standard]).nonTextFindings(in: theme)
    #expect(findings.contains { $0.component == name && $0.message.contains("focusRing") }, "\(name): \(rings)")
  }

  /// What the issue measured fails: a card that vanishes on the canvas, a modal darker than the dimmed page in dark
  /// mode, page dots at #222 on #161616, a faint field border.
  @Test func theOldDarkSurfacesAndFaintBoundariesAreReported() throws {
    let old = try PresetLoader().load(
      Array(
        ##"""
        {"theme": {"colors": {"canvas": {"light": "#F7F7F7", "dark": "#161616"}, "layer": {"light": "#FEFEFE", "dark": "#121212"},
          "elevated": {"system": {"light": "#FEFEFE", "dark": "#121212"}}, "dimming": {"light": "#64646480", "dark": "#2323234D"},
          "outline": {"light": "#E9E9E9", "dark": "#222222"}}}}
        """##.utf8))
    let dark = AccessibilityAudit(environments: [StyleEnvironment(colorScheme: .dark)])
    let surfaces = try dark.surfaceFindings(in: old)
    #expect(
      surfaces.contains { $0.component == "VCard" && $0.message.contains("darker than the canvas") }, "\(surfaces)")
    #expect(surfaces.contains { $0.component == "VModal" && $0.message.contains("darker than colors.dimming") })
    let boundaries = try dark.nonTextFindings(in: old)
    for name in ["VPageIndicator", "VToggle", "VTextField", "VSlider"] {
      #expect(boundaries.contains { $0.component == name && $0.message.hasSuffix("(WCAG 2.2 SC 1.4.11)") }, "\(name)")
    }
  }

  @Test func darkSurfacesRiseByGettingLighter() {
    let f = Foundations().colors
    let canvas = f.canvas.resolved(dark: true).relativeLuminance
    #expect(f.layer.resolved(dark: true).relativeLuminance > canvas)
    #expect(
      f.elevated.system.resolved(dark: true).relativeLuminance > f.base.system.resolved(dark: true).relativeLuminance)
    // Dimming darkens in both schemes.
    for dark in [false, true] {
      let page = f.canvas.resolved(dark: dark)
      #expect(f.dimming.resolved(dark: dark).composited(over: page).relativeLuminance <= page.relativeLuminance)
    }
  }

  /// Compact, Carbon and Fluent choose targets below 44 pt on purpose; their descriptions say so and the audit's
  /// summary repeats it.
  @Test(arguments: ["compact", "carbon", "fluent"])
  func presetsWithSmallTargetsSaySoInTheAudit(preset: String) async throws {
    // The whole report, its layout findings shared with the layout battery (the same check of the same components).
    let audit = AccessibilityAudit()
    #expect(
      audit.layout.environments == LayoutAudit().environments && audit.layout.proposedWidth == PhoneWidth.narrowest)
    let theme = try theme(preset)
    let report = try AuditReport(audit, theme: theme, layoutFindings: await SharedSetUp.layoutFindings(in: theme))
    #expect(report.findings.contains { $0.message.hasSuffix("below 44 pt") })
    #expect(report.summary.contains("below Apple's 44 pt on purpose"), "\(report.summary)")
  }
}
