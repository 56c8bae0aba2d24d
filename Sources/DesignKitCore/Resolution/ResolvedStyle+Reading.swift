import DesignKitValues

/// Typed reads of a resolved style by dotted path, for drawings: a path the style lacks or a value of another kind
/// is a diagnostic that names the path, never a silent default.
extension ResolvedStyle {
  /// The number at `path`.
  public func number(_ path: String) throws(Diagnostic) -> Double {
    try read(path, "a number") { if case .number(let n) = $0 { n } else { nil } }
  }

  /// The color at `path`.
  public func color(_ path: String) throws(Diagnostic) -> Color {
    try read(path, "a color") { if case .color(let c) = $0 { c } else { nil } }
  }

  /// The font at `path`.
  public func font(_ path: String) throws(Diagnostic) -> Font {
    try read(path, "a font") { if case .font(let f) = $0 { f } else { nil } }
  }

  /// The insets at `path`.
  public func insets(_ path: String) throws(Diagnostic) -> ResolvedInsets {
    try read(path, "insets") { if case .insets(let i) = $0 { i } else { nil } }
  }

  /// The boolean at `path`.
  public func bool(_ path: String) throws(Diagnostic) -> Bool {
    try read(path, "a boolean") { if case .bool(let b) = $0 { b } else { nil } }
  }

  /// The choice at `path` as a `StyleChoice` case.
  public func choice<C: StyleChoice>(_ path: String, as type: C.Type = C.self) throws(Diagnostic) -> C {
    try read(path, "one of \(C.allCases.map(\.rawValue).joined(separator: ", "))") {
      if case .choice(let name) = $0 { C(rawValue: name) } else { nil }
    }
  }

  private func read<T>(_ path: String, _ what: @autoclosure () -> String, _ extract: (ResolvedStyle) -> T?)
    throws(Diagnostic) -> T
  {
    // `what` is only for the message: a choice's list of cases is not built on every read.
    guard let node = self[path] else {
      throw Diagnostic(.missingKey, "the resolved style has no `\(path)` (\(what()) was expected there)")
    }
    guard let value = extract(node) else {
      throw Diagnostic(.typeMismatch, "`\(path)` in the resolved style is not \(what())")
    }
    return value
  }
}
