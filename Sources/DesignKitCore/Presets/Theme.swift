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
      throw Diagnostic(styleTreeError: error)
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
    for c in registry.components {
      components.append((c.name, Self.exportJSON(try tree(for: c.name), over: try? c.defaultTree())))
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
