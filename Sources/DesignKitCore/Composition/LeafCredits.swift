import DesignKitValues

/// The names a resolved style gives a model tree's leaves, and which tree leaves a resolved leaf can be credited
/// to: computed once per model type and tree shape, so resolving a node builds no names.
///
/// A resolved leaf is credited with the source of the tree leaf it came from when that leaf sits under at most two
/// state tables (`colors.fill.on.pressed` for `colors.fill`; a field of a value a table holds per state,
/// `layout.shadow.pressed.radius`, for `layout.shadow.radius`), and the selection names each table entry on the way.
final class LeafNames: Sendable {
  /// Told apart in `SourceTables` keys.
  let id: Int
  /// The tree the names were computed from: another tree with the same fields and states shares them.
  let shape: StyleNode
  /// Per tree leaf in tree order, the index of its resolved name in `names`; nil when it is never credited.
  let nameIndices: [Int?]
  /// The dotted resolved names (`colors.fill`).
  let names: [String]
  /// How many leaves the tree has.
  var leafCount: Int { nameIndices.count }

  private init(id: Int, shape: StyleNode) {
    self.id = id
    self.shape = shape
    var indices: [Int?] = []
    var names: [String] = []
    var index: [String: Int] = [:]
    func walk(_ node: StyleNode, _ prefix: String, tableDepth: Int) {
      func join(_ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }
      switch node {
      case .object(let fields):
        for f in fields { walk(f.node, join(f.name), tableDepth: tableDepth) }
      case .table(let table):
        for e in table.entries { walk(e.node, prefix, tableDepth: tableDepth + 1) }
      default:
        guard tableDepth <= 2 else {
          indices.append(nil)
          return
        }
        if let i = index[prefix] {
          indices.append(i)
        } else {
          index[prefix] = names.count
          indices.append(names.count)
          names.append(prefix)
        }
      }
    }
    walk(shape, "", tableDepth: 0)
    self.nameIndices = indices
    self.names = names
  }

  private static let cache = Locked<(count: Int, byType: [ObjectIdentifier: [LeafNames]])>((0, [:]))

  /// The names for `tree`, a tree of model type `type`.
  static func of(_ type: any ComponentModel.Type, _ tree: StyleNode) -> LeafNames {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0.byType[key]?.first { $0.shape.hasShape(of: tree) } }) { return known }
    return cache.withLock { state in
      if let known = state.byType[key]?.first(where: { $0.shape.hasShape(of: tree) }) { return known }
      let names = LeafNames(id: state.count, shape: tree)
      state.count += 1
      state.byType[key, default: []].append(names)
      return names
    }
  }
}

extension StyleNode {
  /// Whether `other` has the same fields and state table entries, in the same order (values aside).
  func hasShape(of other: StyleNode) -> Bool {
    func same(_ a: [StyleField], _ b: [StyleField]) -> Bool {
      a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.node.hasShape(of: $1.node) }
    }
    switch (self, other) {
    case (.object(let a), .object(let b)): return same(a, b)
    case (.table(let a), .table(let b)): return same(a.entries, b.entries)
    case (.object, _), (.table, _), (_, .object), (_, .table): return false
    default: return true
    }
  }
}

/// The sources reports of one resolution run: a resolved leaf's source is found by position, and equal reports are
/// built once and shared.
struct SourceTables {
  private var ids: [String: Int] = [:]
  private var sources: [ValueSource] = []
  private var tables: [[Int]: [String: ValueSource]] = [:]

  /// A number for `source`, the same for the same text.
  mutating func id(_ source: String) -> Int {
    if let id = ids[source] { return id }
    ids[source] = sources.count
    sources.append(ValueSource(text: source))
    return sources.count - 1
  }

  /// For each leaf of a resolved style, the source of the tree leaf it came from (`trail`), given the source of
  /// every tree leaf (`credits`, numbers from `id(_:)`; empty when every leaf has `byDefault`).
  mutating func report(_ names: LeafNames, trail: LeafTrail, credits: [Int], byDefault: Int) -> [String: ValueSource] {
    var key = [names.id]
    key.reserveCapacity(1 + 2 * trail.leaves.count)
    for case let leaf? in trail.leaves {
      guard let name = names.nameIndices[leaf] else { continue }
      key.append(name)
      key.append(credits.isEmpty ? byDefault : credits[leaf])
    }
    if let table = tables[key] { return table }
    var table: [String: ValueSource] = Dictionary(minimumCapacity: (key.count - 1) / 2)
    for i in stride(from: 1, to: key.count, by: 2) { table[names.names[key[i]]] = sources[key[i + 1]] }
    tables[key] = table
    return table
  }
}
