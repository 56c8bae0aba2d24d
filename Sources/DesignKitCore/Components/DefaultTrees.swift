import DesignKitValues

/// The cache of default model trees: each model type's tree is computed once per process and foundations.
package enum DefaultTrees {
  /// Per model type, the most recently used foundations first (a few themes per process is the norm).
  private static let cache = Locked<[ObjectIdentifier: [(Foundations, StyleNode)]]>([:])
  /// How many foundations are remembered per model type.
  static let entriesPerType = 8

  /// The tree of `M(foundations:)`.
  package static func tree<M: ComponentModel>(for type: M.Type, foundations: Foundations = Foundations()) throws
    -> StyleNode
  {
    try tree(key: ObjectIdentifier(type), foundations: foundations) {
      try StyleTreeEncoder.node(for: M(foundations: foundations))
    }
  }

  /// The default tree of component `C`: its model's, keeping the state cells its machine can show.
  package static func tree<C: ComponentDefinition>(of component: C.Type, foundations: Foundations = Foundations())
    throws -> StyleNode
  {
    try tree(key: ObjectIdentifier(component), foundations: foundations) {
      try reachableTree(of: C.self, tree(for: C.Model.self, foundations: foundations))
    }
  }

  /// `tree` (a tree of `C`'s model) keeping the state cells `C`'s machine can show.
  package static func reachableTree<C: ComponentDefinition>(of component: C.Type, _ tree: StyleNode) -> StyleNode {
    tree.keepingReachableCells(reachableCases(of: C.self), typeNames: C.typeNames)
  }

  /// The cases of each state dimension `C`'s machine can show.
  package static func reachableCases<C: ComponentDefinition>(of component: C.Type) -> [String: Set<String>] {
    var reachable: [String: Set<String>] = [:]
    for state in C.Machine.declaredVisualStates {
      for (dimension, name) in state.selection.cases { reachable[dimension, default: []].insert(name) }
    }
    return reachable
  }

  private static func tree(key: ObjectIdentifier, foundations: Foundations, make: () throws -> StyleNode) throws
    -> StyleNode
  {
    if let tree = cache.withLock({ $0[key]?.first { $0.0 == foundations }?.1 }) { return tree }
    let tree = try make()
    cache.withLock {
      var entries = $0[key, default: []].filter { $0.0 != foundations }
      entries.insert((foundations, tree), at: 0)
      $0[key] = Array(entries.prefix(entriesPerType))
    }
    return tree
  }
}
