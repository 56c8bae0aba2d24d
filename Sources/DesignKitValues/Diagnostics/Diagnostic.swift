/// One precise problem found in user input: what, where (file, line, column, JSON path), and what would be valid.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; stable names for tests and tools.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Not JSON (RFC 8259): unexpected character, unterminated string, bad escape, trailing comma …
    case syntax
    /// The input's bytes are not valid UTF-8, or a string holds a lone surrogate.
    case encoding
    /// A limit was exceeded: document size, nesting depth, string length.
    case limit
    /// The same key (the same code points) twice in one object.
    case duplicateKey
    /// A key the model does not have.
    case unknownKey
    /// A JSON value of the wrong type.
    case typeMismatch
    /// A value of the right type that is out of range or malformed (negative size, `#12345`, NaN).
    case invalidValue
    /// A component name the registry does not know.
    case unknownComponent
    /// A state name a state table does not have.
    case unknownState
    /// A named rule that no preset or enclosing scope defines.
    case unknownRule
    /// An event name a machine does not accept.
    case unknownEvent
    /// A key the input must have and lacks.
    case missingKey
    /// A `{token.path}` reference that names no token.
    case unresolvedReference
    /// A chain of references that comes back to itself.
    case referenceCycle
    /// A reference to a token of another type.
    case referenceType
    /// A chain of `extends` that comes back to itself.
    case extendsCycle
    /// A file that could not be read.
    case fileNotFound
    /// A model that uses something a style tree cannot hold (arrays, nested optionals).
    case unsupportedModel
    /// A file or folder that could not be written.
    case fileNotWritable
    /// Anything else about the input's meaning.
    case semantic
    /// A DTCG `$type` outside the 2025.10 list (`string`, `boolean`, `link`, …): the token is kept, not read.
    case nonStandardType
    /// A DTCG token with no `$type` of its own or from a group: it is read as the type of the place using it.
    case missingType
    /// A DTCG value in a pre-2025.10 spelling (`"16px"`, `"200ms"`, a hex color string).
    case legacyForm
    /// A DTCG dimension where the format wants a plain number (a typography `lineHeight` of `24px`).
    case dimensionAsNumber
    /// A DTCG value that is present but empty (a font family of `""` or `[]`).
    case emptyValue
    /// A DTCG dimension unit outside `px` and `rem` (`em`, `%`, `vw`): kept, without a size in points.
    case nonStandardUnit
  }

  /// Whether a problem stops a load.
  public enum Severity: String, Hashable, Sendable {
    /// The input is refused.
    case error
    /// The input loads; the problem is reported (and refused in strict mode).
    case warning
  }

  /// The kind of problem.
  public var kind: Kind
  /// One sentence that says what is wrong and what would be valid.
  public var message: String
  /// The file the input came from, if it came from a file.
  public var file: String?
  /// Where in the text; `.unknown` when the input was not text.
  public var location: SourceLocation
  /// Where in the document's structure.
  public var path: JSONPath
  /// Valid alternatives closest to what was written (keys, states, tokens, values).
  public var suggestions: [String]
  /// Whether the problem stops a load.
  public var severity: Severity = .error

  /// Creates a diagnostic.
  public init(
    _ kind: Kind, _ message: String, file: String? = nil, at location: SourceLocation = .unknown,
    path: JSONPath = .root, suggestions: [String] = []
  ) {
    self.kind = kind
    self.message = message
    self.file = file
    self.location = location
    self.path = path
    self.suggestions = suggestions
  }

  /// `file:line:column: error: message` or `…: warning: message` (the form compilers and editors understand).
  public var description: String {
    guard file != nil || location.isKnown else { return "\(severity.rawValue): \(message)" }
    var prefix = file ?? "<input>"
    if location.isKnown { prefix += ":\(location.line):\(location.column)" }
    return "\(prefix): \(severity.rawValue): \(message)"
  }

  /// This diagnostic with another severity (a warning made an error by strict mode, or the reverse).
  public func with(severity: Severity) -> Diagnostic {
    var copy = self
    copy.severity = severity
    return copy
  }

  /// This diagnostic with the file name set if it had none.
  package func inFile(_ name: String?) -> Diagnostic {
    var copy = self
    if copy.file == nil { copy.file = name }
    return copy
  }
}

/// Several diagnostics at once, sorted by file and position.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
  /// The problems, sorted.
  public var diagnostics: [Diagnostic]

  /// Creates a list; the diagnostics are sorted by file, then position.
  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics.sorted { a, b in
      if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
      return a.location < b.location
    }
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
