/// A value type with one or more JSON spellings: it parses itself from a `JSONValue` (with precise
/// diagnostics) and writes its canonical spelling. Its `Codable` conformance comes from these two, so
/// Foundation's coders and DesignKit's agree on the format.
public protocol JSONRepresentable: Codable, Sendable, Equatable {
  /// Parses the value; `path` is where it stands in the document, for diagnostics.
  init(json: JSONValue, path: JSONPath) throws(Diagnostic)
  /// The canonical JSON spelling.
  var json: JSONValue { get }
}

extension JSONRepresentable {
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    try self.init(json: value, path: JSONPath(codingPath: decoder.codingPath))
  }

  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }
}

extension JSONPath {
  /// The path of a `Codable` coding path.
  public init(codingPath: [any CodingKey]) {
    self.init(codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
  }
}
