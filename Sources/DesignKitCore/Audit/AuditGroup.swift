/// The kinds of audit finding, in the order a report lists them.
public enum AuditKind: String, Sendable, CaseIterable {
  /// Text against its background (`AccessibilityAudit.minimumContrast`).
  case textContrast = "text contrast"
  /// A touch target smaller than `minimumTarget`.
  case target
  /// A surface against what lies behind it.
  case surface
  /// A control's boundary or graphic against its background.
  case nonText = "non-text contrast"
  /// Text outside its container, overlaps and fixed sizes that cut at some Dynamic Type size.
  case layout
}

/// The findings of one kind for one component, as a person reads an audit: how many, and the worst of them.
public struct AuditGroup: Sendable, Equatable {
  /// The component.
  public var component: String
  /// What the findings check.
  public var kind: AuditKind
  /// Every finding of the group, in report order.
  public var findings: [AuditFinding]

  /// The finding that misses its threshold by most: the lowest contrast ratio or size, the largest overflow; the
  /// first when the messages measure nothing.
  public var worst: AuditFinding { Self.worst(of: findings) }

  /// `VToggle, target: 8 findings; the worst [off+enabled; any]: layout.size.width is 42, below 44 pt`, or for one
  /// finding `VToggle, target: [off+enabled; any]: …`.
  public var line: String {
    let worst = worst
    let place = "[\(worst.state); \(worst.environments.isEmpty ? "any" : worst.environments.joined(separator: ", "))]"
    let count = findings.count == 1 ? "" : "\(findings.count) findings; the worst "
    return "\(component), \(kind.rawValue): \(count)\(place): \(worst.message)"
  }

  /// The groups of findings listed by kind, one per component and kind: components in the order they first appear,
  /// kinds in `AuditKind` order within a component.
  static func groups(_ findingsByKind: [AuditKind: [AuditFinding]]) -> [AuditGroup] {
    var components: [String] = []
    for kind in AuditKind.allCases {
      for finding in findingsByKind[kind] ?? [] where !components.contains(finding.component) {
        components.append(finding.component)
      }
    }
    return components.flatMap { component in
      AuditKind.allCases.compactMap { kind in
        let found = (findingsByKind[kind] ?? []).filter { $0.component == component }
        return found.isEmpty ? nil : AuditGroup(component: component, kind: kind, findings: found)
      }
    }
  }

  /// The finding of `findings` that misses its threshold by most (see `worst`).
  package static func worst(of findings: [AuditFinding]) -> AuditFinding {
    // The messages state what they measure: a ratio `2.90:1` and a size `is 36` fall short (lower is worse), an
    // overflow `by up to 12 pt` goes past (higher is worse).
    func measure(_ f: AuditFinding) -> Double? {
      if let overflow = number(after: "by up to ", in: f.message) { return -overflow }
      if let ratio = number(before: ":1", in: f.message) { return ratio }
      return number(after: " is ", in: f.message)
    }
    var best = findings[0]
    var bestMeasure = measure(best)
    for f in findings.dropFirst() {
      if let m = measure(f), bestMeasure.map({ m < $0 }) ?? true {
        best = f
        bestMeasure = m
      }
    }
    return best
  }

  private static func number(after marker: String, in text: String) -> Double? {
    guard let range = text.firstRange(of: marker) else { return nil }
    return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  private static func number(before marker: String, in text: String) -> Double? {
    guard let range = text.firstRange(of: marker) else { return nil }
    let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }
    return Double(String(digits.reversed()))
  }
}
