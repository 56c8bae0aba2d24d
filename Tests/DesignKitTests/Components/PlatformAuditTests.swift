import DesignKit
import Testing

/// The audit on every platform DesignKit names: each component checked once per group of platforms on which its model
/// is the same, each platform's own minimum target, and a finding on some platforms naming them.
@Suite struct PlatformAuditTests {
  static let every = StyleEnvironment.Platform.allCases

  /// A theme whose square button is `dimension` points per platform (a preset's per-platform object).
  func squareButtonTheme(_ dimension: String) throws -> Theme {
    let preset = #"{"components": {"VSquareButton": {"layout": {"dimension": "# + dimension + "}}}}"
    return try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
  }

  @Test func eachPlatformHasItsOwnMinimumTarget() throws {
    let audit = AccessibilityAudit(platforms: Self.every)
    #expect(Self.every.map { audit.minimumTarget(on: $0) } == [44, 44, 20, 44, nil, 44])
    // 30 pt fails 44 where a finger or the eyes pick it, 24 pt on macOS passes 20; tvOS is not checked (focus).
    let theme = try squareButtonTheme(
      #"{"iOS": 30, "iPadOS": 30, "watchOS": 30, "visionOS": 30, "macOS": 24, "tvOS": 10}"#)
    let findings = try audit.targetFindings(in: theme).filter { $0.component == "VSquareButton" }
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding.environments == ["iOS", "iPadOS", "watchOS", "visionOS"], "\(finding)")
      #expect(finding.message.hasSuffix("is 30, below 44 pt"), "\(finding)")
    }
    let tooSmallOnMac = try audit.targetFindings(in: try squareButtonTheme(#"{"macOS": 18}"#))
      .filter { $0.component == "VSquareButton" }
    #expect(!tooSmallOnMac.isEmpty)
    #expect(tooSmallOnMac.allSatisfy { $0.environments == ["macOS"] && $0.message.hasSuffix("is 18, below 20 pt") })
    // The same size on every platform checked is a finding without platforms; iOS alone, as before.
    let everywhere = try AccessibilityAudit().targetFindings(in: try squareButtonTheme("30"))
      .filter { $0.component == "VSquareButton" }
    #expect(!everywhere.isEmpty && everywhere.allSatisfy { $0.environments.isEmpty })
  }

  /// A component whose model is the same everywhere is checked once; one whose values follow the platform once per
  /// group of platforms that share them.
  @Test func aComponentIsDrawnOncePerGroupOfPlatformsItLooksTheSameOn() throws {
    var audit = LayoutAudit(dynamicTypeSizes: [.large])
    audit.platforms = Self.every
    let badge = try #require(Catalog.registry["VBadge"])
    // Its text is set by four type scales: iOS's (iPadOS and visionOS share it), macOS's, watchOS's and tvOS's.
    #expect(try audit.check(badge, in: .default).platformGroups == 4)
    let toggle = try #require(Catalog.registry["VToggle"])
    let result = try audit.check(toggle, in: .default)
    // iOS, iPadOS and visionOS share iOS's switch and type scale; macOS and watchOS have their own switches, tvOS
    // iOS's switch with its own type scale.
    #expect(result.platformGroups == 4)
    #expect(result.layoutsChecked == toggle.states.count * audit.environments.count * 4)
  }

  /// On tvOS a sample that takes the width offered is laid out at a TV column's 860 pt whatever the phone's width
  /// offered (the segmented picker's "Week" whole at tvOS's 29 pt, where 375 pt cut it to "We…"); a sample of its own
  /// width (a check box) and a screen (a dialog over the TV's 1920 pt screen) keep theirs; iOS is laid out as offered.
  @Test func aStretchingSampleIsLaidOutAtATVColumnOnTVOS() throws {
    #expect(SampleWidth.width(on: .tvOS) == 860)
    #expect(StyleEnvironment.Platform.allCases.filter { SampleWidth.width(on: $0) != nil } == [.tvOS])
    func width(_ name: String, on platform: StyleEnvironment.Platform) throws -> Double {
      let component = try #require(Catalog.registry[name])
      let environment = StyleEnvironment(platform: platform)
      let state = try #require(component.states.first)
      let style = try Theme.default.tree(for: name).resolved(for: state, in: environment)
      let drawing = try #require(try component.drawing(in: state, style: style, environment: environment))
      return DrawingLayout(measurer: environment.textMeasurer).layout(drawing, proposedWidth: PhoneWidth.narrowest)
        .width
    }
    #expect(try width("VSegmentedPicker", on: .tvOS) == 860)
    #expect(try width("VSegmentedPicker", on: .iOS) == PhoneWidth.narrowest)
    #expect(try width("VCheckBox", on: .tvOS) < 860)
    #expect(try width("VDialog", on: .tvOS) == 1920)
    var audit = LayoutAudit()
    audit.platforms = [.tvOS]
    let picker = try audit.check(try #require(Catalog.registry["VSegmentedPicker"]), in: .default)
    #expect(picker.findings.isEmpty, "\(picker.findings)")
  }

  /// A contrast problem on one platform only names it; the same problem everywhere names none.
  @Test func aContrastFindingOnOnePlatformNamesIt() throws {
    let preset = ##"{"components": {"VToggle": {"colors": {"title": {"enabled": {"watchOS": "#EEEEEE"}}}}}}"##
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    let findings = try AccessibilityAudit(platforms: Self.every).contrastFindings(in: theme)
      .filter { $0.component == "VToggle" }
    #expect(!findings.isEmpty)
    #expect(
      findings.allSatisfy { $0.environments.last == "watchOS" && $0.environments.first?.hasPrefix("light") == true },
      "\(findings)")
  }

  /// The built-in presets hold on every platform as on iOS: contrast, targets, surfaces and non-text contrast find
  /// nothing iOS does not (the presets that keep smaller targets on purpose, and say so, keep theirs); the layout on
  /// every platform is `LayoutBatteryTests`'s.
  @Test(arguments: ["default"] + BuiltInPresets.names.filter { $0 != "default" })
  func everyBuiltInPresetHoldsOnEveryPlatformAsOnIOS(preset: String) throws {
    let theme = try SharedSetUp.theme(preset)
    func keys(_ audit: AccessibilityAudit) throws -> Set<String> {
      var findings = try audit.contrastFindings(in: theme) + audit.targetFindings(in: theme)
      findings += try audit.surfaceFindings(in: theme) + audit.nonTextFindings(in: theme)
      return Set(findings.map { "\($0.component) \($0.state): \($0.message)" })
    }
    let everywhere = try keys(AccessibilityAudit(platforms: Self.every))
    #expect(everywhere.subtracting(try keys(AccessibilityAudit())).isEmpty)
    if preset == "default" { #expect(everywhere.isEmpty) }
  }
}
