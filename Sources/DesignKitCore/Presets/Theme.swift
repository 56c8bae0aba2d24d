/// The full configuration of every registered component: defaults with a preset applied.
public struct Theme: Sendable {
  /// The components it configures.
  public let registry: ComponentRegistry
  /// The preset's name.
  public var name: String
  /// Trees that differ from the defaults, by component name.
  public private(set) var overrides: [String: StyleNode]

  /// The default theme.
  public init(registry: ComponentRegistry, name: String = "default", overrides: [String: StyleNode] = [:]) {
    self.registry = registry
    self.name = name
    self.overrides = overrides
  }

  /// The tree of a component's model in this theme.
  public func tree(for component: String) throws(Diagnostic) -> StyleNode {
    let entry = try registry.component(named: component)
    if let tree = overrides[component] { return tree }
    do {
      return try entry.defaultTree()
    } catch {
      throw Diagnostic(.semantic, "the model of \(component) cannot be represented: \(error)")
    }
  }

  /// Replaces a component's tree (it must come from the same model type).
  public mutating func setTree(_ tree: StyleNode, for component: String) {
    overrides[component] = tree
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
    var components: [(String, JSONValue)] = []
    for c in registry.components { components.append((c.name, try tree(for: c.name).json)) }
    pairs.append(("components", .object(components)))
    return .object(pairs)
  }
}
