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
    /// The same key twice in one object.
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
    /// A file or folder that could not be written.
    case fileNotWritable
    /// A value the reader needs that is not there (a drawing reading a path its model lacks).
    case missingKey
    /// Anything else about the input's meaning.
    case semantic
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

  /// `file:line:column: error: message` (the form compilers and editors understand).
  public var description: String {
    guard file != nil || location.isKnown else { return "error: \(message)" }
    var prefix = file ?? "<input>"
    if location.isKnown { prefix += ":\(location.line):\(location.column)" }
    return "\(prefix): error: \(message)"
  }

  /// This diagnostic with the file name set if it had none.
  public func inFile(_ name: String?) -> Diagnostic {
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
