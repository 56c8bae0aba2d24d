/// An accessibility audit of one theme: its findings and the thresholds used.
public struct AuditReport: Sendable {
  /// The theme's name.
  public var preset: String
  /// The audit that ran.
  public var audit: AccessibilityAudit
  /// Contrast findings, then target findings, then layout findings.
  public var findings: [AuditFinding]

  /// Runs `audit` over `theme`.
  public init(_ audit: AccessibilityAudit, theme: Theme) throws(Diagnostic) {
    self.preset = theme.name
    self.audit = audit
    self.findings = try audit.contrastFindings(in: theme) + audit.targetFindings(in: theme)
    self.findings += try audit.layout.findings(in: theme)
  }

  /// `brand: 3 findings`, or `brand: no findings (contrast >= 4.5:1, targets >= 44 pt, layout at 12 text sizes)`.
  public var summary: String {
    guard findings.isEmpty else { return "\(preset): \(findings.count) finding\(findings.count == 1 ? "" : "s")" }
    return "\(preset): no findings (contrast >= \(StyleFormatter.number(audit.minimumContrast)):1, "
      + "targets >= \(StyleFormatter.number(audit.minimumTarget)) pt, "
      + "layout at \(audit.layout.dynamicTypeSizes.count) text size\(audit.layout.dynamicTypeSizes.count == 1 ? "" : "s"))"
  }

  /// `{"preset", "minimumContrast", "minimumTarget", "includeDisabled", "findings": [finding…]}`.
  public var json: JSONValue {
    .object([
      ("preset", .string(preset)), ("minimumContrast", .number(audit.minimumContrast)),
      ("minimumTarget", .number(audit.minimumTarget)), ("includeDisabled", .bool(audit.includeDisabled)),
      ("findings", .array(findings.map(\.json))),
    ])
  }
}
