/// The cache of default model trees: each model type's tree is computed once per process.
package enum DefaultTrees {
  private static let cache = Locked<[ObjectIdentifier: StyleNode]>([:])

  /// The tree of `M()`.
  package static func tree<M: ComponentModel>(for type: M.Type) throws -> StyleNode {
    let key = ObjectIdentifier(type)
    if let tree = cache.withLock({ $0[key] }) { return tree }
    let tree = try StyleTreeEncoder.node(for: M())
    cache.withLock { $0[key] = tree }
    return tree
  }
}
