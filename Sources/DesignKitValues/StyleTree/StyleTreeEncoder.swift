/// Encodes any `Encodable` model into a `StyleNode` tree through its synthesized `Codable` conformance.
public enum StyleTreeEncoder {
  /// The tree of `value`.
  public static func node<T: Encodable>(for value: T) throws -> StyleNode {
    try node(for: value, path: .root)
  }

  static func node<T: Encodable>(for value: T, path: JSONPath) throws -> StyleNode {
    // A `StyleNodeRepresentable` value stores its node itself when its `encode(to:)` meets this encoder
    // (`encodeNode(to:)`): asking each type whether it is one would scan the binary's conformances once per type.
    let encoder = TreeEncoder(path: path)
    try value.encode(to: encoder)
    return try encoder.result()
  }
}

extension StyleNodeRepresentable {
  /// Stores the value's node when `encoder` builds a style tree, and says whether it did; any other encoder
  /// (JSON, a test's) gets the value's `Codable` form from the caller. Every representable type's `encode(to:)`
  /// starts with it.
  func encodeNode(to encoder: any Encoder) throws -> Bool {
    guard let tree = encoder as? TreeEncoder else { return false }
    tree.single = try styleNode()
    return true
  }
}

/// The encoder behind `StyleTreeEncoder`: a value's parts go into an object node, a single value (or a
/// representable value's own node) into `single`.
final class TreeEncoder: Encoder {
  let path: JSONPath
  var codingPath: [any CodingKey] { path.components.map { AnyCodingKey(String(describing: $0)) } }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  fileprivate var object: ObjectBox?
  var single: StyleNode?
  var failure: StyleTreeError?

  init(path: JSONPath) { self.path = path }

  func result() throws -> StyleNode {
    if let failure { throw failure }
    if let single { return single }
    if let object {
      if let failure = object.failure { throw failure }
      return .object(object.fields)
    }
    throw StyleTreeError.unsupported("a value that encodes nothing", path: path)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let box = object ?? ObjectBox()
    object = box
    return KeyedEncodingContainer(KeyedContainer<Key>(box: box, path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    failure = .unsupported("an array", path: path)
    return RejectingUnkeyedContainer(codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }
}

private final class ObjectBox {
  var fields: [StyleField] = []
  var failure: StyleTreeError?

  func set(_ name: String, _ node: StyleNode) {
    if let i = fields.firstIndex(where: { $0.name == name }) {
      fields[i].node = node
    } else {
      fields.append(StyleField(name, node))
    }
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: ObjectBox
  let path: JSONPath
  var codingPath: [any CodingKey] { path.components.map { AnyCodingKey(String(describing: $0)) } }

  mutating func encodeNil(forKey key: Key) throws {
    box.failure = .unsupported("an optional without a value", path: path.appending(key.stringValue))
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws { box.set(key.stringValue, .bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws { box.set(key.stringValue, .string(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { box.set(key.stringValue, .number(value, .finite)) }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    box.set(key.stringValue, .number(Double(value), .finite))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    box.set(key.stringValue, .number(Double(value), .integer))
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    box.set(key.stringValue, try StyleTreeEncoder.node(for: value, path: path.appending(key.stringValue)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    box.failure = .unsupported("a nested container", path: path.appending(key.stringValue))
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: ObjectBox(), path: path.appending(key.stringValue)))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    box.failure = .unsupported("an array", path: path.appending(key.stringValue))
    return RejectingUnkeyedContainer(codingPath: codingPath)
  }
  mutating func superEncoder() -> any Encoder { TreeEncoder(path: path) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(path: path.appending(key.stringValue)) }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let encoder: TreeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.failure = .unsupported("null", path: encoder.path) }
  mutating func encode(_ value: Bool) throws { encoder.single = .bool(value) }
  mutating func encode(_ value: String) throws { encoder.single = .string(value) }
  mutating func encode(_ value: Double) throws { encoder.single = .number(value, .finite) }
  mutating func encode(_ value: Float) throws { encoder.single = .number(Double(value), .finite) }
  mutating func encode(_ value: Int) throws { encoder.single = .number(Double(value), .integer) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.single = try StyleTreeEncoder.node(for: value, path: encoder.path)
  }
}

private struct RejectingUnkeyedContainer: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey]
  var count: Int { 0 }
  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(KeyedContainer<NestedKey>(box: ObjectBox(), path: .root))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { TreeEncoder(path: .root) }
}
