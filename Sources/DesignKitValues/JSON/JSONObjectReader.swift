/// Helpers for parsing objects with a fixed set of keys.
package struct JSONObjectReader {
  /// The object's members.
  package let members: [JSONMember]
  /// Where the object is.
  package let path: JSONPath
  /// The object itself.
  package let value: JSONValue

  /// Reads `value` as an object whose keys must all be in `allowed`; `what` names it in messages ("a font").
  package init(_ value: JSONValue, path: JSONPath, what: String, allowed: [String]) throws(Diagnostic) {
    guard case .object(let members) = value.kind else {
      throw .expected(what, found: value, at: path)
    }
    for m in members where !allowed.contains(m.key) {
      throw .unknown(
        .unknownKey, "key", named: m.key, among: allowed, in: " in \(what) at `\(path)`", at: m.keyLocation,
        path: path.appending(m.key))
    }
    self.members = members
    self.path = path
    self.value = value
  }

  /// The member value for `key`, if present.
  package subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  /// Whether `key` is present.
  package func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// A required or optional number member, checked to be finite and within `range`.
  package func number(_ key: String, in range: ClosedRange<Double> = -.infinity ... .infinity, required: Bool = true)
    throws(Diagnostic) -> Double?
  {
    guard let v = self[key] else {
      if required {
        throw Diagnostic(.missingKey, "missing key `\(key)` at `\(path)`", at: value.location, path: path)
      }
      return nil
    }
    return try JSONValue.checkedNumber(v, path: path.appending(key), in: range)
  }

  /// A required or optional string member.
  package func string(_ key: String, required: Bool = true) throws(Diagnostic) -> String? {
    guard let v = self[key] else {
      if required {
        throw Diagnostic(.missingKey, "missing key `\(key)` at `\(path)`", at: value.location, path: path)
      }
      return nil
    }
    guard case .string(let s) = v.kind else {
      throw .expected("a string", found: v, at: path.appending(key))
    }
    return s
  }

  /// A string member that must be one of `choices` (case-sensitive).
  package func choice(_ key: String, _ choices: [String], required: Bool = true) throws(Diagnostic) -> String? {
    guard let s = try string(key, required: required) else { return nil }
    guard choices.contains(s) else {
      let v = self[key] ?? value
      throw JSONValue.unknownChoice(s, choices, at: v.location, path: path.appending(key))
    }
    return s
  }
}

extension JSONValue {
  /// The number in `value`, or a diagnostic if it is not a finite number within `range`.
  package static func checkedNumber(_ value: JSONValue, path: JSONPath, in range: ClosedRange<Double>)
    throws(Diagnostic)
    -> Double
  {
    guard case .number(let n) = value.kind else {
      throw .expected("a number", found: value, at: path)
    }
    guard n.isFinite else {
      throw Diagnostic(
        .invalidValue, "\(JSONWriter.format(n)) at `\(path)` must be finite; valid: \(describe(range))",
        at: value.location, path: path)
    }
    guard range.contains(n) else {
      throw Diagnostic(
        .invalidValue, "\(JSONWriter.format(n)) at `\(path)` is out of range; valid: \(describe(range))",
        at: value.location, path: path)
    }
    return n
  }

  /// A diagnostic for a string that is not one of the valid choices.
  package static func unknownChoice(_ s: String, _ choices: [String], at location: SourceLocation, path: JSONPath)
    -> Diagnostic
  {
    .unknown(.invalidValue, "value", named: s, among: choices, in: " at `\(path)`", at: location, path: path)
  }

  static func describe(_ range: ClosedRange<Double>) -> String {
    switch (abs(range.lowerBound) < .greatestFiniteMagnitude, abs(range.upperBound) < .greatestFiniteMagnitude) {
    case (true, true): "\(JSONWriter.format(range.lowerBound))...\(JSONWriter.format(range.upperBound))"
    case (true, false): ">= \(JSONWriter.format(range.lowerBound))"
    case (false, true): "<= \(JSONWriter.format(range.upperBound))"
    case (false, false): "any finite number"
    }
  }
}
