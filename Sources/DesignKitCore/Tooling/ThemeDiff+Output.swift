import DesignKitValues

extension ThemeDiff {
  /// The differences as aligned text: a heading per component, then `path  states  environments  a → b`.
  ///
  /// States that form a product over the component's dimensions print compactly: `on+*` is every interaction
  /// state of `on`.
  public func lines(for differences: [ThemeDifference], registry: ComponentRegistry) -> [String] {
    let cells = differences.map { row in
      [
        row.path, stateLabel(row, all: registry[row.component]?.states ?? []),
        row.environments.map(ThemeDiff.label(for:)).joined(separator: ", "),
        formatter.text(for: row.a) + " → " + formatter.text(for: row.b),
      ]
    }
    let widths = (0..<3).map { column in cells.map { $0[column].count }.max() ?? 0 }
    var out: [String] = []
    var component: String?
    for (row, cell) in zip(differences, cells) {
      if row.component != component {
        component = row.component
        out.append(row.component)
      }
      out.append("  " + (0..<3).map { cell[$0].padding(to: widths[$0]) }.joined(separator: "  ") + "  " + cell[3])
    }
    return out
  }

  /// The differences as a JSON array of `{component, path, states, everyState, environments, a, b}`.
  public func json(for differences: [ThemeDifference]) -> JSONValue {
    .array(
      differences.map { row in
        .object([
          ("component", .string(row.component)), ("path", .string(row.path)),
          ("states", .array(row.states.map { .string($0.name) })), ("everyState", .bool(row.isEveryState)),
          ("environments", .array(row.environments.map { .string(ThemeDiff.label(for: $0)) })),
          ("a", row.a.json), ("b", row.b.json),
        ])
      })
  }

  /// `{"a": nameA, "b": nameB, "differences": [...]}`: the differences between the presets named `a` and `b`.
  public func json(for differences: [ThemeDifference], a: String, b: String) -> JSONValue {
    .object([("a", .string(a)), ("b", .string(b)), ("differences", json(for: differences))])
  }

  /// A short name of an environment: its color scheme, then whatever differs from the standard environment
  /// (`dark increased-contrast accessibility2 rtl reduce-motion`).
  public static func label(for environment: StyleEnvironment) -> String { environment.label }

  /// "every state", a product such as `on+*`, or the state names.
  func stateLabel(_ row: ThemeDifference, all: [StateSelection]) -> String {
    if row.isEveryState { return "every state" }
    let names = row.states.map(\.name).joined(separator: ", ")
    guard let first = all.first, first.cases.count > 1, row.states.count > 1 else { return names }
    var parts: [String] = []
    var size = 1
    for d in first.cases.indices {
      let used = unique(row.states.compactMap { d < $0.cases.count ? $0.cases[d].1 : nil })
      let full = unique(all.compactMap { d < $0.cases.count ? $0.cases[d].1 : nil })
      size *= used.count
      parts.append(used == full ? "*" : used.joined(separator: "|"))
    }
    return size == row.states.count ? parts.joined(separator: "+") : names
  }

  private func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
