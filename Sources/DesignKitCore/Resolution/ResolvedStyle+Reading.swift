/// Typed reads of a resolved style by dotted path, for drawings: a path the style lacks or a value of another kind
/// is a diagnostic that names the path, never a silent default.
extension ResolvedStyle {
  /// The number at `path`.
  public func number(_ path: String) throws(Diagnostic) -> Double {
    if case .number(let n) = try node(path, "a number") { return n }
    throw mismatch(path, "a number")
  }

  /// The color at `path`.
  public func color(_ path: String) throws(Diagnostic) -> Color {
    if case .color(let c) = try node(path, "a color") { return c }
    throw mismatch(path, "a color")
  }

  /// The font at `path`.
  public func font(_ path: String) throws(Diagnostic) -> Font {
    if case .font(let f) = try node(path, "a font") { return f }
    throw mismatch(path, "a font")
  }

  /// The insets at `path`.
  public func insets(_ path: String) throws(Diagnostic) -> ResolvedInsets {
    if case .insets(let i) = try node(path, "insets") { return i }
    throw mismatch(path, "insets")
  }

  /// The boolean at `path`.
  public func bool(_ path: String) throws(Diagnostic) -> Bool {
    if case .bool(let b) = try node(path, "a boolean") { return b }
    throw mismatch(path, "a boolean")
  }

  /// The choice at `path` as a `StyleChoice` case.
  public func choice<C: StyleChoice>(_ path: String, as type: C.Type = C.self) throws(Diagnostic) -> C {
    if case .choice(let name) = try node(path, "a choice"), let value = C(rawValue: name) { return value }
    throw mismatch(path, "one of \(C.allCases.map(\.rawValue).joined(separator: ", "))")
  }

  private func node(_ path: String, _ what: String) throws(Diagnostic) -> ResolvedStyle {
    guard let node = self[path] else {
      throw Diagnostic(.missingKey, "the resolved style has no `\(path)` (\(what) was expected there)")
    }
    return node
  }

  private func mismatch(_ path: String, _ what: String) -> Diagnostic {
    Diagnostic(.typeMismatch, "`\(path)` in the resolved style is not \(what)")
  }
}
