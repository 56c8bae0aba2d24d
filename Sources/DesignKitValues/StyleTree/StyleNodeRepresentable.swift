/// A type the style tree stores as one typed node instead of encoding its parts: leaf values,
/// bounded numbers, model enums and state tables.
public protocol StyleNodeRepresentable {
  /// The node for this value.
  func styleNode() throws -> StyleNode
  /// The value of a node; throws when the node has another kind.
  static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> Self
}

extension StyleNodeRepresentable {
  /// The node of `value` when it is of this type.
  static func styleNode<V>(of value: V) throws -> StyleNode? { try (value as? Self)?.styleNode() }

  /// The value of `node` as a `V` (this type).
  static func value<V>(of node: StyleNode, path: JSONPath, as type: V.Type) throws -> V? {
    let value = try fromStyleNode(node, path: path)
    // `LeafTypes` answers for the very type the decoder asks for, so no dynamic cast is needed (a cast to `V?` builds
    // that optional's metadata at run time, thousands of times per preset load).
    guard V.self == Self.self else { return value as? V }
    return unsafeBitCast(value, to: V.self)
  }
}

/// Each model type's `StyleNodeRepresentable` conformance, looked up once: a dynamic conformance check (a conditional
/// one such as `StateTable`'s above all) costs more than the rest of encoding or decoding a leaf.
enum LeafTypes {
  private static let known = Locked<[ObjectIdentifier: (any StyleNodeRepresentable.Type)?]>([:])

  /// `type` as a representable type; nil when it is not one.
  static func representable(_ type: Any.Type) -> (any StyleNodeRepresentable.Type)? {
    let key = ObjectIdentifier(type)
    if let found = known.withLock({ $0[key] }) { return found }
    let found = type as? any StyleNodeRepresentable.Type
    known.withLock { $0[key] = .some(found) }
    return found
  }
}

/// A model enum: a fixed set of names, stored in the tree as a choice.
///
/// Declare `enum Alignment: String, StyleChoice { case leading, center, trailing }`.
public protocol StyleChoice: CaseIterable, RawRepresentable, Codable, Sendable, Hashable, StyleNodeRepresentable
where RawValue == String {}

extension StyleChoice {
  /// The case's name; in a style tree, a choice among the type's cases.
  public func encode(to encoder: any Encoder) throws {
    if try encodeNode(to: encoder) { return }
    var c = encoder.singleValueContainer()
    try c.encode(rawValue)
  }

  public func styleNode() throws -> StyleNode { .choice(rawValue, options: Self.allCases.map(\.rawValue)) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> Self {
    guard case .choice(let name, _) = node, let value = Self(rawValue: name) else {
      throw StyleTreeError.kindMismatch(expected: "one of \(Self.allCases.map(\.rawValue))", path: path)
    }
    return value
  }
}

/// A structural mismatch between a tree and a Swift type (a programming error surfaced as an error, not a trap).
public enum StyleTreeError: Error, Sendable, CustomStringConvertible {
  /// The node at `path` is not of the kind the type needs.
  case kindMismatch(expected: String, path: JSONPath)
  /// The model uses something the tree cannot hold (arrays, nested optionals).
  case unsupported(String, path: JSONPath)

  public var description: String {
    switch self {
    case .kindMismatch(let expected, let path): "style tree: expected \(expected) at `\(path)`"
    case .unsupported(let what, let path): "style tree: \(what) at `\(path)` is not supported in models"
    }
  }
}

extension JSONRepresentable where Self: StyleNodeRepresentable {
  /// The canonical JSON spelling; in a style tree, the value's node.
  public func encode(to encoder: any Encoder) throws {
    if try encodeNode(to: encoder) { return }
    try json.encode(to: encoder)
  }
}

extension Color: StyleNodeRepresentable {
  public func styleNode() throws -> StyleNode { .color(AdaptiveColor(self)) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> Color {
    guard case .color(let c) = node else { throw StyleTreeError.kindMismatch(expected: "a color", path: path) }
    return c.light
  }
}

extension AdaptiveColor: StyleNodeRepresentable {
  public func styleNode() throws -> StyleNode { .color(self) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> AdaptiveColor {
    guard case .color(let c) = node else { throw StyleTreeError.kindMismatch(expected: "a color", path: path) }
    return c
  }
}

extension Font: StyleNodeRepresentable {
  public func styleNode() throws -> StyleNode { .font(self) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> Font {
    guard case .font(let f) = node else { throw StyleTreeError.kindMismatch(expected: "a font", path: path) }
    return f
  }
}

extension AnimationSpec: StyleNodeRepresentable {
  public func styleNode() throws -> StyleNode { .animation(self) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> AnimationSpec {
    guard case .animation(let a) = node else {
      throw StyleTreeError.kindMismatch(expected: "an animation", path: path)
    }
    return a
  }
}

extension Insets: StyleNodeRepresentable {
  public func styleNode() throws -> StyleNode { .insets(self) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> Insets {
    guard case .insets(let i) = node else { throw StyleTreeError.kindMismatch(expected: "insets", path: path) }
    return i
  }
}

extension Bounded: StyleNodeRepresentable {
  public func styleNode() throws -> StyleNode { .number(wrappedValue, Rule.rule) }
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> Bounded {
    guard case .number(let n, _) = node else {
      throw StyleTreeError.kindMismatch(expected: Rule.rule.requirement, path: path)
    }
    return Bounded(wrappedValue: n)
  }
}

extension StateTable: StyleNodeRepresentable where Value: Codable {
  public func styleNode() throws -> StyleNode {
    var entries: [StyleField] = []
    entries.reserveCapacity(values.count)
    // By index, not `zip`: a `Zip2Sequence` of a new pair of element types makes the runtime look up both arrays'
    // `Sequence` conformances, once per table type.
    let states = State.allCases
    for i in values.indices {
      entries.append(StyleField(states[i].rawValue, try StyleTreeEncoder.node(for: values[i])))
    }
    return .table(StateTableNode(dimension: State.dimensionName, entries: entries))
  }

  /// The table of a `.table` node over this dimension. A component's tree keeps only the cells of the states its
  /// machine can show (`StyleNode.keepingReachableCells(_:)`): a case the node leaves out takes its first cell's
  /// value, which no state of that component shows.
  public static func fromStyleNode(_ node: StyleNode, path: JSONPath) throws -> StateTable {
    let states = State.allCases
    guard case .table(let t) = node, t.dimension == State.dimensionName, let first = t.entries.first,
      t.entries.count == states.count || t.entries.allSatisfy({ State(rawValue: $0.name) != nil })
    else {
      throw StyleTreeError.kindMismatch(expected: "a table over \(State.dimensionName)", path: path)
    }
    // A loop, not `init(_:)`'s closure over `map`, and each cell's path built only for its error: a model holds
    // hundreds of tables, and the generic closure and the paths were most of decoding one.
    var values: [Value] = []
    values.reserveCapacity(states.count)
    let complete = t.entries.count == states.count
    for index in states.indices {
      let entry = complete ? t.entries[index] : t.entries.first { $0.name == states[index].rawValue } ?? first
      do { values.append(try StyleTreeDecoder.relative(Value.self, from: entry.node)) } catch {
        throw StyleTreeError.rebased(error, onto: path.appending(entry.name))
      }
    }
    return StateTable(values: values)
  }
}
