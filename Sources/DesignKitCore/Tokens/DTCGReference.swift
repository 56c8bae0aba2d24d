import DesignKitValues

/// The two reference syntaxes of DTCG 2025.10: `{group.token}` aliases and `{"$ref": "#/json/pointer"}` objects.
enum DTCGReference {
  /// The token path of a whole-string alias `{a.b.c}`, or nil when `text` is not one.
  static func aliasPath(_ text: String) -> [String]? {
    guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    let parts = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
    return parts
  }

  /// The alias path of a JSON string value, if it is a whole-string alias.
  static func aliasPath(_ value: JSONValue) -> [String]? {
    guard case .string(let s) = value.kind else { return nil }
    return aliasPath(s)
  }

  /// The pointer of a `{"$ref": "#/…"}` object, if `value` is one.
  static func refPointer(_ value: JSONValue) -> JSONValue? {
    guard case .object(let members) = value.kind, members.count == 1, members[0].key == "$ref" else { return nil }
    return members[0].value
  }

  /// The unescaped segments of a same-document JSON Pointer (`#/a/b~1c` → `["a", "b/c"]`), or nil.
  static func pointerSegments(_ pointer: String) -> [String]? {
    guard pointer.hasPrefix("#") else { return nil }
    let body = pointer.dropFirst()
    if body.isEmpty { return [] }
    guard body.hasPrefix("/") else { return nil }
    return body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.replacingOccurrences("~1", with: "/").replacingOccurrences("~0", with: "~")
    }
  }

  /// Whether `value` refers to another token as a whole or holds a `$ref`.
  static func isReference(_ value: JSONValue) -> Bool { aliasPath(value) != nil || refPointer(value) != nil }
}

extension Substring {
  /// This text with every occurrence of `target` replaced (no Foundation needed).
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    self[...].replacingOccurrences(target, with: replacement)
  }
}
