import DesignKitValues

/// The full configuration of every registered component: the foundations (semantic theme) the defaults derive
/// from, each component's preset changes over those defaults, and the named rules.
///
/// Changing the foundations re-derives every default and re-applies the preset changes on top, so a preset's
/// `theme` section restyles every component that uses a role while its `components` changes still win.
public struct Theme: Sendable {
  /// The components it configures.
  public let registry: ComponentRegistry
  /// The preset's name.
  public var name: String
  /// What the preset says it is for (its `description`), if it says.
  public var presetDescription: String?
  /// The semantic theme the default models derive from.
  public var foundations: Foundations { foundationsBox.value }
  /// The foundations, boxed: they are kilobytes of colors, and a theme is copied on every level of an `extends`
  /// chain, whose recursion must fit a secondary thread's stack.
  private var foundationsBox: Box
  /// The preset changes per component, oldest first (a preset chain's, then the document's own).
  public private(set) var componentLayers: [String: [StyleLayer]] = [:]
  /// Named rules (`VPrimaryButton.destructive`): partial models an instance may apply, oldest definition first.
  public private(set) var rules: [RuleName: [StyleLayer]] = [:]
  /// The resolved trees of the components that have layers.
  private var trees: [String: StyleNode] = [:]

  /// The default theme for `foundations`.
  public init(registry: ComponentRegistry, name: String = "default", foundations: Foundations = Foundations()) {
    self.registry = registry
    self.name = name
    self.foundationsBox = Box(value: foundations)
  }

  /// A component's default tree under this theme's foundations.
  public func defaultTree(for component: String) throws(Diagnostic) -> StyleNode {
    let entry = try registry.component(named: component)
    do {
      return try entry.defaultTree(for: foundations)
    } catch {
      throw Diagnostic(styleTreeError: error)
    }
  }

  /// The tree of a component's model in this theme.
  public func tree(for component: String) throws(Diagnostic) -> StyleNode {
    if let tree = trees[registry.registeredName(component)] { return tree }
    return try defaultTree(for: component)
  }

  /// Replaces the foundations: every default is derived again and the preset changes re-applied over it.
  public mutating func setFoundations(_ foundations: Foundations) {
    foundationsBox = Box(value: foundations)
    for name in componentLayers.keys { rebuild(name) }
  }

  /// Adds a preset change for a component (applied over the earlier ones); the problems when it does not fit, and
  /// then nothing changes.
  @discardableResult
  public mutating func addLayer(_ layer: StyleLayer, for component: String, at path: JSONPath = .root) -> [Diagnostic] {
    let component = registry.registeredName(component)
    let base: StyleNode
    do {
      base = try tree(for: component)
    } catch {
      return [error]
    }
    let result = layer.applied(to: base, path: path)
    guard result.problems.isEmpty else { return result.problems }
    componentLayers[component, default: []].append(layer)
    trees[component] = result.node
    return []
  }

  /// Replaces a component's whole tree (it must come from the same model type): a layer that sets every field, so
  /// later foundations no longer reach this component.
  public mutating func setTree(_ tree: StyleNode, for component: String) {
    let component = registry.registeredName(component)
    componentLayers[component, default: []].append(
      StyleLayer(source: "setTree", replacing: tree))
    trees[component] = tree
  }

  /// Defines (or refines, per field, over an earlier definition) a named rule; the problems when it does not fit
  /// the component's model.
  @discardableResult
  public mutating func addRule(_ layer: StyleLayer, named rule: RuleName, at path: JSONPath = .root) -> [Diagnostic] {
    let rule = RuleName(component: registry.registeredName(rule.component), name: rule.name)
    let base: StyleNode
    do {
      base = try defaultTree(for: rule.component)
    } catch {
      return [error]
    }
    let problems = layer.applied(to: base, path: path).problems
    if problems.isEmpty { rules[rule, default: []].append(layer) }
    return problems
  }

  /// The layers of the named rule, oldest first: the built-in variant of the model with that name (if any), then
  /// the preset's definitions.
  public func ruleLayers(_ rule: RuleName) -> [StyleLayer] {
    let entry = registry[rule.component]
    let rule = RuleName(component: entry?.name ?? rule.component, name: rule.name)
    return (entry?.variantLayer(named: rule.name).map { [$0] } ?? []) + (rules[rule] ?? [])
  }

  /// The names of the rules defined for `component`: its model's variants and the preset's rules, sorted.
  public func ruleNames(for component: String) -> [String] {
    let entry = registry[component]
    let name = entry?.name ?? component
    return Set((entry?.variants.map(\.name) ?? []) + rules.keys.filter { $0.component == name }.map(\.name)).sorted()
  }

  private mutating func rebuild(_ component: String) {
    guard var node = try? defaultTree(for: component) else { return }
    for layer in componentLayers[component] ?? [] { node = layer.applied(to: node).node }
    trees[component] = node
  }

  /// The typed model of a component in this theme.
  public func model<C: ComponentDefinition>(for component: C.Type) throws -> C.Model {
    try StyleTreeDecoder.value(C.Model.self, from: tree(for: C.componentName))
  }

  /// Every component's model, by name.
  public func allModels() throws -> [String: any ComponentModel] {
    var out: [String: any ComponentModel] = [:]
    for c in registry.components { out[c.name] = try c.model(from: tree(for: c.name)) }
    return out
  }

  /// A component's style in a state (by name: `pressed`, `on+pressed`) under an environment.
  public func resolve(_ component: String, state: String, in environment: StyleEnvironment = .standard)
    throws(Diagnostic) -> ResolvedStyle
  {
    let entry = try registry.component(named: component)
    return try tree(for: component).resolved(for: entry.state(named: state), in: environment)
  }

  /// The complete preset that reproduces this theme: every component with every value.
  public func presetJSON(schema: String? = "./designkit-preset.schema.json") throws(Diagnostic) -> JSONValue {
    var pairs: [(String, JSONValue)] = []
    if let schema { pairs.append(("$schema", .string(schema))) }
    pairs.append(("name", .string(name)))
    do {
      pairs.append(("theme", try StyleTreeEncoder.node(for: foundations).json))
    } catch {
      throw Diagnostic(.semantic, "the foundations cannot be represented: \(error)")
    }
    var components: [(String, JSONValue)] = []
    for c in registry.components {
      components.append(
        (c.name, Self.exportJSON(try tree(for: c.name), over: try? c.defaultTree(for: Foundations()))))
    }
    pairs.append(("components", .object(components)))
    return .object(pairs)
  }

  /// `node.json`, but a font that leaves `textStyle` or `family` unset where `base` sets it says so with `null`
  /// (a preset's font is applied over the default font, so a missing key would bring the default back).
  private static func exportJSON(_ node: StyleNode, over base: StyleNode?) -> JSONValue {
    switch (node, base) {
    case (.object(let fields), .object(let baseFields)?):
      return .object(
        fields.map { f in (f.name, exportJSON(f.node, over: baseFields.first { $0.name == f.name }?.node)) })
    case (.table(let table), .table(let baseTable)?):
      // One value for every platform is written once, as `node.json` writes it.
      if let value = table.uniformPlatformValue { return exportJSON(value, over: baseTable.entries.first?.node) }
      return .object(
        table.entries.map { e in (e.name, exportJSON(e.node, over: baseTable.entries.first { $0.name == e.name }?.node))
        })
    case (.font(let font), .font(let baseFont)?):
      guard case .object(var members) = font.json.kind else { return node.json }
      if font.textStyle == nil && baseFont.textStyle != nil {
        members.append(JSONMember(key: "textStyle", value: .null))
      }
      if font.family == nil && baseFont.family != nil { members.append(JSONMember(key: "family", value: .null)) }
      return JSONValue(.object(members))
    default:
      return node.json
    }
  }
}

extension Theme {
  /// An immutable reference to foundations, so a theme stores a pointer rather than the value.
  fileprivate final class Box: Sendable {
    let value: Foundations
    init(value: Foundations) { self.value = value }
  }
}
