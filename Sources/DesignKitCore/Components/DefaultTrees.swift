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
    let key = ObjectIdentifier(type)
    if let tree = cache.withLock({ $0[key]?.first { $0.0 == foundations }?.1 }) { return tree }
    let tree = try StyleTreeEncoder.node(for: M(foundations: foundations))
    cache.withLock {
      var entries = $0[key, default: []].filter { $0.0 != foundations }
      entries.insert((foundations, tree), at: 0)
      $0[key] = Array(entries.prefix(entriesPerType))
    }
    return tree
  }
}
