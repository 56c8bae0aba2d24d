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
  /// Every state's selection, in the component's state order.
  public let states: [StateSelection]
  /// The Swift type of the model.
  public let modelType: any ComponentModel.Type
  private let makeTree: @Sendable () throws -> StyleNode
  private let decode: @Sendable (StyleNode) throws -> any ComponentModel
  private let encode: @Sendable (any ComponentModel) throws -> StyleNode?
  private let runSimulation: @Sendable ([String], StyleNode, SimulationOptions) throws(Diagnostic) -> [SimulationStep]
  /// Foreground / background pairs that must keep their contrast.
  public let contrastPairs: [ContrastPair]
  /// The paths of the control's target size.
  public let targetSize: TargetSize?
  /// Every accepted event form of the component's machine (`pointerDown`, `keyDown(space|return)`, …).
  public let eventForms: [String]
  private var draw: (@Sendable (StateSelection, ResolvedStyle, StyleEnvironment) throws(Diagnostic) -> Drawing)?

  /// Registers a component definition.
  public init<C: ComponentDefinition>(_ type: C.Type) { self.init(definition: type) }

  private init<C: ComponentDefinition>(definition type: C.Type) {
    name = C.componentName
    family = C.family
    role = C.accessibilityRole
    machineName = String(describing: C.Machine.self)
    dimensionNames = C.Machine.VisualState.dimensionNames
    states = C.Machine.VisualState.allStates.map(\.selection)
    modelType = C.Model.self
    makeTree = { try DefaultTrees.tree(for: C.Model.self) }
    decode = { try StyleTreeDecoder.value(C.Model.self, from: $0) }
    encode = { model in try (model as? C.Model).map { try StyleTreeEncoder.node(for: $0) } }
    runSimulation = { events, tree, options throws(Diagnostic) in
      try C.simulate(events: events, tree: tree, options: options)
    }
    eventForms = C.Machine.Event.eventForms
    contrastPairs = C.contrastPairs
    targetSize = C.targetSize
  }

  /// Registers a component that brings its drawing.
  public init<C: DrawableComponent>(_ type: C.Type) {
    self.init(definition: type)
    draw = { state, style, environment throws(Diagnostic) in
      try C.previewDrawing(selection: state, style: style, environment: environment)
    }
  }

  /// Whether the component brings a drawing (`DrawableComponent`); the gallery lists those that do not.
  public var hasDrawing: Bool { draw != nil }

  /// The gallery sample drawn in `state` with `style` (the state's resolved style, or a frame of an animation);
  /// nil when the component has no drawing yet.
  public func drawing(in state: StateSelection, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing?
  {
    try draw?(state, style, environment)
  }

  /// The state names (`on+pressed`).
  public var stateNames: [String] { states.map(\.name) }

  /// The default model's tree (computed once per model type).
  public func defaultTree() throws -> StyleNode { try makeTree() }

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

/// The cache of default model trees: each model type's tree is computed once per process.
public enum DefaultTrees {
  private static let cache = Locked<[ObjectIdentifier: StyleNode]>([:])

  /// The tree of `M()`.
  public static func tree<M: ComponentModel>(for type: M.Type) throws -> StyleNode {
    let key = ObjectIdentifier(type)
    if let tree = cache.withLock({ $0[key] }) { return tree }
    let tree = try StyleTreeEncoder.node(for: M())
    cache.withLock { $0[key] = tree }
    return tree
  }
}
