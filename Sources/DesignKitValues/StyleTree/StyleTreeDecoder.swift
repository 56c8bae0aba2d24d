/// Decodes a model from a `StyleNode` tree through its synthesized `Codable` conformance.
public enum StyleTreeDecoder {
  /// The value of type `T` that `node` describes.
  public static func value<T: Decodable>(_ type: T.Type, from node: StyleNode, path: JSONPath = .root) throws -> T {
    do { return try relative(type, from: node) } catch { throw StyleTreeError.rebased(error, onto: path) }
  }

  /// The value of type `T` that `node` describes, with the paths of its errors relative to `node`.
  ///
  /// Decoding builds no path: every level that an error passes through puts its own key in front, so a model's
  /// thousands of successful reads allocate none (building each field's path up front was a fifth of the decode).
  static func relative<T: Decodable>(_ type: T.Type, from node: StyleNode) throws -> T {
    if let leaf = LeafTypes.representable(type) {
      guard let value = try leaf.value(of: node, path: .root, as: T.self) else {
        throw StyleTreeError.kindMismatch(expected: "\(T.self)", path: .root)
      }
      return value
    }
    return try T(from: TreeDecoder(node: node))
  }
}

extension StyleTreeError {
  /// `error` with its path (a `StyleTreeError`'s or a `DecodingError`'s coding path) under `prefix`; any other
  /// error as it is.
  static func rebased(_ error: any Error, onto prefix: JSONPath) -> any Error {
    if prefix.components.isEmpty { return error }
    switch error {
    case StyleTreeError.kindMismatch(let expected, let path):
      return StyleTreeError.kindMismatch(expected: expected, path: JSONPath(prefix.components + path.components))
    case StyleTreeError.unsupported(let what, let path):
      return StyleTreeError.unsupported(what, path: JSONPath(prefix.components + path.components))
    case let e as DecodingError:
      let keys = prefix.codingKeys
      func under(_ c: DecodingError.Context) -> DecodingError.Context {
        .init(codingPath: keys + c.codingPath, debugDescription: c.debugDescription, underlyingError: c.underlyingError)
      }
      switch e {
      case .typeMismatch(let t, let c): return DecodingError.typeMismatch(t, under(c))
      case .valueNotFound(let t, let c): return DecodingError.valueNotFound(t, under(c))
      case .keyNotFound(let k, let c): return DecodingError.keyNotFound(k, under(c))
      case .dataCorrupted(let c): return DecodingError.dataCorrupted(under(c))
      @unknown default: return e
      }
    default:
      return error
    }
  }
}

/// A decoder over one node. Its paths are relative: `prefix` is empty but for the rare nested containers and super
/// decoders, and the containers above put their keys in front of any error that passes through them
/// (`StyleTreeError.rebased`).
private struct TreeDecoder: Decoder {
  let node: StyleNode
  var prefix = JSONPath.root
  var codingPath: [any CodingKey] { prefix.codingKeys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let fields) = node else {
      throw StyleTreeError.kindMismatch(expected: "an object", path: prefix)
    }
    return KeyedDecodingContainer(KeyedContainer<Key>(fields: fields, prefix: prefix))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw StyleTreeError.unsupported("an array", path: prefix)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleContainer(node: node, prefix: prefix)
  }
}

extension JSONPath {
  /// The path as coding keys.
  fileprivate var codingKeys: [any CodingKey] {
    components.map { c in
      switch c {
      case .key(let k): AnyCodingKey(k)
      case .index(let i): AnyCodingKey(intValue: i)
      }
    }
  }
}

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
  let prefix: JSONPath
  var codingPath: [any CodingKey] { prefix.codingKeys }
  var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.name) } }

  func contains(_ key: Key) -> Bool { fields.contains { $0.name == key.stringValue } }

  func child(_ key: Key) throws -> StyleNode {
    let name = key.stringValue
    for field in fields where field.name == name { return field.node }
    throw StyleTreeError.kindMismatch(expected: "a field `\(name)`", path: prefix)
  }

  /// The path of `key`'s field, built only for an error.
  func path(_ key: Key) -> JSONPath { prefix.appending(key.stringValue) }

  func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try boolean(child(key), path(key)) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try text(child(key), path(key)) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try number(child(key), path(key)) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try number(child(key), path(key))) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(child(key), path(key)) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let node = try child(key)
    do { return try StyleTreeDecoder.relative(T.self, from: node) } catch {
      throw StyleTreeError.rebased(error, onto: path(key))
    }
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try TreeDecoder(node: child(key), prefix: path(key)).container(keyedBy: type)
  }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw StyleTreeError.unsupported("an array", path: path(key))
  }
  func superDecoder() throws -> any Decoder { TreeDecoder(node: .object(fields), prefix: prefix) }
  func superDecoder(forKey key: Key) throws -> any Decoder { TreeDecoder(node: try child(key), prefix: path(key)) }
}

private struct SingleContainer: SingleValueDecodingContainer {
  let node: StyleNode
  let prefix: JSONPath
  var codingPath: [any CodingKey] { prefix.codingKeys }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { try boolean(node, prefix) }
  func decode(_ type: String.Type) throws -> String { try text(node, prefix) }
  func decode(_ type: Double.Type) throws -> Double { try number(node, prefix) }
  func decode(_ type: Float.Type) throws -> Float { Float(try number(node, prefix)) }
  func decode(_ type: Int.Type) throws -> Int { try integer(node, prefix) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    do { return try StyleTreeDecoder.relative(T.self, from: node) } catch {
      throw StyleTreeError.rebased(error, onto: prefix)
    }
  }
}
