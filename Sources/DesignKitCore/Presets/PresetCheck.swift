/// What checking presets found: errors refuse a preset, warnings (problems its token files were forgiven) do not.
public struct PresetCheck: Sendable {
  /// The problems that refuse a preset, in file and position order.
  public var errors: [Diagnostic]
  /// The tolerated problems, in file and position order.
  public var warnings: [Diagnostic]

  /// Creates a result.
  public init(errors: [Diagnostic] = [], warnings: [Diagnostic] = []) {
    self.errors = DiagnosticList(errors).diagnostics
    self.warnings = DiagnosticList(warnings).diagnostics
  }

  /// Several results as one (presets checked in turn).
  public init(combining checks: [PresetCheck]) {
    self.init(errors: checks.flatMap(\.errors), warnings: checks.flatMap(\.warnings))
  }

  /// Whether nothing refuses the presets.
  public var isValid: Bool { errors.isEmpty }

  /// Every problem as `file:line:column: error: …`, errors first, then `…: warning: …`.
  public var lines: [String] { (errors + warnings).map(\.description) }

  /// One line for people about `files` presets: `2 presets valid`, `1 preset valid, 3 warnings`,
  /// `2 presets checked: 1 error, 3 warnings`.
  public func summary(files: Int) -> String {
    let presets = Self.count(files, "preset")
    let warned = warnings.isEmpty ? "" : Self.count(warnings.count, "warning")
    if isValid { return presets + " valid" + (warned.isEmpty ? "" : ", " + warned) }
    return presets + " checked: "
      + ([Self.count(errors.count, "error"), warned].filter { !$0.isEmpty })
      .joined(separator: ", ")
  }

  /// The machine-readable form: validity, counts, and every problem with its position, path and kind.
  public var json: JSONValue {
    .object([
      ("valid", .bool(isValid)), ("errors", .number(Double(errors.count))),
      ("warnings", .number(Double(warnings.count))),
      ("diagnostics", .array((errors + warnings).map(Self.json))),
    ])
  }

  private static func json(_ d: Diagnostic) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("severity", .string(d.severity.rawValue)), ("kind", .string(d.kind.rawValue)),
    ]
    if let file = d.file { members.append(("file", .string(file))) }
    if d.location.isKnown {
      members += [("line", .number(Double(d.location.line))), ("column", .number(Double(d.location.column)))]
    }
    members += [("path", .string(d.path.description)), ("message", .string(d.message))]
    if !d.suggestions.isEmpty { members.append(("suggestions", .array(d.suggestions.map { .string($0) }))) }
    return .object(members)
  }

  private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
