extension StyleNode {
  /// This tree with each state table over one of `reachable`'s dimensions keeping only the cells of the cases listed
  /// for it: a component's tree offers a value only for the states its machine can show (a text field, which is
  /// never pressed, has no `pressed` text color to set). Tables inside an embedded component's model (an object
  /// below the root with the five groups, such as a dialog's button) follow that component's states and are kept.
  ///
  /// A table none of whose cases is reachable keeps every cell, so that the tree still says what the value is.
  public func keepingReachableCells(_ reachable: [String: Set<String>], typeNames: [String] = []) -> StyleNode {
    guard case .object(let fields) = self else { return self }
    // A typed component's root holds one model per type: those are its own models, not embedded ones.
    let isTypedRoot = !typeNames.isEmpty && fields.allSatisfy { typeNames.contains($0.name) }
    return .object(
      fields.map { field in
        StyleField(
          field.name,
          isTypedRoot
            ? field.node.keepingReachableCells(reachable) : field.node.prunedCells(reachable, isBelowRoot: true))
      })
  }

  private static let groupNames: Set = ["layout", "colors", "fonts", "animations", "misc"]

  private func prunedCells(_ reachable: [String: Set<String>], isBelowRoot: Bool) -> StyleNode {
    switch self {
    case .object(let fields):
      if isBelowRoot, Set(fields.map(\.name)) == Self.groupNames { return self }
      return .object(fields.map { StyleField($0.name, $0.node.prunedCells(reachable, isBelowRoot: true)) })
    case .table(var table):
      if let cases = reachable[table.dimension] {
        let kept = table.entries.filter { cases.contains($0.name) }
        if !kept.isEmpty {
          table.unshownCases += table.entries.filter { !cases.contains($0.name) }.map(\.name)
          table.entries = kept
        }
      }
      table.entries = table.entries.map { StyleField($0.name, $0.node.prunedCells(reachable, isBelowRoot: true)) }
      return .table(table)
    default:
      return self
    }
  }
}
