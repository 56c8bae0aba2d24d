import DesignKit
import DesignKitValues
import Testing

/// Set-up that several suites need and that is expensive in a debug build, built once per test process and shared
/// between threads: the built-in presets, loaded, and each component's layout audit (every state at every size,
/// direction and scheme). Suites run in parallel, so a result another suite is computing is awaited, not computed
/// again.
enum SharedSetUp {
  /// `"default"` and every built-in preset, loaded once.
  static let themes = Result { () throws -> [String: Theme] in
    var themes = ["default": Theme.default]
    for name in BuiltInPresets.names where name != "default" { themes[name] = try PresetLoader().load(builtIn: name) }
    return themes
  }

  /// The theme of `name` (`"default"` or a built-in preset), loaded once.
  static func theme(_ name: String) throws -> Theme {
    try #require(try themes.get()[name], "no built-in preset named \(name)")
  }

  /// A layout audit in flight or done: for one component, with its model tree and canvas.
  private struct LayoutEntry: Sendable {
    var tree: StyleNode
    var canvas: AdaptiveColor
    var result: Task<LayoutAuditResult, any Error>
  }

  private static let layouts = Locked<[String: [LayoutEntry]]>([:])

  /// `LayoutAudit().check(component, in: theme)`, computed once per component, model tree and canvas (the layout
  /// check depends on nothing else of the theme; `LayoutAudit.findings(in:)` over several themes relies on the same).
  static func layout(of component: RegisteredComponent, in theme: Theme) async throws -> LayoutAuditResult {
    try await layoutTask(of: component, in: theme).value
  }

  /// The layout findings of every component of `theme`, as `LayoutAudit().findings(in: theme)` gives them.
  static func layoutFindings(in theme: Theme) async throws -> [AuditFinding] {
    // Start every component's check before waiting for the first, so they run in parallel.
    let tasks = try theme.registry.components.map { try layoutTask(of: $0, in: theme) }
    var findings: [AuditFinding] = []
    for task in tasks { findings += try await task.value.findings }
    return findings
  }

  private static func layoutTask(of component: RegisteredComponent, in theme: Theme) throws -> Task<
    LayoutAuditResult, any Error
  > {
    let tree = try theme.tree(for: component.name)
    let canvas = theme.foundations.colors.canvas
    return layouts.withLock { entries in
      if let entry = entries[component.name]?.first(where: { $0.tree == tree && $0.canvas == canvas }) {
        return entry.result
      }
      let task = Task { () throws -> LayoutAuditResult in try LayoutAudit().check(component, in: theme) }
      entries[component.name, default: []].append(LayoutEntry(tree: tree, canvas: canvas, result: task))
      return task
    }
  }
}
