import DesignKitValues

/// Resolves a composition: every node's model by the one precedence rule, then its style in its state under the
/// environment that flows down the tree.
///
/// **Precedence.** For each field of a node's model, the value comes from the first of these that sets it:
/// 1. the instance's own model changes;
/// 2. the named rules the instance applies, a later-listed rule before an earlier one; each rule's fields come from
///    the nearest enclosing scope that defines it, then outer scopes, then the preset;
/// 3. the configuration of the node's category in the nearest enclosing scope, then outer scopes;
/// 4. the preset's change of the component;
/// 5. the default derived from the foundations in effect at the node (the preset's theme changed by enclosing
///    scopes' theme changes).
///
/// Kind of source beats proximity; scopes merge per field and never leak to siblings; presented content resolves in
/// its presenter's scope chain; adaptive colors pick light, dark or increased contrast after the winner is chosen.
/// Unknown names (components, rules, states, categories) are errors, never fallbacks.
public struct Composition: Sendable {
  /// The preset the composition resolves under.
  public var theme: Theme
  /// The environment at the root.
  public var environment: StyleEnvironment

  /// Creates a resolver.
  public init(theme: Theme, environment: StyleEnvironment = .standard) {
    self.theme = theme
    self.environment = environment
  }

  /// Every component node of `root`, resolved, in tree order; all problems at once. With `everyState`, each node
  /// is resolved in every state of its component (its model resolved once), one `ResolvedNode` per state.
  public func resolve(_ root: CompositionNode, everyState: Bool = false) throws(DiagnosticList) -> [ResolvedNode] {
    try resolved(root, everyState: everyState).nodes
  }

  /// The resolved component nodes and, when `recordsFoundations`, the foundations in effect at every node (plain
  /// containers too) by path.
  func resolved(_ root: CompositionNode, everyState: Bool = false, recordsFoundations: Bool = false)
    throws(DiagnosticList) -> (nodes: [ResolvedNode], foundations: [String: Foundations])
  {
    var run = Run(composition: self, everyState: everyState, recordsFoundations: recordsFoundations)
    run.visit(root, path: "", scopes: [], environment: environment, foundations: ScopedFoundations(theme.foundations))
    guard run.diagnostics.isEmpty else { throw DiagnosticList(run.diagnostics) }
    return (run.nodes, run.foundationsByPath)
  }

  /// An enclosing scope with the path of the node that opened it.
  struct OpenScope {
    var scope: CompositionScope
    var path: String
  }

  private struct Run {
    let composition: Composition
    let everyState: Bool
    let recordsFoundations: Bool
    var nodes: [ResolvedNode] = []
    var foundationsByPath: [String: Foundations] = [:]
    var diagnostics: [Diagnostic] = []
    var sourceTables = SourceTables()
    /// Node configurations resolved so far, by component: a node configured like an earlier one (same tree, sources
    /// and environment; list rows, repeated buttons) reuses its styles and reports.
    var resolutions: [String: [Resolution]] = [:]
    /// How many scope theme changes made foundations of their own (`ScopedFoundations.id`).
    var scopedFoundationsMade = 0
    /// Default trees by foundations (`ScopedFoundations.id`) and component: finding one in the process-wide cache
    /// compares whole foundations, once per node.
    var defaultTrees: [DefaultTreeKey: StyleNode] = [:]

    struct DefaultTreeKey: Hashable {
      var foundations: Int
      var component: String
    }

    mutating func visit(
      _ node: CompositionNode, path: String, scopes: [OpenScope], environment: StyleEnvironment,
      foundations: ScopedFoundations?
    ) {
      var scopes = scopes
      var environment = environment
      var foundations = foundations
      if let scope = node.scope {
        let scopePath = path.isEmpty ? "/" : path
        scopes.append(OpenScope(scope: scope, path: scopePath))
        checkCategories(of: scope, at: scopePath, origin: node.origin)
        environment = scope.environment.applied(to: environment)
        // A scope's theme change is applied once, for its whole subtree.
        if let layer = scope.theme, let base = foundations {
          foundations = changed(base, by: layer, at: scopePath)
        }
      }
      if recordsFoundations, let foundations { foundationsByPath[path.isEmpty ? "/" : path] = foundations.foundations }
      if node.component != nil, let foundations {
        resolveComponent(node, path: path.isEmpty ? "/" : path, scopes, environment, foundations)
      }
      for (i, child) in node.children.enumerated() {
        visit(
          child, path: path + "/children/\(i)", scopes: scopes, environment: environment, foundations: foundations)
      }
      for (i, child) in node.presented.enumerated() {
        visit(
          child, path: path + "/presented/\(i)", scopes: scopes, environment: environment, foundations: foundations)
      }
    }

    /// Reports the categories a scope configures that no registered component has (a Swift `configure("button", …)`
    /// is as wrong as the same key in a document).
    mutating func checkCategories(of scope: CompositionScope, at path: String, origin: CompositionNode.Origin?) {
      let categories = Set(composition.theme.registry.components.map(\.category))
      for category in scope.config.keys.sorted() where !categories.contains(category) {
        fail(
          .unknown(
            .unknownKey, "category", named: category, among: categories.sorted(), in: " in the scope at \(path)"),
          path, origin: origin)
      }
    }

    /// `base` changed by a scope's theme layer; nil (with the problems reported) when the change does not fit.
    mutating func changed(_ base: ScopedFoundations, by layer: StyleLayer, at path: String) -> ScopedFoundations? {
      do {
        let result = layer.applied(to: try StyleTreeEncoder.node(for: base.foundations), path: ["theme"])
        guard result.problems.isEmpty else {
          result.problems.forEach { fail($0, path) }
          return nil
        }
        scopedFoundationsMade += 1
        return ScopedFoundations(
          try StyleTreeDecoder.value(Foundations.self, from: result.node), source: "default (theme @ scope \(path))",
          id: scopedFoundationsMade)
      } catch {
        fail(Diagnostic(.invalidValue, "the theme of the scope is not valid: \(error)"), path)
        return nil
      }
    }

    /// Reports a problem of the node at `path`: at its place in the document when it was read from one, else
    /// with the node's tree path in the message.
    mutating func fail(_ d: Diagnostic, _ path: String, origin: CompositionNode.Origin? = nil, rule: Int? = nil) {
      var d = d
      if let origin, d.location == .unknown {
        d.file = origin.file
        d.path = rule.map { origin.path.appending("rules").appending(index: $0) } ?? origin.path
        d.location =
          rule.flatMap { origin.ruleLocations.indices.contains($0) ? origin.ruleLocations[$0] : nil }
          ?? origin.location
      } else if d.location == .unknown {
        d.message = "\(path): " + d.message
      }
      diagnostics.append(d)
    }

    mutating func resolveComponent(
      _ node: CompositionNode, path: String, _ scopes: [OpenScope], _ environment: StyleEnvironment,
      _ scoped: ScopedFoundations
    ) {
      let theme = composition.theme
      guard let typed = node.component else { return }
      let entry: RegisteredComponent
      do {
        entry = try theme.registry.component(named: typed)
      } catch {
        return fail(error, path, origin: node.origin)
      }
      // Layers and rules are kept under the registered name; a document may use an alias.
      let name = entry.name
      for key in node.content.keys.sorted() {
        if let problem = entry.contentProblem(key: key, value: node.content[key] ?? "") {
          fail(problem, path, origin: node.origin)
        }
      }
      // 5. and 4.: the defaults for the foundations in effect, with the preset's changes.
      var tree: StyleNode
      let treeKey = DefaultTreeKey(foundations: scoped.id, component: name)
      if let known = defaultTrees[treeKey] {
        tree = known
      } else {
        do {
          tree = try entry.defaultTree(for: scoped.foundations)
        } catch {
          return fail(Diagnostic(.semantic, "the model of \(name) cannot be represented: \(error)"), path)
        }
        defaultTrees[treeKey] = tree
      }
      // The source of every tree leaf (by position in tree order), as numbers of `sourceTables`.
      // Empty until a layer sets a leaf: most nodes take every value from the defaults and the preset.
      let byDefault = sourceTables.id(scoped.source)
      var credits: [Int] = []
      let reference = tree
      var layers: [StyleLayer] = theme.componentLayers[name] ?? []
      // 3. Category configuration, outer scopes first so the nearest wins.
      for open in scopes {
        guard let config = open.scope.config[entry.category] else { continue }
        var layer = config
        layer.source = "config \(entry.category) @ scope \(open.path)"
        layers.append(layer)
      }
      // 2. Rules in the order listed; each from the preset, then outer to inner scopes.
      for (i, ruleName) in node.rules.enumerated() {
        let rule = RuleName(component: name, name: ruleName)
        var found = theme.ruleLayers(rule)
        for open in scopes {
          guard var layer = open.scope.rules[rule] else { continue }
          layer.source = "rule \(ruleName) @ scope \(open.path)"
          found.append(layer)
        }
        guard !found.isEmpty else {
          let known = Set(theme.ruleNames(for: name))
            .union(scopes.flatMap { $0.scope.rules.keys.filter { $0.component == name }.map(\.name) })
            .sorted()
          let near = Suggestions.nearest(to: ruleName, in: known)
          fail(
            Diagnostic(
              .unknownRule,
              "unknown rule `\(ruleName)` at `rules[\(i)]` for \(name)\(Suggestions.phrase(near))"
                + (known.isEmpty
                  ? " (no rule is defined for \(name))" : " (defined: \(known.joined(separator: ", ")))"),
              suggestions: near), path, origin: node.origin, rule: i)
          continue
        }
        layers += found
      }
      // 1. The instance.
      if let model = node.model { layers.append(model) }
      // A configuration written in Swift for another model of the category is ignored, as its documentation says.
      for layer in layers where layer.applies(to: entry.modelType) {
        guard let fitted = layer.pruned(to: tree) else { continue }
        // Swift edits read the foundations in effect at the node (`Palette`, `Metrics`), as its defaults did.
        let result = scoped.foundations.withCurrent {
          fitted.applied(to: tree, trackingLeaves: true, reference: reference)
        }
        guard result.problems.isEmpty else {
          result.problems.forEach { fail($0, path) }
          return
        }
        if result.reshaped {
          var byName: [String: Int] = [:]
          for (i, leaf) in tree.leafNodes().enumerated() {
            byName[leaf.name] = credits.isEmpty ? byDefault : credits[i]
          }
          credits = result.node.leafNodes().map { byName[$0.name] ?? byDefault }
        }
        tree = result.node
        guard !result.leaves.isEmpty else { continue }
        if credits.isEmpty { credits = Array(repeating: byDefault, count: tree.leafCount) }
        let credit = sourceTables.id(layer.source)
        for leaf in result.leaves { credits[leaf] = credit }
      }
      // The state, with a scope's validation for components that have one.
      var stateName = node.state ?? entry.states.first?.name ?? ""
      if let validation = scopes.last(where: { $0.scope.environment.validation != nil })?.scope.environment.validation,
        entry.dimensionNames.contains("validation"), let current = try? entry.state(named: stateName)
      {
        let parts = current.cases.map { $0.0 == "validation" ? validation : $0.1 }
        stateName = parts.joined(separator: "+")
      }
      let state: StateSelection
      do {
        state = try entry.state(named: stateName)
      } catch {
        return fail(error, path, origin: node.origin)
      }
      var known = resolutions.removeValue(forKey: name) ?? []
      var index = known.endIndex
      if let earlier = known.firstIndex(where: {
        $0.environment == environment && $0.byDefault == byDefault && $0.credits == credits && $0.tree == tree
      }) {
        index = earlier
      } else {
        known.append(
          Resolution(
            environment: environment, tree: tree, byDefault: byDefault, credits: credits,
            names: LeafNames.of(entry.modelType, tree)))
      }
      let selections = everyState ? Array(zip(entry.states, entry.stateNames)) : [(state, state.name)]
      for (state, stateName) in selections {
        let resolved: (style: ResolvedStyle, sources: [String: ValueSource])
        if let earlier = known[index].states[stateName] {
          resolved = earlier
        } else {
          var trail: LeafTrail? = LeafTrail()
          let style = tree.resolved(for: state, in: environment, trail: &trail)
          resolved = (
            style,
            sourceTables.report(known[index].names, trail: trail ?? LeafTrail(), credits: credits, byDefault: byDefault)
          )
          known[index].states[stateName] = resolved
        }
        nodes.append(
          ResolvedNode(
            path: path, id: node.id, component: name, state: stateName, environment: environment,
            style: resolved.style, sources: resolved.sources, content: node.content, tree: tree))
      }
      resolutions[name] = known
    }
  }
}

/// One resolved node of a composition.
public struct ResolvedNode: Sendable {
  /// Where it is in the tree (`/children/1/children/0`).
  public var path: String
  /// Its id, if it has one.
  public var id: String?
  /// The component.
  public var component: String
  /// The state it was resolved in.
  public var state: String
  /// The environment at the node.
  public var environment: StyleEnvironment
  /// The resolved style.
  public var style: ResolvedStyle
  /// For each leaf of the resolved style, the source that set it: its level, rule or category, scope and preset
  /// (printed `rule destructive @ scope /children/1`, `instance`, `preset Brand components.VPrimaryButton`, `default`).
  public var sources: [String: ValueSource]
  /// The content.
  public var content: [String: String]
  /// The node's model as a tree, every layer applied (instance, rules, scopes' configuration, preset, defaults):
  /// what its style resolves from, and what a host of the component is made with.
  public var tree: StyleNode
}

/// A node configuration and its styles and sources by state name.
struct Resolution {
  var environment: StyleEnvironment
  var tree: StyleNode
  /// The source of a leaf no layer sets.
  var byDefault: Int
  /// The source of every tree leaf by position; empty when every leaf has `byDefault`.
  var credits: [Int]
  /// The resolved names of `tree`'s leaves.
  var names: LeafNames
  var states: [String: (style: ResolvedStyle, sources: [String: ValueSource])] = [:]
}

/// The foundations in effect at a node and how its defaults are credited in reports.
struct ScopedFoundations {
  var foundations: Foundations
  var source: String
  /// Tells apart the foundations of one resolution run: 0 for the theme's, then one per scope theme change.
  var id: Int

  init(_ foundations: Foundations, source: String = "default", id: Int = 0) {
    self.foundations = foundations
    self.source = source
    self.id = id
  }
}

extension [ResolvedNode] {
  /// The first node with id `id` (`nodes["delete"]`); nil when no node has it.
  public subscript(id: String) -> ResolvedNode? { first { $0.id == id } }
}
