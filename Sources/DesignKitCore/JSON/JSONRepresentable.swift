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

/// A coding key for any string or index.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
  public var stringValue: String
  public var intValue: Int?
  public init(stringValue: String) { self.stringValue = stringValue }
  public init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
  /// A key for a string.
  public init(_ string: String) { self.stringValue = string }
}

extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var members: [JSONMember] = []
      for key in keyed.allKeys {
        members.append(JSONMember(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key)))
      }
      self.init(.object(members))
      return
    }
    if var unkeyed = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !unkeyed.isAtEnd { items.append(try unkeyed.decode(JSONValue.self)) }
      self.init(.array(items))
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self.init(.null)
    } else if let b = try? single.decode(Bool.self) {
      self.init(.bool(b))
    } else if let n = try? single.decode(Double.self) {
      self.init(.number(n))
    } else {
      self.init(.string(try single.decode(String.self)))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch kind {
    case .null:
      var c = encoder.singleValueContainer()
      try c.encodeNil()
    case .bool(let b):
      var c = encoder.singleValueContainer()
      try c.encode(b)
    case .number(let n):
      var c = encoder.singleValueContainer()
      try c.encode(n)
    case .string(let s):
      var c = encoder.singleValueContainer()
      try c.encode(s)
    case .array(let items):
      var c = encoder.unkeyedContainer()
      for item in items { try c.encode(item) }
    case .object(let members):
      var c = encoder.container(keyedBy: AnyCodingKey.self)
      for m in members { try c.encode(m.value, forKey: AnyCodingKey(m.key)) }
    }
  }
}

/// Helpers for parsing objects with a fixed set of keys.
public struct JSONObjectReader {
  /// The object's members.
  public let members: [JSONMember]
  /// Where the object is.
  public let path: JSONPath
  /// The object itself.
  public let value: JSONValue

  /// Reads `value` as an object whose keys must all be in `allowed`; `what` names it in messages ("a font").
  public init(_ value: JSONValue, path: JSONPath, what: String, allowed: [String]) throws(Diagnostic) {
    guard case .object(let members) = value.kind else {
      throw Diagnostic(
        .typeMismatch, "expected \(what) at `\(path)`, found \(value.typeDescription)", at: value.location,
        path: path)
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
  public subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  /// Whether `key` is present.
  public func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// A required or optional number member, checked to be finite and within `range`.
  public func number(_ key: String, in range: ClosedRange<Double> = -.infinity ... .infinity, required: Bool = true)
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
  public func string(_ key: String, required: Bool = true) throws(Diagnostic) -> String? {
    guard let v = self[key] else {
      if required {
        throw Diagnostic(.missingKey, "missing key `\(key)` at `\(path)`", at: value.location, path: path)
      }
      return nil
    }
    guard case .string(let s) = v.kind else {
      throw Diagnostic(
        .typeMismatch, "expected a string at `\(path.appending(key))`, found \(v.typeDescription)", at: v.location,
        path: path.appending(key))
    }
    return s
  }

  /// A string member that must be one of `choices` (case-sensitive).
  public func choice(_ key: String, _ choices: [String], required: Bool = true) throws(Diagnostic) -> String? {
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
  public static func checkedNumber(_ value: JSONValue, path: JSONPath, in range: ClosedRange<Double>) throws(Diagnostic)
    -> Double
  {
    guard case .number(let n) = value.kind else {
      throw Diagnostic(
        .typeMismatch, "expected a number at `\(path)`, found \(value.typeDescription)", at: value.location,
        path: path)
    }
    guard n.isFinite else {
      throw Diagnostic(.invalidValue, "number at `\(path)` must be finite", at: value.location, path: path)
    }
    guard range.contains(n) else {
      throw Diagnostic(
        .invalidValue, "\(formatNumber(n)) at `\(path)` is out of range; valid: \(describe(range))",
        at: value.location, path: path)
    }
    return n
  }

  /// A diagnostic for a string that is not one of the valid choices.
  public static func unknownChoice(_ s: String, _ choices: [String], at location: SourceLocation, path: JSONPath)
    -> Diagnostic
  {
    let near = Suggestions.nearest(to: s, in: choices)
    return Diagnostic(
      .invalidValue,
      "unknown value `\(s)` at `\(path)`\(Suggestions.phrase(near)) (valid: \(choices.joined(separator: ", ")))",
      at: location, path: path, suggestions: near)
  }

  static func describe(_ range: ClosedRange<Double>) -> String {
    switch (abs(range.lowerBound) < .greatestFiniteMagnitude, abs(range.upperBound) < .greatestFiniteMagnitude) {
    case (true, true): "\(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
    case (true, false): ">= \(formatNumber(range.lowerBound))"
    case (false, true): "<= \(formatNumber(range.upperBound))"
    case (false, false): "any finite number"
    }
  }
}

/// Shortest round-tripping decimal text of a number; integers without a fraction ("20", not "20.0").
public func formatNumber(_ n: Double) -> String {
  if n.isFinite, n == n.rounded(), abs(n) < 1e15 {
    return n == 0 ? "0" : String(Int64(n))
  }
  return "\(n)"
}
