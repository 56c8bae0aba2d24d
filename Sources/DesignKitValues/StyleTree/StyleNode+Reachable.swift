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

extension StyleNode {
  /// The cells of this tree (a component's whole model) that set a value for a state outside `reachable`, where JSON
  /// could not have set one: a cell that differs from the same cell of `defaults` and from every cell the component
  /// shows. A value given for every state (`StateTable(_:)`) names no state. Embedded components' models and a typed
  /// root's models are walked as `keepingReachableCells(_:typeNames:)` walks them.
  package func unshownCellProblems(
    _ reachable: [String: Set<String>], defaults: StyleNode?, typeNames: [String] = [], at path: JSONPath = .root
  ) -> [Diagnostic] {
    guard case .object(let fields) = self else { return [] }
    let isTypedRoot = !typeNames.isEmpty && fields.allSatisfy { typeNames.contains($0.name) }
    return fields.flatMap { field -> [Diagnostic] in
      let before = defaults?.fields?.first { $0.name == field.name }?.node
      return isTypedRoot
        ? field.node.unshownCellProblems(reachable, defaults: before, at: path.appending(field.name))
        : field.node.unshownCells(reachable, defaults: before, at: path.appending(field.name))
    }
  }

  private func unshownCells(_ reachable: [String: Set<String>], defaults: StyleNode?, at path: JSONPath)
    -> [Diagnostic]
  {
    switch self {
    case .object(let fields):
      if Set(fields.map(\.name)) == Self.groupNames { return [] }
      return fields.flatMap { field in
        field.node.unshownCells(
          reachable, defaults: defaults?.fields?.first { $0.name == field.name }?.node, at: path.appending(field.name))
      }
    case .table(let table):
      var found: [Diagnostic] = []
      let before: StateTableNode? = if case .table(let t)? = defaults { t } else { nil }
      if let cases = reachable[table.dimension] {
        let shown = table.entries.filter { cases.contains($0.name) }
        if !shown.isEmpty {
          for entry in table.entries where !cases.contains(entry.name) {
            let original = before?.entries.first { $0.name == entry.name }?.node
            guard entry.node != original, !shown.contains(where: { $0.node == entry.node }) else { continue }
            found.append(
              .unshownState(entry.name, at: path, dimension: table.dimension, shown: shown.map(\.name)))
          }
        }
      }
      for entry in table.entries where reachable[table.dimension]?.contains(entry.name) ?? true {
        let original = before?.entries.first { $0.name == entry.name }?.node
        found += entry.node.unshownCells(reachable, defaults: original, at: path.appending(entry.name))
      }
      return found
    default:
      return []
    }
  }
}
