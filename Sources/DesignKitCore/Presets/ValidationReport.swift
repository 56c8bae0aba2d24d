/// The result of validating preset files: each file's problems, or what else the file is.
public struct ValidationReport: Sendable {
  /// One file's result.
  public struct FileResult: Sendable {
    /// The file as given.
    public var file: String
    /// What the file is, when it could be read as JSON.
    public var kind: DocumentKind?
    /// Its problems; empty when it is a valid preset.
    public var diagnostics: [Diagnostic]
  }

  /// Each file's result, in the order given.
  public var files: [FileResult]

  /// Whether every file is a valid preset.
  public var isValid: Bool { files.allSatisfy { $0.diagnostics.isEmpty } }

  /// Every diagnostic, sorted by file and position.
  public var diagnostics: [Diagnostic] { DiagnosticList(files.flatMap(\.diagnostics)).diagnostics }

  /// `3 presets valid` or `1 of 3 files has errors (2 errors)`.
  public var summary: String {
    let invalid = files.filter { !$0.diagnostics.isEmpty }.count
    if invalid == 0 { return "\(files.count) preset\(files.count == 1 ? "" : "s") valid" }
    let errors = files.reduce(0) { $0 + $1.diagnostics.count }
    return "\(invalid) of \(files.count) file\(files.count == 1 ? "" : "s") \(invalid == 1 ? "has" : "have") errors "
      + "(\(errors) error\(errors == 1 ? "" : "s"))"
  }

  /// `{"valid", "files": [{"file", "kind", "valid", "diagnostics"}]}`.
  public var json: JSONValue {
    .object([
      ("valid", .bool(isValid)),
      (
        "files",
        .array(
          files.map { f in
            .object([
              ("file", .string(f.file)), ("kind", f.kind.map { .string($0.rawValue) } ?? .null),
              ("valid", .bool(f.diagnostics.isEmpty)), ("diagnostics", .array(f.diagnostics.map(\.json))),
            ])
          })
      ),
    ])
  }
}

extension PresetLoader {
  /// Validates each file as a preset; a JSON Schema or a token file is reported as such, not by its keys.
  public func validate(files paths: [String]) -> ValidationReport {
    ValidationReport(
      files: paths.map { path in
        let diagnostics = validate(file: path)
        guard !diagnostics.isEmpty, let bytes = try? files.read(FilePaths.normalize(path)),
          let json = try? reader.parse(bytes, file: path)
        else { return .init(file: path, kind: diagnostics.isEmpty ? .preset : nil, diagnostics: diagnostics) }
        let kind = DocumentKind(detecting: json)
        guard let advice = kind.advice else { return .init(file: path, kind: kind, diagnostics: diagnostics) }
        return .init(
          file: path, kind: kind, diagnostics: [Diagnostic(.semantic, advice, file: path, at: json.location)])
      })
  }
}
