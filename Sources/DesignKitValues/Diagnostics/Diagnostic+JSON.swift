extension Diagnostic {
  /// The diagnostic as a JSON object: severity, kind, message, file, line, column, JSON path and suggestions.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("severity", .string(severity.rawValue)), ("kind", .string(kind.rawValue)), ("message", .string(message)),
    ]
    members.append(("file", file.map { .string($0) } ?? .null))
    members.append(("line", location.isKnown ? .number(Double(location.line)) : .null))
    members.append(("column", location.isKnown ? .number(Double(location.column)) : .null))
    members.append(("path", .string(path.description)))
    members.append(("suggestions", .array(suggestions.map { .string($0) })))
    return .object(members)
  }
}
