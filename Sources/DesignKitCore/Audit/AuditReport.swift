import DesignKitValues

/// An accessibility audit of one theme: its findings and the thresholds used.
public struct AuditReport: Sendable {
  /// The theme's name.
  public var preset: String
  /// What the preset says it is for (its `description`): where a preset chooses smaller targets on purpose, it says
  /// so there, and the report repeats it beside the findings.
  public var presetDescription: String?
  /// The audit that ran.
  public var audit: AccessibilityAudit
  /// Text contrast, target, surface, non-text and layout findings, in that order.
  public var findings: [AuditFinding]
  /// The findings by component and kind, as a person reads them (`groupLines`).
  public var groups: [AuditGroup]

  /// Runs `audit` over `theme`.
  public init(_ audit: AccessibilityAudit, theme: Theme) throws(Diagnostic) {
    try self.init(audit, theme: theme, layoutFindings: try audit.layout.findings(in: theme))
  }

  /// Runs `audit` over each of `themes`, each component's layout checked once for each distinct model and canvas
  /// (`LayoutAudit.findings(in:)` over the themes): a preset that leaves a component as an earlier one has it takes
  /// that one's layout findings.
  public static func reports(_ audit: AccessibilityAudit, themes: [Theme]) throws(Diagnostic) -> [AuditReport] {
    let layout = try audit.layout.findings(in: themes)
    var reports: [AuditReport] = []
    for (theme, findings) in zip(themes, layout) {
      reports.append(try AuditReport(audit, theme: theme, layoutFindings: findings))
    }
    return reports
  }

  /// Runs `audit` but its layout check over `theme`, with `layoutFindings` as the layout check's.
  init(_ audit: AccessibilityAudit, theme: Theme, layoutFindings: [AuditFinding]) throws(Diagnostic) {
    self.preset = theme.name
    self.presetDescription = theme.presetDescription
    self.audit = audit
    let byKind: [AuditKind: [AuditFinding]] = [
      .textContrast: try audit.contrastFindings(in: theme), .target: try audit.targetFindings(in: theme),
      .surface: try audit.surfaceFindings(in: theme), .nonText: try audit.nonTextFindings(in: theme),
      .layout: layoutFindings,
    ]
    self.findings = AuditKind.allCases.flatMap { byKind[$0] ?? [] }
    self.groups = AuditGroup.groups(byKind)
  }

  /// One line per component and kind of finding, with its worst case and count (`AuditGroup.line`).
  public var groupLines: [String] { groups.map(\.line) }

  /// The report as text: a line per group (every finding when `verbose`), then the summary; each line ends with a
  /// newline.
  public func text(verbose: Bool = false) -> String {
    ((verbose ? findings.map(\.description) : groupLines) + [summary]).map { $0 + "\n" }.joined()
  }

  /// `brand: 3 findings`, then the preset's own description (which says what it chooses on purpose; a preset without
  /// one quotes none, not its parent's); or `brand: no findings (text contrast >= 4.5:1, targets >= 44 pt (macOS 20,
  /// tvOS not checked), …, layout at 12 text sizes on 6 platforms)`.
  public var summary: String {
    guard findings.isEmpty else {
      let count = "\(preset): \(findings.count) finding\(findings.count == 1 ? "" : "s")"
      return presetDescription.map { "\(count). The preset says: \($0)" } ?? count
    }
    let sizes = audit.layout.dynamicTypeSizes.count
    let platforms = audit.platforms.count
    return "\(preset): no findings (text contrast >= \(StyleFormatter.number(audit.minimumContrast)):1, "
      + "targets >= \(StyleFormatter.number(audit.minimumTarget)) pt\(targetExceptions), "
      + "surfaces >= \(StyleFormatter.number(audit.minimumSurfaceContrast)):1 against what lies behind them, "
      + "non-text >= \(StyleFormatter.number(audit.minimumGraphicContrast)):1, "
      + "layout at \(sizes) text size\(sizes == 1 ? "" : "s")"
      + (audit.platforms == [.iOS]
        ? ")" : platforms == 1 ? " on \(audit.platforms[0].rawValue))" : " on \(platforms) platforms)")
  }

  /// The platforms audited whose minimum target is not `minimumTarget`: ` (macOS 20, tvOS not checked)`.
  private var targetExceptions: String {
    let exceptions = audit.platforms.compactMap { platform -> String? in
      let minimum = audit.minimumTarget(on: platform)
      guard minimum != audit.minimumTarget else { return nil }
      return platform.rawValue + " " + (minimum.map { StyleFormatter.number($0) } ?? "not checked")
    }
    return exceptions.isEmpty ? "" : " (\(exceptions.joined(separator: ", ")))"
  }

  /// `{"preset", "description", "minimumContrast", "minimumTarget", "minimumSurfaceContrast",
  /// "minimumGraphicContrast", "includeDisabled", "findings": [finding…]}`, and where more than iOS is audited
  /// `"platforms"` and `"minimumTargets": {platform: points, or null where targets are not checked}`.
  public var json: JSONValue {
    let platforms: [(String, JSONValue)] =
      audit.platforms == [.iOS]
      ? []
      : [
        (
          "minimumTargets",
          .object(audit.platforms.map { ($0.rawValue, audit.minimumTarget(on: $0).map { .number($0) } ?? .null) })
        )
      ]
    return .object(
      [
        ("preset", .string(preset)), ("description", presetDescription.map { .string($0) } ?? .null),
        ("minimumContrast", .number(audit.minimumContrast)), ("minimumTarget", .number(audit.minimumTarget)),
        ("minimumSurfaceContrast", .number(audit.minimumSurfaceContrast)),
        ("minimumGraphicContrast", .number(audit.minimumGraphicContrast)),
        ("includeDisabled", .bool(audit.includeDisabled)),
      ]
        + platforms + [("findings", .array(findings.map(\.json)))])
  }
}
