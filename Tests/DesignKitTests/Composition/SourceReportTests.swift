import DesignKit
import Testing

/// The per-field source report of `Composition` in every state of every component: each resolved leaf is credited to
/// the tree leaf it came from, through the state tables of the component's own state dimensions.
@Suite struct SourceReportTests {
  /// The first leaf under a state table of one of `dimensions` (and of no other dimension), as a path of field and
  /// state names.
  static func firstTableLeaf(
    in node: StyleNode, dimensions: [String], path: [String] = [], inTable: Bool = false
  ) -> [String]? {
    switch node {
    case .object(let fields):
      return fields.lazy.compactMap {
        firstTableLeaf(in: $0.node, dimensions: dimensions, path: path + [$0.name], inTable: inTable)
      }.first
    case .table(let table):
      guard dimensions.contains(table.dimension) else { return nil }
      return table.entries.lazy.compactMap {
        firstTableLeaf(in: $0.node, dimensions: dimensions, path: path + [$0.name], inTable: true)
      }.first
    default:
      return inTable ? path : nil
    }
  }

  /// The resolved names of the leaves under a state table of a dimension not among `dimensions` (a part's model
  /// embedded in a container's).
  static func foreignTableLeaves(in node: StyleNode, dimensions: [String], prefix: String = "", foreign: Bool = false)
    -> Set<String>
  {
    switch node {
    case .object(let fields):
      return fields.reduce(into: []) {
        $0.formUnion(
          foreignTableLeaves(
            in: $1.node, dimensions: dimensions, prefix: prefix.isEmpty ? $1.name : prefix + "." + $1.name,
            foreign: foreign))
      }
    case .table(let table):
      let foreign = foreign || !dimensions.contains(table.dimension)
      return table.entries.reduce(into: []) {
        $0.formUnion(foreignTableLeaves(in: $1.node, dimensions: dimensions, prefix: prefix, foreign: foreign))
      }
    default:
      return foreign ? [prefix] : []
    }
  }

  /// `node` with the leaf at `path` replaced by `leaf`.
  static func replacing(_ path: ArraySlice<String>, in node: StyleNode, with leaf: StyleNode) -> StyleNode {
    guard let name = path.first else { return leaf }
    func replaced(_ fields: [StyleField]) -> [StyleField] {
      fields.map { $0.name == name ? StyleField(name, replacing(path.dropFirst(), in: $0.node, with: leaf)) : $0 }
    }
    switch node {
    case .object(let fields): return .object(replaced(fields))
    case .table(let table): return .table(StateTableNode(dimension: table.dimension, entries: replaced(table.entries)))
    default: return node
    }
  }

  /// A different value of the leaf's kind.
  static func changed(_ leaf: StyleNode) -> StyleNode {
    switch leaf {
    case .number(let n, let rule): .number(n == 0.5 ? 0.25 : 0.5, rule)
    case .color: .color(AdaptiveColor(Color(hex: "#123456") ?? .clear))
    case .bool(let b): .bool(!b)
    default: leaf
    }
  }

  @Test(arguments: Catalog.registry.components.map(\.name))
  func withoutChangesEveryLeafOfEveryStateIsTheDefault(component: String) throws {
    let entry = try Catalog.registry.component(named: component)
    let foreign = Self.foreignTableLeaves(in: try entry.defaultTree(), dimensions: entry.dimensionNames)
    let nodes = try Composition(theme: .default).resolve(CompositionNode(component: component), everyState: true)
    #expect(nodes.count == entry.states.count)
    for node in nodes {
      let leaves = Set(node.style.leaves.map(\.path))
      #expect(Set(node.sources.keys).isSubset(of: leaves), "\(node.state)")
      #expect(leaves.subtracting(foreign).isSubset(of: Set(node.sources.keys)), "\(node.state)")
      #expect(Set(node.sources.values) == ["default"], "\(node.state)")
    }
  }

  /// An instance that changes one entry of a state table is credited in the states that show that entry only.
  @Test(arguments: Catalog.registry.components.map(\.name))
  func oneChangedStateEntryIsCreditedInItsStatesOnly(component: String) throws {
    let theme = Theme.default
    let tree = try theme.defaultTree(for: component)
    let dimensions = try Catalog.registry.component(named: component).dimensionNames
    guard let path = Self.firstTableLeaf(in: tree, dimensions: dimensions), let leaf = tree.node(at: path) else {
      return
    }
    let edited = Self.replacing(path[...], in: tree, with: Self.changed(leaf))
    try #require(edited != tree)
    let node = CompositionNode(component: component, model: StyleLayer(source: "instance", replacing: edited))
    let nodes = try Composition(theme: theme).resolve(node, everyState: true)
    // The last state on the way (a table may hold a struct per state: `layout.shadow.pressed.radius`).
    let entry = try #require(tree.tableCaseNames(along: path).last)
    let field = path.filter { name in !tree.tableCaseNames(along: path).contains(name) }.joined(separator: ".")
    for node in nodes {
      let cases = Set(try Catalog.registry.component(named: component).state(named: node.state).cases.map(\.1))
      let shows = tree.tableCaseNames(along: path).allSatisfy(cases.contains) && cases.contains(entry)
      #expect(node.sources[field] == (shows ? "instance" : "default"), "\(node.state) \(field)")
      #expect(node.sources.values.filter { $0 == "instance" }.count == (shows ? 1 : 0), "\(node.state)")
    }
  }
}

extension StyleNode {
  /// The state names `path` passes through (the entries of the state tables on the way).
  fileprivate func tableCaseNames(along path: [String]) -> [String] {
    var names: [String] = []
    var current = self
    for name in path {
      if case .table = current { names.append(name) }
      guard let next = current.node(at: [name]) else { break }
      current = next
    }
    return names
  }
}
