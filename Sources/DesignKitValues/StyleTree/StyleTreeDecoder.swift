/// Decodes a model from a `StyleNode` tree through its synthesized `Codable` conformance.
public enum StyleTreeDecoder {
  /// The value of type `T` that `node` describes.
  public static func value<T: Decodable>(_ type: T.Type, from node: StyleNode, path: JSONPath = .root) throws -> T {
    if let leaf = LeafTypes.representable(type) {
      guard let value = try leaf.value(of: node, path: path, as: T.self) else {
        throw StyleTreeError.kindMismatch(expected: "\(T.self)", path: path)
      }
      return value
    }
    return try T(from: TreeDecoder(node: node, path: path))
  }
}

private struct TreeDecoder: Decoder {
  let node: StyleNode
  let path: JSONPath
  var codingPath: [any CodingKey] { path.components.map { AnyCodingKey(String(describing: $0)) } }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let fields) = node else {
      throw StyleTreeError.kindMismatch(expected: "an object", path: path)
    }
    return KeyedDecodingContainer(KeyedContainer<Key>(fields: fields, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw StyleTreeError.unsupported("an array", path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer(node: node, path: path) }
}

// The paths are only read for errors, so the containers build them only then.

private func number(_ node: StyleNode, _ path: @autoclosure () -> JSONPath) throws -> Double {
  guard case .number(let n, _) = node else { throw StyleTreeError.kindMismatch(expected: "a number", path: path()) }
  return n
}

private func text(_ node: StyleNode, _ path: @autoclosure () -> JSONPath) throws -> String {
  switch node {
  case .string(let s), .choice(let s, _): return s
  default: throw StyleTreeError.kindMismatch(expected: "a string", path: path())
  }
}

private func boolean(_ node: StyleNode, _ path: @autoclosure () -> JSONPath) throws -> Bool {
  guard case .bool(let b) = node else { throw StyleTreeError.kindMismatch(expected: "a boolean", path: path()) }
  return b
}

private func integer(_ node: StyleNode, _ path: @autoclosure () -> JSONPath) throws -> Int {
  let n = try number(node, path())
  guard n == n.rounded(), abs(n) < 9e15 else {
    throw StyleTreeError.kindMismatch(expected: "a whole number", path: path())
  }
  return Int(n)
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let fields: [StyleField]
  let path: JSONPath
  var codingPath: [any CodingKey] { path.components.map { AnyCodingKey(String(describing: $0)) } }
  var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.name) } }

  func contains(_ key: Key) -> Bool { fields.contains { $0.name == key.stringValue } }

  func child(_ key: Key) throws -> StyleNode {
    let name = key.stringValue
    for field in fields where field.name == name { return field.node }
    throw StyleTreeError.kindMismatch(expected: "a field `\(name)`", path: path)
  }

  func childAndPath(_ key: Key) throws -> (StyleNode, JSONPath) { (try child(key), path.appending(key.stringValue)) }

  func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try boolean(child(key), path.appending(key.stringValue))
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try text(child(key), path.appending(key.stringValue))
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try number(child(key), path.appending(key.stringValue))
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try number(child(key), path.appending(key.stringValue)))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try integer(child(key), path.appending(key.stringValue))
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let (node, p) = try childAndPath(key)
    return try StyleTreeDecoder.value(T.self, from: node, path: p)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (node, p) = try childAndPath(key)
    return try TreeDecoder(node: node, path: p).container(keyedBy: type)
  }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw StyleTreeError.unsupported("an array", path: path.appending(key.stringValue))
  }
  func superDecoder() throws -> any Decoder { TreeDecoder(node: .object(fields), path: path) }
  func superDecoder(forKey key: Key) throws -> any Decoder {
    let (node, p) = try childAndPath(key)
    return TreeDecoder(node: node, path: p)
  }
}

private struct SingleContainer: SingleValueDecodingContainer {
  let node: StyleNode
  let path: JSONPath
  var codingPath: [any CodingKey] { path.components.map { AnyCodingKey(String(describing: $0)) } }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { try boolean(node, path) }
  func decode(_ type: String.Type) throws -> String { try text(node, path) }
  func decode(_ type: Double.Type) throws -> Double { try number(node, path) }
  func decode(_ type: Float.Type) throws -> Float { Float(try number(node, path)) }
  func decode(_ type: Int.Type) throws -> Int { try integer(node, path) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try StyleTreeDecoder.value(T.self, from: node, path: path) }
}
