import DesignKit
import Testing

/// A toggle audited as a graphic: its track against the canvas needs 3:1 (SC 1.4.11), not 4.5:1.
private struct TrackSwatch: ComponentDefinition {
  typealias Model = VToggleModel
  typealias Machine = ToggleMachine<SwitchRule>
  static var family: ComponentFamily { .misc }
  static var accessibilityRole: AccessibilityRole { .toggle }
  static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.fill", content: .graphic)] }
  static func machineParameters(for model: VToggleModel) -> ToggleParameters { ToggleParameters() }
}

@Suite struct AccessibilityAuditTests {
  /// The default theme with the primary button's colors and title font replaced.
  func buttonTheme(title: Color, on background: Color, font: Font) throws -> Theme {
    var model = VPrimaryButtonModel()
    model.colors.title = .init(AdaptiveColor(title))
    model.colors.titleOpacity = .init(1)
    model.colors.background = .init(AdaptiveColor(background))
    model.fonts.title = .init(font)
    var theme = Theme.default
    theme.setTree(try StyleTreeEncoder.node(for: model), for: "VPrimaryButton")
    return theme
  }

  /// White on #777777 is 4.48:1: enough for large text (18 pt, or 14 pt bold), not for other text.
  @Test(arguments: [
    (Font(size: 16), true), (Font(size: 18), false), (Font(size: 14, weight: .bold), false),
    (Font(size: 14, weight: .semibold), true), (Font(size: 13, weight: .black), true),
  ])
  func largeTextNeedsThreeToOne(font: Font, fails: Bool) throws {
    let theme = try buttonTheme(title: .white, on: Color(white255: 0x77), font: font)
    let findings = try AccessibilityAudit().contrastFindings(in: theme).filter { $0.component == "VPrimaryButton" }
    #expect(!findings.isEmpty == fails, "\(findings)")
    if fails { #expect(findings.allSatisfy { $0.message.hasSuffix("below 4.5:1 for text") }) }
  }

  @Test func largeTextFailsBelowThreeToOne() throws {
    let theme = try buttonTheme(title: .white, on: Color(white255: 0x99), font: Font(size: 20))
    let findings = try AccessibilityAudit().contrastFindings(in: theme).filter { $0.component == "VPrimaryButton" }
    #expect(findings.first?.message.hasSuffix("has contrast 2.85:1, below 3:1 for large text") == true, "\(findings)")
  }

  @Test func disabledStatesAreSkippedUnlessAsked() throws {
    let theme = try buttonTheme(title: .white, on: Color(white255: 0xEE), font: Font(size: 16))
    let skipping = try AccessibilityAudit().contrastFindings(in: theme).filter { $0.component == "VPrimaryButton" }
    #expect(!skipping.isEmpty)
    #expect(!skipping.contains { $0.state == "disabled" })
    let all = try AccessibilityAudit(includeDisabled: true).contrastFindings(in: theme)
    #expect(all.contains { $0.component == "VPrimaryButton" && $0.state == "disabled" })
    var small = VPrimaryButtonModel()
    small.layout.minHeight = 30
    var smallTheme = Theme.default
    smallTheme.setTree(try StyleTreeEncoder.node(for: small), for: "VPrimaryButton")
    let targets = try AccessibilityAudit().targetFindings(in: smallTheme).filter { $0.component == "VPrimaryButton" }
    #expect(targets.map(\.state) == ["enabled", "hovered", "focused", "pressed"])
    let allTargets = try AccessibilityAudit(includeDisabled: true).targetFindings(in: smallTheme)
    #expect(allTargets.contains { $0.component == "VPrimaryButton" && $0.state == "disabled" })
  }

  @Test func aFindingSharedByEnvironmentsIsReportedOnce() throws {
    let theme = try buttonTheme(title: .white, on: Color(white255: 0xEE), font: Font(size: 16))
    let findings = try AccessibilityAudit().contrastFindings(in: theme).filter { $0.component == "VPrimaryButton" }
    #expect(findings.map(\.state) == ["enabled", "hovered", "focused", "pressed"])
    #expect(
      findings.allSatisfy {
        $0.environments == ["light", "light increased-contrast", "dark", "dark increased-contrast"]
      })
    #expect(
      findings.first?.description
        == "VPrimaryButton [enabled; light, light increased-contrast, dark, dark increased-contrast]: colors.title on colors.background has contrast 1.16:1, below 4.5:1 for text"
    )
  }

  @Test func graphicsNeedThreeToOne() throws {
    var theme = Theme(registry: ComponentRegistry([RegisteredComponent(TrackSwatch.self)]))
    var model = VToggleModel()
    model.colors.fill = .init(.init(AdaptiveColor(Color(white255: 0x80))))
    theme.setTree(try StyleTreeEncoder.node(for: model), for: "TrackSwatch")
    let audit = AccessibilityAudit(environments: [.standard])
    #expect(try audit.nonTextFindings(in: theme).isEmpty)  // 3.68:1 on #F2F2F7: too little for text, enough here
    #expect(try audit.contrastFindings(in: theme).isEmpty)  // graphics are the non-text check's
    model.colors.fill = .init(.init(AdaptiveColor(Color(white255: 0xA0))))
    theme.setTree(try StyleTreeEncoder.node(for: model), for: "TrackSwatch")
    let findings = try audit.nonTextFindings(in: theme)
    #expect(findings.first?.message.hasSuffix("below 3:1 (WCAG 2.2 SC 1.4.11)") == true, "\(findings)")
  }
}
