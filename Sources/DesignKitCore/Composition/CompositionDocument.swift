import DesignKitValues

/// Reads a composition document: a screen as a tree of components with content, scopes and named rules, checked
/// against a registry with the same positioned diagnostics as presets (all problems at once).
///
/// ```json
/// { "screen": "Settings",
///   "scope": { "config": { "rows": { "layout": { "style": "inset" } } } },
///   "children": [
///     { "scope": { "rules": { "VPrimaryButton.destructive": { "colors": { "background": "#8C1D18" } } } },
///       "children": [ { "component": "VPrimaryButton", "id": "delete", "rules": ["destructive"],
///                       "model": { "layout": { "cornerRadius": 8 } }, "content": { "title": "Delete" } } ] } ] }
/// ```
/// A node has `component` (or none, for a container), `id`, `state`, `rules`, `model`, `content` (texts, flags and
/// numbers at the keys its component takes, `RegisteredComponent.contentKeys`), `scope`, `children` and `presents`
/// (content it presents, e.g. a modal's). A scope has `environment` (`platform`, `colorScheme`,
/// `contrast`, `dynamicTypeSize`, `layoutDirection`, `reduceMotion`, `validation`), `theme` (a partial theme, as in
/// a preset), `config` (partial models by category) and `rules` (`Component.rule` → partial model).
public struct CompositionDocument: Sendable {
  /// The screen's name.
  public var screen: String
  /// The root node.
  public var root: CompositionNode

  /// The keys of a node.
  public static let nodeKeys = [
    "screen", "component", "id", "state", "rules", "model", "content", "scope", "children", "presents",
  ]
  /// The deepest a node may be nested (through `children` and `presents`; the root is at depth 0). Resolving and
  /// drawing walk the tree recursively, each node's drawing adding its own levels, so the depth is bounded where the
  /// document is read; real screens are a dozen levels deep.
  public static let maxNodeDepth = 64

  /// The keys of a scope.
  public static let scopeKeys = ["environment", "theme", "config", "rules"]
  /// The keys of a scope's environment.
  public static let environmentKeys = [
    "platform", "colorScheme", "contrast", "dynamicTypeSize", "layoutDirection", "reduceMotion", "validation",
  ]

  /// Parses `bytes` (from `file`, for diagnostics) for the components of `theme`; the theme's tokens are not
  /// visible here, so a document's values are literal.
  public init(_ bytes: [UInt8], file: String? = nil, theme: Theme, reader: JSONReader = JSONReader())
    throws(DiagnosticList)
  {
    let json: JSONValue
    do {
      json = try reader.parse(bytes, file: file)
    } catch {
      throw DiagnosticList([error.inFile(file)])
    }
    var parser = Parser(theme: theme, file: file)
    let root = parser.node(json, path: .root)
    guard parser.diagnostics.isEmpty, let root else {
      // All problems at once: what parsed is resolved too, so unknown rules show beside the parse errors.
      var problems = parser.diagnostics
      do throws(DiagnosticList) {
        if let root { _ = try Composition(theme: theme).resolve(root) }
      } catch {
        problems += error.diagnostics.filter { !problems.contains($0) }
      }
      throw DiagnosticList(problems)
    }
    screen = json["screen"]?.stringValue ?? file ?? "screen"
    self.root = root
  }

  private struct Parser {
    let theme: Theme
    let file: String?
    var diagnostics: [Diagnostic] = []

    mutating func report(_ d: Diagnostic) { diagnostics.append(d.inFile(file)) }

    mutating func node(_ json: JSONValue, path: JSONPath, depth: Int = 0) -> CompositionNode? {
      guard depth <= CompositionDocument.maxNodeDepth else {
        report(
          Diagnostic(
            .limit,
            "node at `\(path)` is nested deeper than \(CompositionDocument.maxNodeDepth) levels "
              + "(CompositionDocument.maxNodeDepth); flatten the screen or split it into documents",
            at: json.location, path: path))
        return nil
      }
      let o: JSONObjectReader
      do throws(Diagnostic) {
        o = try JSONObjectReader(json, path: path, what: "a composition node", allowed: CompositionDocument.nodeKeys)
        if path != .root, o.has("screen") {
          throw Diagnostic(
            .unknownKey, "`screen` names the whole document; only the root may have it", at: json.location,
            path: path.appending("screen"))
        }
      } catch {
        report(error)
        return nil
      }
      var node = CompositionNode(component: nil)
      var entry: RegisteredComponent?
      do throws(Diagnostic) {
        _ = try o.string("screen", required: false)
        node.id = try o.string("id", required: false)
        node.state = try o.string("state", required: false)
        if let name = try o.string("component", required: false) {
          do {
            entry = try theme.registry.component(named: name)
          } catch {
            var d = error
            d.location = o["component"]?.location ?? json.location
            d.path = path.appending("component")
            throw d
          }
          node.component = name
        }
        if let state = node.state {
          guard let entry else {
            throw Diagnostic(
              .semantic, "a container has no state; give `component` or remove `state`",
              at: o["state"]?.location ?? json.location, path: path.appending("state"))
          }
          do {
            _ = try entry.state(named: state)
          } catch {
            var d = error
            d.location = o["state"]?.location ?? json.location
            d.path = path.appending("state")
            throw d
          }
        }
      } catch {
        report(error)
      }
      var ruleLocations: [SourceLocation] = []
      if let rules = o["rules"] {
        node.rules = strings(rules, path: path.appending("rules"))
        if case .array(let items) = rules.kind { ruleLocations = items.map(\.location) }
      }
      node.origin = CompositionNode.Origin(
        file: file, path: path, location: json.location, ruleLocations: ruleLocations)
      if let content = o["content"] {
        if let entry {
          node.content = contentMap(content, path: path.appending("content"), of: entry)
        } else if o["component"] == nil {
          report(
            Diagnostic(
              .semantic, "a container has no content; give `component` or remove `content`", at: content.location,
              path: path.appending("content")))
        }
      }
      if let model = o["model"] {
        if let entry {
          let layer = StyleLayer(json: model, file: file, source: "instance")
          if let base = try? theme.tree(for: entry.name) {
            layer.applied(to: base, path: path.appending("model")).problems.forEach { diagnostics.append($0) }
          }
          node.model = layer
        } else {
          report(
            Diagnostic(
              .semantic, "a container has no model; give `component` or remove `model`", at: model.location,
              path: path.appending("model")))
        }
      }
      if let scope = o["scope"] { node.scope = self.scope(scope, path: path.appending("scope")) }
      node.children = nodes(o["children"], path: path.appending("children"), depth: depth + 1)
      node.presented = nodes(o["presents"], path: path.appending("presents"), depth: depth + 1)
      return node
    }

    mutating func nodes(_ json: JSONValue?, path: JSONPath, depth: Int) -> [CompositionNode] {
      guard let json else { return [] }
      guard case .array(let items) = json.kind else {
        report(.expected("an array of nodes", found: json, at: path))
        return []
      }
      return items.enumerated().compactMap { node($1, path: path.appending(index: $0), depth: depth) }
    }

    mutating func strings(_ json: JSONValue, path: JSONPath) -> [String] {
      guard case .array(let items) = json.kind else {
        report(.expected("an array of rule names", found: json, at: path))
        return []
      }
      var out: [String] = []
      for (i, item) in items.enumerated() {
        guard let s = item.stringValue else {
          report(.expected("a rule name", found: item, at: path.appending(index: i)))
          continue
        }
        out.append(s)
      }
      return out
    }

    /// `content`: texts (flags and numbers may be written as JSON values) at the keys `entry` takes.
    mutating func contentMap(_ json: JSONValue, path: JSONPath, of entry: RegisteredComponent) -> [String: String] {
      guard case .object(let members) = json.kind else {
        report(.expected("an object of texts", found: json, at: path))
        return [:]
      }
      var out: [String: String] = [:]
      for m in members {
        let text: String
        switch m.value.kind {
        case .string(let s): text = s
        case .bool(let b): text = String(b)
        case .number(let n): text = JSONWriter.format(n)
        default:
          report(.expected("a text", found: m.value, at: path.appending(m.key)))
          continue
        }
        if var problem = entry.contentProblem(key: m.key, value: text) {
          problem.location = problem.kind == .unknownKey ? m.keyLocation : m.value.location
          problem.path = path.appending(m.key)
          report(problem)
          continue
        }
        out[m.key] = text
      }
      return out
    }

    mutating func scope(_ json: JSONValue, path: JSONPath) -> CompositionScope? {
      let o: JSONObjectReader
      do {
        o = try JSONObjectReader(json, path: path, what: "a scope", allowed: CompositionDocument.scopeKeys)
      } catch {
        report(error)
        return nil
      }
      var scope = CompositionScope()
      if let env = o["environment"] { scope.environment = environment(env, path: path.appending("environment")) }
      if let section = o["theme"] {
        var overlay = StyleOverlay(file: file)
        if overlay.foundations(section, over: theme.foundations, path: path.appending("theme")) != nil {
          scope.theme = StyleLayer(json: section, file: file, source: "theme")
        }
        diagnostics += overlay.diagnostics
      }
      if let config = o["config"] { scope.config = self.config(config, path: path.appending("config")) }
      if let rules = o["rules"] { scope.rules = self.rules(rules, path: path.appending("rules")) }
      return scope
    }

    mutating func environment(_ json: JSONValue, path: JSONPath) -> EnvironmentChanges {
      var changes = EnvironmentChanges()
      do throws(Diagnostic) {
        let o = try JSONObjectReader(
          json, path: path, what: "environment changes", allowed: CompositionDocument.environmentKeys)
        if let s = try o.choice("platform", StyleEnvironment.Platform.caseNames, required: false) {
          changes.platform = StyleEnvironment.Platform(rawValue: s)
        }
        if let s = try o.choice("colorScheme", StyleEnvironment.ColorScheme.allCases.map(\.rawValue), required: false) {
          changes.colorScheme = StyleEnvironment.ColorScheme(rawValue: s)
        }
        if let s = try o.choice("contrast", StyleEnvironment.Contrast.allCases.map(\.rawValue), required: false) {
          changes.contrast = StyleEnvironment.Contrast(rawValue: s)
        }
        if let s = try o.choice("dynamicTypeSize", DynamicTypeSize.allCases.map(\.rawValue), required: false) {
          changes.dynamicTypeSize = DynamicTypeSize(rawValue: s)
        }
        if let s = try o.choice(
          "layoutDirection", StyleEnvironment.LayoutDirection.allCases.map(\.rawValue), required: false)
        {
          changes.layoutDirection = StyleEnvironment.LayoutDirection(rawValue: s)
        }
        if let v = o["reduceMotion"] {
          guard case .bool(let b) = v.kind else {
            throw .expected("a boolean", found: v, at: path.appending("reduceMotion"))
          }
          changes.reduceMotion = b
        }
        let validations = Set(
          theme.registry.components.flatMap { c in
            c.states.flatMap { $0.cases.filter { $0.0 == "validation" }.map(\.1) }
          }
        ).sorted()
        changes.validation = try o.choice("validation", validations, required: false)
      } catch {
        report(error)
      }
      return changes
    }

    /// `config`: partial models by category; each key must exist in at least one component of the category.
    mutating func config(_ json: JSONValue, path: JSONPath) -> [String: StyleLayer] {
      let categories = Array(Set(theme.registry.components.map(\.category))).sorted()
      guard case .object(let members) = json.kind else {
        report(
          Diagnostic(
            .typeMismatch, "expected an object of categories at `\(path)` (\(categories.joined(separator: ", ")))",
            at: json.location, path: path))
        return [:]
      }
      var out: [String: StyleLayer] = [:]
      for m in members {
        let memberPath = path.appending(m.key)
        let trees = theme.registry.components.filter { $0.category == m.key }.compactMap {
          try? theme.tree(for: $0.name)
        }
        guard !trees.isEmpty else {
          let near = Suggestions.nearest(to: m.key, in: categories)
          report(
            Diagnostic(
              .unknownKey,
              "unknown category `\(m.key)` at `\(path)`\(Suggestions.phrase(near)) (categories: \(categories.joined(separator: ", ")))",
              at: m.keyLocation, path: memberPath, suggestions: near))
          continue
        }
        // Valid when every key fits at least one member: check the union by overlaying on each member's tree and
        // keeping the problems that every member has.
        let layer = StyleLayer(json: m.value, file: file, source: "config \(m.key)")
        let problemSets = trees.map { tree in
          layer.pruned(to: tree).map { $0.applied(to: tree, path: memberPath).problems } ?? []
        }
        let unknown = Self.keysNoMemberHas(m.value, trees: trees, path: memberPath)
        if !unknown.isEmpty {
          unknown.forEach { report($0) }
          continue
        }
        if let problems = problemSets.first(where: { !$0.isEmpty }) {
          diagnostics += problems
          continue
        }
        out[m.key] = layer
      }
      return out
    }

    /// Keys of a category configuration that no member's tree has.
    static func keysNoMemberHas(_ json: JSONValue, trees: [StyleNode], path: JSONPath) -> [Diagnostic] {
      guard case .object(let members) = json.kind else { return [] }
      let objects = trees.compactMap(\.fields)
      guard !objects.isEmpty else { return [] }
      var out: [Diagnostic] = []
      for m in members {
        let children = objects.compactMap { fields in fields.first { $0.name == m.key }?.node }
        if children.isEmpty {
          let names = Array(Set(objects.flatMap { $0.map(\.name) })).sorted()
          let near = Suggestions.nearest(to: m.key, in: names)
          out.append(
            Diagnostic(
              .unknownKey,
              "unknown key `\(m.key)` in `\(path)`\(Suggestions.phrase(near)) (valid keys: \(names.joined(separator: ", ")))",
              at: m.keyLocation, path: path.appending(m.key), suggestions: near))
        } else {
          out += keysNoMemberHas(m.value, trees: children, path: path.appending(m.key))
        }
      }
      return out
    }

    mutating func rules(_ json: JSONValue, path: JSONPath) -> [RuleName: StyleLayer] {
      guard case .object(let members) = json.kind else {
        report(.expected("an object of named rules", found: json, at: path))
        return [:]
      }
      var out: [RuleName: StyleLayer] = [:]
      for m in members {
        let memberPath = path.appending(m.key)
        guard let rule = RuleName(m.key) else {
          report(
            Diagnostic(
              .invalidValue, "a rule is named `Component.rule` (e.g. `VPrimaryButton.destructive`), found `\(m.key)`",
              at: m.keyLocation, path: memberPath))
          continue
        }
        guard let base = try? theme.defaultTree(for: rule.component) else {
          let near = Suggestions.nearest(to: rule.component, in: theme.registry.knownNames)
          report(
            Diagnostic(
              .unknownComponent, "unknown component `\(rule.component)` in rule `\(m.key)`\(Suggestions.phrase(near))",
              at: m.keyLocation, path: memberPath, suggestions: near))
          continue
        }
        let layer = StyleLayer(json: m.value, file: file, source: "rule \(rule.name)")
        let problems = layer.applied(to: base, path: memberPath).problems
        let registered = RuleName(component: theme.registry.registeredName(rule.component), name: rule.name)
        if problems.isEmpty { out[registered] = layer } else { diagnostics += problems }
      }
      return out
    }
  }
}
