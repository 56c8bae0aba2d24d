extension StyleNode {
  /// This tree with every leaf where `changed` differs from `original` taken from `changed`: the changes someone
  /// made to `original`, applied over this tree (a preset's model under an instance's own edits). A part whose shape
  /// differs between the trees (a table over other states) is taken from `changed` whole.
  package func applying(changesFrom original: StyleNode, to changed: StyleNode) -> StyleNode {
    if changed == original { return self }
    switch (self, original, changed) {
    case (.object(let mine), .object(let before), .object(let after))
    where mine.map(\.name) == after.map(\.name) && before.map(\.name) == after.map(\.name):
      return .object(
        zip(mine, zip(before, after)).map { field, pair in
          StyleField(field.name, field.node.applying(changesFrom: pair.0.node, to: pair.1.node))
        })
    case (.table(let mine), .table(let before), .table(let after))
    where mine.dimension == after.dimension && mine.entries.map(\.name) == after.entries.map(\.name)
      && before.entries.map(\.name) == after.entries.map(\.name):
      var table = mine
      table.entries = zip(mine.entries, zip(before.entries, after.entries)).map { entry, pair in
        StyleField(entry.name, entry.node.applying(changesFrom: pair.0.node, to: pair.1.node))
      }
      return .table(table)
    default:
      return changed
    }
  }
}
