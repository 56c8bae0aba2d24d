import DesignKitValues

/// Whole-string token references: `"{group.token}"`.
package enum TokenReference {
  /// The referenced token path when `json` is a string of the form `{a.b.c}`; nil otherwise.
  package static func name(in json: JSONValue) -> String? {
    guard case .string(let s) = json.kind, s.count > 2, s.first == "{", s.last == "}" else { return nil }
    let inner = s.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }
}
