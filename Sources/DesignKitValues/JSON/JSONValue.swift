/// A position in a source text: 1-based line and column (in Unicode scalars), 0-based byte offset.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int
  /// 0-based UTF-8 byte offset from the start of the document.
  public var offset: Int

  /// Creates a location.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The location of a value that did not come from a text (built in Swift, or a default).
  public static let unknown = SourceLocation(line: 0, column: 0, offset: -1)

  /// Whether this location points into a real document.
  public var isKnown: Bool { line > 0 }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
  }

  public var description: String { "\(line):\(column)" }
}

/// A JSON document node with the source position where it starts.
///
/// Objects keep their members in document order.
public struct JSONValue: Sendable, Equatable {
  /// The kinds of JSON values.
  public enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in document order.
    case object([JSONMember])
  }

  /// The value itself.
  public var kind: Kind
  /// Where the value starts in its document (`.unknown` for values built in code).
  public var location: SourceLocation

  /// Creates a value.
  public init(_ kind: Kind, at location: SourceLocation = .unknown) {
    self.kind = kind
    self.location = location
  }

  /// A short English name of the value's JSON type, for error messages ("a string", "an object").
  public var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members when this is an object.
  public var objectMembers: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The string when this is a string.
  public var stringValue: String? {
    if case .string(let s) = kind { return s }
    return nil
  }

  /// The number when this is a number.
  public var numberValue: Double? {
    if case .number(let n) = kind { return n }
    return nil
  }

  /// The member value for `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }
}

/// One `"key": value` pair of a JSON object, with the key's own position.
public struct JSONMember: Sendable, Equatable {
  /// The decoded key.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation = .unknown, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

extension JSONValue {
  /// Shorthand constructors for values built in code.
  public static func string(_ s: String) -> JSONValue { JSONValue(.string(s)) }
  /// A number value.
  public static func number(_ n: Double) -> JSONValue { JSONValue(.number(n)) }
  /// A boolean value.
  public static func bool(_ b: Bool) -> JSONValue { JSONValue(.bool(b)) }
  /// The null value.
  public static let null = JSONValue(.null)
  /// An array value.
  public static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items)) }
  /// An object value with members in the given order.
  public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    JSONValue(.object(pairs.map { JSONMember(key: $0.0, value: $0.1) }))
  }
}
