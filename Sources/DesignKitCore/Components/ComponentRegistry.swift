/// One registered component, type-erased: what the CLI, presets, schema and tests need to know about it.
public struct RegisteredComponent: Sendable {
  /// The name (`VToggle`).
  public let name: String
  /// The catalog family.
  public let family: ComponentFamily
  /// The accessibility role.
  public let role: AccessibilityRole
  /// The machine type's name.
  public let machineName: String
  /// The state dimensions, outermost first.
  public let dimensionNames: [String]
  /// Every state its machine can show, in the component's state order.
  public let states: [StateSelection]
  /// The Swift type of the model.
  public let modelType: any ComponentModel.Type
  private let makeTree: @Sendable (Foundations) throws -> StyleNode
  private let decode: @Sendable (StyleNode) throws -> any ComponentModel
  private let encode: @Sendable (any ComponentModel) throws -> StyleNode?
  private let runSimulation: @Sendable ([String], StyleNode, SimulationOptions) throws(Diagnostic) -> [SimulationStep]
  /// Foreground / background pairs that must keep their contrast.
  public let contrastPairs: [ContrastPair]
  /// The paths of the control's target size.
  public let targetSize: TargetSize?
  /// Every accepted event form of the component's machine (`pointerDown`, `keyDown(space|return)`, …).
  public let eventForms: [String]

  /// Registers a component definition.
  public init<C: ComponentDefinition>(_ type: C.Type) {
    name = C.componentName
    family = C.family
    role = C.accessibilityRole
    machineName = String(describing: C.Machine.self)
    dimensionNames = C.Machine.VisualState.dimensionNames
    states = C.Machine.declaredVisualStates.map(\.selection)
    modelType = C.Model.self
    makeTree = { try DefaultTrees.tree(for: C.Model.self, foundations: $0) }
    decode = { try StyleTreeDecoder.value(C.Model.self, from: $0) }
    encode = { model in try (model as? C.Model).map { try StyleTreeEncoder.node(for: $0) } }
    runSimulation = { events, tree, options throws(Diagnostic) in
      try C.simulate(events: events, tree: tree, options: options)
    }
    eventForms = C.Machine.Event.eventForms
    contrastPairs = C.contrastPairs
    targetSize = C.targetSize
  }

  /// The state names (`on+pressed`).
  public var stateNames: [String] { states.map(\.name) }

  /// The default model's tree for `foundations` (computed once per model type and foundations).
  public func defaultTree(for foundations: Foundations = Foundations()) throws -> StyleNode {
    try makeTree(foundations)
  }

  /// The model a tree describes.
  public func model(from tree: StyleNode) throws -> any ComponentModel { try decode(tree) }

  /// The tree of a model of this component's model type; nil for another type.
  public func tree(of model: any ComponentModel) throws -> StyleNode? { try encode(model) }

  /// Runs named events through the component's machine configured by the model of `tree`, starting in its first
  /// state: the trace, and with `options.framesPerSecond` the animated frames after each transition.
  public func simulate(events: [String], tree: StyleNode, options: SimulationOptions = SimulationOptions())
    throws(Diagnostic) -> [SimulationStep]
  {
    try runSimulation(events, tree, options)
  }

  /// The state selection named `name` (`pressed`, `on+pressed`, `pressed,on`); a diagnostic listing valid names
  /// otherwise.
  public func state(named name: String) throws(Diagnostic) -> StateSelection {
    let parts = Set(name.split(whereSeparator: { $0 == "+" || $0 == "," || $0 == " " }).map(String.init))
    if let match = states.first(where: { Set($0.cases.map(\.1)) == parts }) { return match }
    let near = Suggestions.nearest(to: name, in: stateNames)
    throw Diagnostic(
      .unknownState,
      "unknown state `\(name)` for \(self.name)\(Suggestions.phrase(near)) (valid states: \(stateNames.joined(separator: ", ")))",
      suggestions: near)
  }
}

/// The set of components a theme, a preset or the CLI knows.
public struct ComponentRegistry: Sendable {
  /// Components in registration order.
  public let components: [RegisteredComponent]
  private let index: [String: Int]

  /// Creates a registry; a later component with the same name replaces the earlier one.
  public init(_ components: [RegisteredComponent]) {
    var index: [String: Int] = [:]
    var list: [RegisteredComponent] = []
    for c in components {
      if let i = index[c.name] {
        list[i] = c
      } else {
        index[c.name] = list.count
        list.append(c)
      }
    }
    self.components = list
    self.index = index
  }

  /// The component named `name`, if registered.
  public subscript(name: String) -> RegisteredComponent? { index[name].map { components[$0] } }

  /// The component named `name`, or a diagnostic with the nearest names.
  public func component(named name: String) throws(Diagnostic) -> RegisteredComponent {
    if let c = self[name] { return c }
    let near = Suggestions.nearest(to: name, in: components.map(\.name))
    throw Diagnostic(
      .unknownComponent,
      "unknown component `\(name)`\(Suggestions.phrase(near)) (known: \(components.map(\.name).joined(separator: ", ")))",
      suggestions: near)
  }

  /// The names in registration order.
  public var names: [String] { components.map(\.name) }
}

/// The cache of default model trees: each model type's tree is computed once per process and foundations.
public enum DefaultTrees {
  /// Per model type, the most recently used foundations first (a few themes per process is the norm).
  private static let cache = Locked<[ObjectIdentifier: [(Foundations, StyleNode)]]>([:])
  /// How many foundations are remembered per model type.
  static let entriesPerType = 8

  /// The tree of `M(foundations:)`.
  public static func tree<M: ComponentModel>(for type: M.Type, foundations: Foundations = Foundations()) throws
    -> StyleNode
  {
    let key = ObjectIdentifier(type)
    if let tree = cache.withLock({ $0[key]?.first { $0.0 == foundations }?.1 }) { return tree }
    let tree = try StyleTreeEncoder.node(for: M(foundations: foundations))
    cache.withLock {
      var entries = $0[key, default: []].filter { $0.0 != foundations }
      entries.insert((foundations, tree), at: 0)
      $0[key] = Array(entries.prefix(entriesPerType))
    }
    return tree
  }
}
