import DesignKit

/// `designkit audit`'s work in memory: the whole report (contrast, targets, layout at every Dynamic Type size), and
/// the layout check alone, on iOS and on every platform; issue 39's budget is 2 s for the audit over every size
/// (issue 22's was 5 s).
func runAuditBenchmarks(_ table: Table) throws {
  table.section("Audit")
  let audit = AccessibilityAudit()
  var layouts = 0
  for component in Catalog.registry.components {
    layouts += try audit.layout.check(component, in: .default).layoutsChecked
  }
  let report = measure(runs: 5) { n in
    var findings = 0
    for _ in 0..<n { findings &+= (try? AuditReport(audit, theme: .default).findings.count) ?? -1 }
    checksum += Double(findings)
  }
  table.add(
    "AuditReport: contrast, targets and layout at every size (defaults)", report,
    note: "\(layouts) layouts", targetNanoseconds: 2e9)
  let layout = measure(runs: 5) { n in
    var findings = 0
    for _ in 0..<n { findings &+= (try? audit.layout.findings(in: .default).count) ?? -1 }
    checksum += Double(findings)
  }
  table.add(
    "  of which: layout check (states × 12 sizes × 2 directions × 2 schemes)", layout,
    note: "\(fixed(layout.median / Double(max(1, layouts)) / 1e3, 1)) µs per layout")
  // `designkit audit` as users run it: every platform, each group of platforms on which a component's model is the
  // same checked once (`PlatformGroups`).
  var everywhere = AccessibilityAudit()
  everywhere.platforms = StyleEnvironment.Platform.allCases
  var allLayouts = 0
  var groups = 0
  for component in Catalog.registry.components {
    let result = try everywhere.layout.check(component, in: .default)
    allLayouts += result.layoutsChecked
    groups += result.platformGroups
  }
  let all = measure(runs: 3) { n in
    var findings = 0
    for _ in 0..<n { findings &+= (try? AuditReport(everywhere, theme: .default).findings.count) ?? -1 }
    checksum += Double(findings)
  }
  table.add(
    "AuditReport on every platform (designkit audit's default)", all,
    note: "\(allLayouts) layouts in \(groups) component × platform groups", targetNanoseconds: 2e9)
  var one = AccessibilityAudit()
  one.layout.dynamicTypeSizes = [.accessibility5]
  let single = measure(runs: 5) { n in
    var findings = 0
    for _ in 0..<n { findings &+= (try? AuditReport(one, theme: .default).findings.count) ?? -1 }
    checksum += Double(findings)
  }
  table.add("AuditReport with --dynamic-type accessibility5", single)
}
