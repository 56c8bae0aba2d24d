import DesignKitValues

/// Whole-string token references: `"{group.token}"`.
package enum TokenReference {
  /// The referenced token path when `json` is a string of the form `{a.b.c}`; nil otherwise.
  package static func name(in json: JSONValue) -> String? {
    // Bytes first: this runs on every string of a preset, and almost none is a reference.
    guard case .string(let s) = json.kind, s.utf8.count > 2, s.utf8.first == UInt8(ascii: "{"),
      s.utf8.last == UInt8(ascii: "}"), s.count > 2, s.first == "{", s.last == "}"
    else { return nil }
    let inner = s.dropFirst().dropLast()
    guard !inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
    return String(inner)
  }
}
