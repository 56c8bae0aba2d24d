import DesignKitValues

/// One resolved difference between two themes: a leaf of one component that resolves to another value, in a set of
/// states and environments.
public struct ThemeDifference: Sendable, Equatable {
  /// The component's name.
  public var component: String
  /// The leaf's dotted path in the resolved style (`colors.background`).
  public var path: String
  /// The states where the values differ this way, in the component's state order.
  public var states: [StateSelection]
  /// Whether `states` is every state of the component.
  public var isEveryState: Bool
  /// The environments where the values differ this way, in the order they were asked for.
  public var environments: [StyleEnvironment]
  /// The value in the first theme.
  public var a: ResolvedStyle
  /// The value in the second theme.
  public var b: ResolvedStyle

  /// Creates a difference.
  public init(
    component: String, path: String, states: [StateSelection], isEveryState: Bool, environments: [StyleEnvironment],
    a: ResolvedStyle, b: ResolvedStyle
  ) {
    self.component = component
    self.path = path
    self.states = states
    self.isEveryState = isEveryState
    self.environments = environments
    self.a = a
    self.b = b
  }
}

/// Compares two themes value by value, after resolution, and prints the result.
///
/// Rows that differ the same way in several states (or environments) are grouped into one row, so a change to a
/// value shared by every state is one row that says "every state".
public struct ThemeDiff: Sendable {
  /// Formats leaf values in text output.
  public var formatter: StyleFormatter

  /// Creates a differ.
  public init(formatter: StyleFormatter = StyleFormatter()) { self.formatter = formatter }

  /// Light and dark, otherwise standard.
  public static let lightAndDark = [StyleEnvironment(colorScheme: .light), StyleEnvironment(colorScheme: .dark)]

  /// Every resolved difference between `a` and `b`, by component (in `a`'s registry order), then leaf order.
  ///
  /// Components `b` does not know are diagnostics.
  public func diff(_ a: Theme, _ b: Theme, environments: [StyleEnvironment] = ThemeDiff.lightAndDark)
    throws(Diagnostic) -> [ThemeDifference]
  {
    var rows: [ThemeDifference] = []
    for component in a.registry.components {
      let treeA = try a.tree(for: component.name)
      let treeB = try b.tree(for: component.name)
      guard treeA != treeB else { continue }
      rows += differences(of: component, treeA, treeB, environments: environments)
    }
    return rows
  }

  /// What varies together: a leaf whose values are `a` and `b`.
  private struct Change: Hashable {
    var leaf: Int
    var a: ResolvedStyle
    var b: ResolvedStyle

    static func == (l: Change, r: Change) -> Bool { l.leaf == r.leaf && l.a == r.a && l.b == r.b }
    func hash(into hasher: inout Hasher) { hasher.combine(leaf) }
  }

  private func differences(
    of component: RegisteredComponent, _ treeA: StyleNode, _ treeB: StyleNode, environments: [StyleEnvironment]
  ) -> [ThemeDifference] {
    // For every change, the (environment, state) cells where it happens.
    var order: [Change] = []
    var cells: [Change: [(environment: Int, state: Int)]] = [:]
    var paths: [String] = []
    for (e, environment) in environments.enumerated() {
      for (s, state) in component.states.enumerated() {
        let leavesA = treeA.resolved(for: state, in: environment).leaves
        let leavesB = treeB.resolved(for: state, in: environment).leaves
        if paths.isEmpty { paths = leavesA.map(\.path) }
        for (i, (leafA, leafB)) in zip(leavesA, leavesB).enumerated() where leafA.value != leafB.value {
          let change = Change(leaf: i, a: leafA.value, b: leafB.value)
          if cells[change] == nil { order.append(change) }
          cells[change, default: []].append((e, s))
        }
      }
    }
    // Group each change's cells by state set, so identical state sets across environments share a row.
    var rows: [(change: Change, states: [Int], environments: [Int])] = []
    for change in order {
      var statesByEnvironment: [(environment: Int, states: [Int])] = []
      for cell in cells[change] ?? [] {
        if let i = statesByEnvironment.firstIndex(where: { $0.environment == cell.environment }) {
          statesByEnvironment[i].states.append(cell.state)
        } else {
          statesByEnvironment.append((cell.environment, [cell.state]))
        }
      }
      var groups: [(states: [Int], environments: [Int])] = []
      for entry in statesByEnvironment {
        if let i = groups.firstIndex(where: { $0.states == entry.states }) {
          groups[i].environments.append(entry.environment)
        } else {
          groups.append((entry.states, [entry.environment]))
        }
      }
      rows += groups.map { (change, $0.states, $0.environments) }
    }
    rows.sort { l, r in
      (l.change.leaf, l.states.first ?? 0, l.environments.first ?? 0)
        < (r.change.leaf, r.states.first ?? 0, r.environments.first ?? 0)
    }
    return rows.map { row in
      ThemeDifference(
        component: component.name, path: row.change.leaf < paths.count ? paths[row.change.leaf] : "",
        states: row.states.map { component.states[$0] }, isEveryState: row.states.count == component.states.count,
        environments: row.environments.map { environments[$0] }, a: row.change.a, b: row.change.b)
    }
  }
}
