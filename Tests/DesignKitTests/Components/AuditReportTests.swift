import DesignKit
import Testing

/// What `designkit audit` prints a person: one line per component and kind of finding, with its worst case and count.
@Suite struct AuditReportTests {
  static let registry = ComponentRegistry([RegisteredComponent(VToggle.self), RegisteredComponent(VPrimaryButton.self)])

  /// An audit at one text size, so the layout pass is quick.
  static var audit: AccessibilityAudit {
    var audit = AccessibilityAudit()
    audit.layout.dynamicTypeSizes = [.large]
    return audit
  }

  static func report(_ files: [String: String], load file: String) throws -> AuditReport {
    let theme = try PresetLoader(registry: registry, files: InMemoryFileSource(files)).load(file: file)
    return try AuditReport(audit, theme: theme)
  }

  @Test func findingsAreGroupedByComponentAndKindWithTheWorstCaseAndACount() throws {
    let report = try Self.report(
      [
        "small.json": ##"""
        {"name": "Small", "components": {
          "VToggle": {"layout": {"minHitHeight": 40}},
          "VPrimaryButton": {"layout": {"minHeight": 30}}
        }}
        """##
      ], load: "small.json")
    #expect(report.findings.count > 4)
    let lines = report.groupLines
    // Target findings for both, one line each (the focus rings now stand off the fill: no layout finding).
    #expect(lines.count == 2, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix(
          "VPrimaryButton, target: 4 findings; the worst [enabled; any]: layout.minHeight is 30, below 44 pt")
      }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("VToggle, target: 8 findings; the worst [") }, "\(lines)")
    #expect(report.text(verbose: true).split(separator: "\n").count == report.findings.count + 1)
    #expect(report.text(verbose: false).split(separator: "\n").count == 3)
  }

  @Test func theSummaryQuotesOnlyThePresetsOwnDescription() throws {
    let files = [
      "brand.json": ##"{"name": "Brand", "description": "A purple brand.", "components": {}}"##,
      "orange.json":
        ##"{"extends": "brand.json", "name": "Orange", "components": {"VToggle": {"layout": {"size": {"width": 40}}}}}"##,
    ]
    let report = try Self.report(files, load: "orange.json")
    #expect(report.presetDescription == nil)
    #expect(!report.summary.contains("purple"), "\(report.summary)")
    #expect(try Self.report(files, load: "brand.json").presetDescription == "A purple brand.")
  }

  @Test func theWorstIsTheLowestRatioOrSizeAndTheLargestOverflow() {
    func finding(_ state: String, _ message: String) -> AuditFinding {
      AuditFinding(component: "VToggle", state: state, environments: [], message: message)
    }
    let contrast = [
      finding("a", "colors.title on canvas has contrast 4.10:1, below 4.5:1 for text"),
      finding("b", "colors.title on canvas has contrast 2.90:1, below 4.5:1 for text"),
    ]
    #expect(AuditGroup.worst(of: contrast).state == "b")
    let targets = [
      finding("a", "layout.minHeight is 36, below 44 pt"), finding("b", "layout.minHeight is 30, below 44 pt"),
    ]
    #expect(AuditGroup.worst(of: targets).state == "b")
    let layout = [
      finding("a", "layout: title: text outside its container by up to 12 pt"),
      finding("b", "layout: title: text outside its container by up to 3 pt"),
    ]
    #expect(AuditGroup.worst(of: layout).state == "a")
  }
}
