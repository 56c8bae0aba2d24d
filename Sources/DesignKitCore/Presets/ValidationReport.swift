import DesignKitValues

/// The result of validating preset files: each file's errors and warnings, or what else the file is.
public struct ValidationReport: Sendable {
  /// One file's result.
  public struct FileResult: Sendable {
    /// The file as given.
    public var file: String
    /// What the file is, when it could be read as JSON.
    public var kind: DocumentKind?
    /// The problems that refuse it; empty when it is a valid preset.
    public var errors: [Diagnostic]
    /// The problems its token files were forgiven (errors instead, for a strict loader).
    public var warnings: [Diagnostic]
  }

  /// Each file's result, in the order given.
  public var files: [FileResult]

  /// Whether every file is a valid preset (warnings or not).
  public var isValid: Bool { files.allSatisfy { $0.errors.isEmpty } }

  /// Every error, sorted by file and position.
  public var errors: [Diagnostic] { DiagnosticList(files.flatMap(\.errors)).diagnostics }

  /// Every warning, sorted by file and position.
  public var warnings: [Diagnostic] { DiagnosticList(files.flatMap(\.warnings)).diagnostics }

  /// Every problem: the errors, then the warnings.
  public var diagnostics: [Diagnostic] { errors + warnings }

  /// `3 presets valid`, `2 presets valid, 26 warnings` or `1 of 3 files has errors (2 errors, 26 warnings)`.
  public var summary: String {
    let invalid = files.filter { !$0.errors.isEmpty }.count
    let warned = warningCount == 0 ? [] : [Self.count(warningCount, "warning")]
    if invalid == 0 { return ([Self.count(files.count, "preset") + " valid"] + warned).joined(separator: ", ") }
    return "\(invalid) of \(Self.count(files.count, "file")) \(invalid == 1 ? "has" : "have") errors "
      + "(\(([Self.count(errorCount, "error")] + warned).joined(separator: ", ")))"
  }

  /// `{"valid", "errors", "warnings", "files": [{"file", "kind", "valid", "diagnostics"}]}`: the counts of every
  /// file, and each file's errors, then its warnings.
  public var json: JSONValue {
    .object([
      ("valid", .bool(isValid)),
      ("errors", .number(Double(errorCount))), ("warnings", .number(Double(warningCount))),
      (
        "files",
        .array(
          files.map { f in
            .object([
              ("file", .string(f.file)), ("kind", f.kind.map { .string($0.rawValue) } ?? .null),
              ("valid", .bool(f.errors.isEmpty)), ("diagnostics", .array((f.errors + f.warnings).map(\.json))),
            ])
          })
      ),
    ])
  }

  private var errorCount: Int { files.reduce(0) { $0 + $1.errors.count } }
  private var warningCount: Int { files.reduce(0) { $0 + $1.warnings.count } }

  private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

extension PresetLoader {
  /// Validates each file as a preset; a JSON Schema or a token file is reported as such, not by its keys.
  public func validate(files paths: [String]) -> ValidationReport {
    ValidationReport(files: paths.map(validationResult(file:)))
  }

  private func validationResult(file path: String) -> ValidationReport.FileResult {
    let (errors, warnings) = problems(file: path)
    guard !errors.isEmpty, let bytes = try? files.read(FilePaths.normalize(path)),
      let json = try? reader.parse(bytes, file: path)
    else { return .init(file: path, kind: errors.isEmpty ? .preset : nil, errors: errors, warnings: warnings) }
    let kind = DocumentKind(detecting: json)
    guard let advice = kind.advice else { return .init(file: path, kind: kind, errors: errors, warnings: warnings) }
    // The other kind of document explains every error; its warnings are as beside the point.
    return .init(
      file: path, kind: kind, errors: [Diagnostic(.semantic, advice, file: path, at: json.location)], warnings: [])
  }
}
