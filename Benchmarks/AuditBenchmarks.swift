import DesignKit

/// `designkit audit`'s work in memory: the whole report (contrast, targets, layout at every Dynamic Type size), and
/// the layout check alone, on iOS and on every platform; issue 39's budget is 2 s for the audit over every size
/// (issue 22's was 5 s).
func runAuditBenchmarks(_ table: Table) throws {
  table.section("Audit")
  let audit = AccessibilityAudit()
  let (layouts, _) = try laidOut(audit)
  table.add(
    "AuditReport: contrast, targets and layout at every size (defaults)", measureReports(audit, runs: 5),
    note: "\(layouts) layouts", targetNanoseconds: 2e9)
  let layout = measureFindings(runs: 5) { (try? audit.layout.findings(in: .default).count) ?? -1 }
  table.add(
    "  of which: layout check (states × 12 sizes × 2 directions × 2 schemes)", layout,
    note: "\(fixed(layout.median / Double(max(1, layouts)) / 1e3, 1)) µs per layout")
  // `designkit audit` as users run it: every platform, each group of platforms on which a component's model is the
  // same checked once (`PlatformGroups`).
  var everywhere = AccessibilityAudit()
  everywhere.platforms = StyleEnvironment.Platform.allCases
  let (allLayouts, groups) = try laidOut(everywhere)
  table.add(
    "AuditReport on every platform (designkit audit's default)", measureReports(everywhere, runs: 3),
    note: "\(allLayouts) layouts in \(groups) component × platform groups", targetNanoseconds: 2e9)
  var one = AccessibilityAudit()
  one.layout.dynamicTypeSizes = [.accessibility5]
  table.add("AuditReport with --dynamic-type accessibility5", measureReports(one, runs: 5))
}

/// How many layouts `audit`'s layout check draws over the catalog, in how many component × platform groups.
private func laidOut(_ audit: AccessibilityAudit) throws -> (layouts: Int, groups: Int) {
  var layouts = 0
  var groups = 0
  for component in Catalog.registry.components {
    let result = try audit.layout.check(component, in: .default)
    layouts += result.layoutsChecked
    groups += result.platformGroups
  }
  return (layouts, groups)
}

/// The time of `audit`'s whole report on the defaults.
private func measureReports(_ audit: AccessibilityAudit, runs: Int) -> Stats {
  measureFindings(runs: runs) { (try? AuditReport(audit, theme: .default).findings.count) ?? -1 }
}

/// The wall time of `count`, which counts findings (-1 on an error), folded into the checksum: the audit checks its
/// components on every core.
private func measureFindings(runs: Int, _ count: () -> Int) -> Stats {
  measure(runs: runs, clock: nowNanoseconds) { n in
    var findings = 0
    for _ in 0..<n { findings &+= count() }
    checksum += Double(findings)
  }
}
