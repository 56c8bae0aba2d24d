import DesignKitValues

/// A model's style tree, encoded once per model value: a composite draws its children
/// (`DrawableComponent.drawing(in:)`) with the same models in every state, size, direction and frame, and encoding
/// them again each time was a tenth of an audit.
///
/// The last few models of each type are kept (`perType`), compared by value, so a changed model is encoded anew and
/// an unchanged one is never encoded twice while it stays among them. Shared between threads.
enum ModelTreeCache {
  /// How many models of one type are kept.
  static let perType = 8
  private static let entries = Locked<[ObjectIdentifier: [(model: any Sendable, tree: StyleNode)]]>([:])

  /// `model`'s style tree (`StyleTreeEncoder.node(for:)`), encoded at most once while it is kept.
  static func tree<M: ComponentModel>(of model: M) throws -> StyleNode {
    let type = ObjectIdentifier(M.self)
    if let kept = entries.withLock({ $0[type]?.first { ($0.model as? M) == model }?.tree }) { return kept }
    let tree = try StyleTreeEncoder.node(for: model)
    entries.withLock { entries in
      var kept = entries[type] ?? []
      if kept.count >= perType { kept.removeFirst() }
      kept.append((model, tree))
      entries[type] = kept
    }
    return tree
  }
}
