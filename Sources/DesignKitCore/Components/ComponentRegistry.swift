import DesignKitValues

/// One registered component, type-erased: what the CLI, presets, schema and tests need to know about it.
///
/// Registering is cheap: the name, family and closures are all it stores. What takes the runtime's type lookups
/// (the model type, type names, state and event lists, content key paths, contrast pairs) is computed on first use,
/// so a command that uses one component pays for that one.
public struct RegisteredComponent: Sendable {
  /// The name (`VToggle`).
  public let name: String
  /// The catalog family.
  public let family: ComponentFamily
  /// The accessibility role.
  public let role: AccessibilityRole
  /// The configuration category composition scopes address it by.
  public let category: String
  /// The Swift type of the model (looked up when asked: a generic model's lookup checks its type arguments'
  /// conformances, which registering all components at start-up would pay for each).
  public var modelType: any ComponentModel.Type { model() }
  /// The component's definition type, for package code that needs the component's static types (fuzzers, tests).
  package let definition: any ComponentDefinition.Type
  private let model: @Sendable () -> any ComponentModel.Type
  private let makeTree: @Sendable (Foundations) throws -> StyleNode
  private let decode: @Sendable (StyleNode) throws -> any ComponentModel
  private let encode: @Sendable (any ComponentModel) throws -> StyleNode?
  private let tabulateMachine: @Sendable (StyleNode, Int) throws -> TransitionTable
  private var draw:
    (
      @Sendable (StateSelection, ResolvedStyle, StyleEnvironment, [String: String], DrawingMotion?, StyleNode?)
        throws(Diagnostic) -> Drawing
    )?
  /// The component's type when it brings a drawing (`Hosting` makes its hosts and runs its simulations from it).
  package private(set) var drawable: (any DrawableComponent.Type)?
  private let machineTypeName: Once<String>
  private let builtStateFacts: Once<StateFacts>
  private let componentFacts: Once<ComponentFacts>
  /// The facts written down ahead of time, when the registry has them (see `PrebuiltComponent`), the states they
  /// name, and their default tree, read when first asked.
  private var prebuilt: Prebuilt?

  /// Facts written down ahead of time, held by reference: reading one (a state by name, per composition node)
  /// copies no tables.
  private final class Prebuilt: Sendable {
    let facts: PrebuiltComponent
    let states: StateFacts
    let tree: Once<StyleNode?>

    init(_ facts: PrebuiltComponent, states: StateFacts, tree: Once<StyleNode?>) {
      self.facts = facts
      self.states = states
      self.tree = tree
    }
  }
  private var stateFacts: StateFacts { prebuilt?.states ?? builtStateFacts.value }

  /// The machine type's name.
  public var machineName: String { prebuilt?.facts.summary.machineName ?? machineTypeName.value }
  /// The state dimensions, outermost first.
  public var dimensionNames: [String] { stateFacts.dimensionNames }
  /// Every state its machine can show, in the component's state order.
  public var states: [StateSelection] { stateFacts.states }
  /// Where the component's appearing content is in `state` (a modal's `presenting` is appearing); nil for a state
  /// that is not a presentation phase, or a state the component does not have.
  public func presence(of state: StateSelection) -> Presence? {
    stateFacts.states.firstIndex(of: state).flatMap { stateFacts.presences[$0] }
  }
  /// What `designkit list` shows of it.
  public var summary: ComponentSummary {
    prebuilt?.facts.summary
      ?? ComponentSummary(
        name: name, family: family, machineName: machineName, dimensionNames: dimensionNames, stateNames: stateNames)
  }
  /// Foreground / background pairs that must keep their contrast.
  public var contrastPairs: [ContrastPair] { componentFacts.value.contrastPairs }
  /// The paths of the control's target size.
  public var targetSize: TargetSize? { componentFacts.value.targetSize }
  /// Every accepted event form of the component's machine (`pointerDown`, `keyDown(space|return)`, …).
  public var eventForms: [String] { componentFacts.value.eventForms }
  /// The paths of the `Misc` settings that tune the machine.
  public var machineSettings: [String] { componentFacts.value.machineSettings }
  /// The paths of the `Misc` settings the component applies itself, outside its machine.
  public var contentSettings: [String] { componentFacts.value.contentSettings }
  /// Runs the component's callback probe (see `CallbackProbe`); nil for a component without callbacks.
  public var checkCallbacks: (@Sendable () throws -> CallbackReport)? { componentFacts.value.checkCallbacks }
  /// The content a composition document may set by name (`title`, `placeholder`).
  public var contentKeys: [String] { componentFacts.value.contentKeys }
  /// The component's types, each naming the model field of that type (`continuous`, `dashed`); empty when untyped.
  public var typeNames: [String] { componentFacts.value.typeNames }
  /// The parts it embeds with models and machines of their own (`ComponentDefinition.parts`).
  public var parts: [ComponentPart] { componentFacts.value.parts }
  /// The model's named variants (`VariantModel`), each a built-in rule of this component, by name.
  public var variants: [VariantSummary] { componentFacts.value.variants }

  /// Registers a component definition.
  public init<C: ComponentDefinition>(_ type: C.Type) { self.init(definition: type) }

  private init<C: ComponentDefinition>(definition type: C.Type) {
    name = C.componentName
    family = C.family
    role = C.accessibilityRole
    category = C.category
    model = { C.Model.self }
    definition = C.self
    makeTree = { try DefaultTrees.tree(of: C.self, foundations: $0) }
    decode = { try StyleTreeDecoder.value(C.Model.self, from: $0) }
    encode = { model in
      try (model as? C.Model).map { DefaultTrees.reachableTree(of: C.self, try StyleTreeEncoder.node(for: $0)) }
    }
    tabulateMachine = { tree, depth in
      let model = try StyleTreeDecoder.value(C.Model.self, from: tree)
      // One table per distinct way the model tunes the machine (a typed component's types), rows one after another.
      var sets = [C.machineParameters(for: model)]
      for parameters in C.machineParameterSets(for: model) where !sets.contains(parameters) { sets.append(parameters) }
      var tables = sets.map {
        MachineDescriptor(C.Machine.self, name: C.componentName, family: C.family.title, summary: "", parameters: $0)
          .transitionTable(depth: depth)
      }
      var table = tables.removeFirst()
      for other in tables {
        table.stateCount += other.stateCount
        table.rows += other.rows
      }
      return table
    }
    // The same text as `String(describing:)` (a test compares them) without its conformance lookups: `list --format
    // json` names every component's machine.
    machineTypeName = Once { _typeName(C.Machine.self, qualified: false) }
    builtStateFacts = Once { StateFacts(C.self) }
    componentFacts = Once { ComponentFacts(C.self) }
  }

  /// The edit of the variant called `name` (its built-in rule's layer: `variantLayer(named:)`); nil when the model
  /// has no such variant.
  func variantEdit(named name: String) -> VariantEdit? { componentFacts.value.variantEdits[name] }

  /// Registers a component that brings its drawing.
  public init<C: DrawableComponent>(_ type: C.Type) {
    self.init(definition: type)
    // The samples are made once: making them builds their default models, which a frame does not read.
    let previews = Once { C.galleryPreviews }
    let states = Once { C.Machine.VisualState.allStates.map { (selection: $0.selection, state: $0) } }
    draw = { state, style, environment, content, motion, tree throws(Diagnostic) in
      try C.previewDrawing(
        selection: state, style: style, environment: environment, content: content, motion: motion,
        previews: previews.value, states: states.value, tree: tree)
    }
    drawable = C.self
  }

  /// Whether the component brings a drawing (`DrawableComponent`); the gallery lists those that do not.
  public var hasDrawing: Bool { draw != nil }

  /// The gallery sample drawn in `state` with `style` (the state's resolved style, or a frame of an animation),
  /// showing `content` (see `ConfiguredComponent.showing(_:)`), its moving parts placed for `motion` (nil: the
  /// state's still, see `DrawingMotion.still(for:in:)`); nil when the component has no drawing yet. With `tree` (the
  /// tree `style` is resolved from), a focused state focuses its first sample only: a screen has one focus, so the
  /// other samples are drawn enabled.
  public func drawing(
    in state: StateSelection, style: ResolvedStyle, environment: StyleEnvironment, content: [String: String] = [:],
    motion: DrawingMotion? = nil, tree: StyleNode? = nil
  ) throws(Diagnostic) -> Drawing? {
    try draw?(state, style, environment, content, motion, tree)
  }

  /// The problem with content `value` at `key` (an unknown key, a flag that is not `true` or `false`), or nil.
  public func contentProblem(key: String, value: String) -> Diagnostic? {
    componentFacts.value.checkContent(key, value)
  }

  /// The state names (`on+pressed`).
  public var stateNames: [String] { stateFacts.names }

  /// The default model's tree for `foundations` (computed once per model type and foundations; under the standard
  /// foundations read from the prebuilt facts when the registry has them).
  public func defaultTree(for foundations: Foundations = Foundations()) throws -> StyleNode {
    if let prebuilt, foundations == Self.standardFoundations, let tree = prebuilt.tree.value { return tree }
    return try makeTree(foundations)
  }

  /// The foundations prebuilt default trees are for, made once: `defaultTree(for:)` is on the drawing path.
  private static let standardFoundations = Foundations()

  /// This component using `facts` for what they tell (its summary, presences and standard default tree) instead of
  /// building it; a test checks a catalog's facts against `withoutPrebuiltFacts`.
  func adopting(_ facts: PrebuiltComponent) -> RegisteredComponent {
    var copy = self
    let states = StateFacts(
      dimensionNames: facts.summary.dimensionNames, states: facts.states, presences: facts.presences)
    copy.prebuilt = Prebuilt(
      facts, states: states, tree: Once { try? StyleNode(archiveText: facts.defaultTree) })
    return copy
  }

  /// This component with every fact computed from its types and model, none read from prebuilt facts.
  public var withoutPrebuiltFacts: RegisteredComponent {
    var copy = self
    copy.prebuilt = nil
    return copy
  }

  /// Whether its facts come from a prebuilt table.
  public var usesPrebuiltFacts: Bool { prebuilt != nil }

  /// The model a tree describes.
  public func model(from tree: StyleNode) throws -> any ComponentModel { try decode(tree) }

  /// The tree of a model of this component's model type; nil for another type.
  public func tree(of model: any ComponentModel) throws -> StyleNode? { try encode(model) }

  /// The transition table of the component's machine tuned by the model of `tree`: what the machine does, to
  /// compare between models; a typed component's types that tune it differently add their rows after the first's.
  public func machineTable(for tree: StyleNode, depth: Int = 3) throws -> TransitionTable {
    try tabulateMachine(tree, depth)
  }

  /// The state selection named `name` (`pressed`, `on+pressed`, `pressed,on`); a diagnostic listing valid names
  /// otherwise.
  public func state(named name: String) throws(Diagnostic) -> StateSelection {
    if let index = stateFacts.indexByName[name] { return stateFacts.states[index] }
    let parts = Set(name.split(whereSeparator: { $0 == "+" || $0 == "," || $0 == " " }).map(String.init))
    // The state whose case names are exactly `parts` (in any order).
    if let match = states.first(where: { state in
      state.cases.allSatisfy { parts.contains($0.1) } && parts.allSatisfy { p in state.cases.contains { $0.1 == p } }
    }) {
      return match
    }
    var near = Suggestions.nearest(to: name, in: stateNames)
    if near.isEmpty {
      // Correct each part on its own (`presed` → `pressed`), then offer the states holding every corrected part.
      let caseNames = Set(states.flatMap { $0.cases.map(\.1) })
      let corrected = parts.map {
        caseNames.contains($0) ? $0 : Suggestions.nearest(to: $0, in: caseNames, limit: 1).first
      }
      if corrected.allSatisfy({ $0 != nil }) {
        let wanted = Set(corrected.compactMap { $0 })
        near = states.filter { wanted.isSubset(of: Set($0.cases.map(\.1))) }.map(\.name).prefix(3).map { $0 }
      }
    }
    throw Diagnostic(
      .unknownState,
      "unknown state `\(name)` for \(self.name)\(Suggestions.phrase(near)) (valid states: \(stateNames.joined(separator: ", ")))",
      suggestions: near)
  }
}

/// The set of components a theme, a preset or the CLI knows, and the other names some of them go by.
///
/// Components registered as `LazyComponent`s are built when first asked for: `designkit show VToggle` builds
/// VToggle's entry and no other (building an entry makes the runtime instantiate the component's types, which for a
/// generic one means scanning the binary's conformances); `list` builds them all.
public struct ComponentRegistry: Sendable {
  /// Components in registration order (built now, those no one asked for before).
  public var components: [RegisteredComponent] { all.value }
  /// Other names of registered components (a later library's name for the same component), in the order given.
  public let aliases: [ComponentAlias]
  /// The names in registration order.
  public let names: [String]
  private let entries: [Once<RegisteredComponent>]
  private let all: Once<[RegisteredComponent]>
  private let summaries: Once<[ComponentSummary]>
  private let index: [String: Int]

  /// What `designkit list` shows of each component, in registration order: from the prebuilt facts where the
  /// registry has them, building only the components it has none for.
  public var componentSummaries: [ComponentSummary] { summaries.value }

  /// Creates a registry; a later component with the same name replaces the earlier one. An alias that names no
  /// registered component, or that is itself a component's name, is left out.
  public init(_ components: [RegisteredComponent], aliases: [ComponentAlias] = []) {
    self.init(lazy: components.map { component in LazyComponent(component.name) { component } }, aliases: aliases)
  }

  /// Creates a registry of components built when first asked for; a later component with the same name replaces
  /// the earlier one. An alias that names no registered component, or that is itself a component's name, is left
  /// out. `prebuilt` holds facts written down ahead of time by component name (see `PrebuiltComponent`): a
  /// component with facts there is not built to list it, and reads its standard default tree from them.
  public init(
    lazy components: [LazyComponent], aliases: [ComponentAlias] = [], prebuilt: [String: PrebuiltComponent] = [:]
  ) {
    var index: [String: Int] = [:]
    var list: [LazyComponent] = []
    for c in components {
      if let i = index[c.name] {
        list[i] = c
      } else {
        index[c.name] = list.count
        list.append(c)
      }
    }
    var kept: [ComponentAlias] = []
    for alias in aliases where index[alias.alias] == nil && index[alias.component] != nil {
      guard let i = kept.firstIndex(where: { $0.alias == alias.alias }) else {
        kept.append(alias)
        continue
      }
      kept[i] = alias
    }
    for alias in kept { index[alias.alias] = index[alias.component] }
    let entries = list.map { lazy in
      prebuilt[lazy.name].map { facts in Once { lazy.entry.value.adopting(facts) } } ?? lazy.entry
    }
    let listed = list
    self.summaries = Once { zip(listed, entries).map { prebuilt[$0.name]?.summary ?? $1.value.summary } }
    self.names = list.map(\.name)
    self.entries = entries
    self.all = Once { entries.map(\.value) }
    self.aliases = kept
    self.index = index
  }

  /// The component named `name` (its registered name or an alias), if registered.
  public subscript(name: String) -> RegisteredComponent? { index[name].map { entries[$0].value } }

  /// The component named `name` (its registered name or an alias), or a diagnostic with the nearest names.
  public func component(named name: String) throws(Diagnostic) -> RegisteredComponent {
    if let c = self[name] { return c }
    throw .unknown(.unknownComponent, "component", named: name, among: knownNames)
  }

  /// The registered name of the component `name` names (itself for a registered name, the component's name for an
  /// alias); `name` unchanged when nothing is registered under it.
  public func registeredName(_ name: String) -> String { index[name].map { names[$0] } ?? name }

  /// The other names of the component registered as `name`.
  public func aliases(of name: String) -> [String] { aliases.filter { $0.component == name }.map(\.alias) }

  /// Every name a component answers to: the registered names, then the aliases (what suggestions choose from).
  public var knownNames: [String] { names + aliases.map(\.alias) }
}

/// A component a registry builds when first asked for it, under the name it is registered by.
public struct LazyComponent: Sendable {
  /// The registered name: the component's `componentName` (a test checks the catalog's).
  public let name: String
  fileprivate let entry: Once<RegisteredComponent>

  /// The component called `name` that `make` registers, when first asked for.
  public init(_ name: String, _ make: @escaping @Sendable () -> RegisteredComponent) {
    self.name = name
    entry = Once(make)
  }
}

/// Another name of a registered component: `VWrappedButton` for `VSecondaryButton`.
public struct ComponentAlias: Sendable, Hashable {
  /// The other name.
  public var alias: String
  /// The registered name it stands for.
  public var component: String

  /// Creates an alias.
  public init(_ alias: String, for component: String) {
    self.alias = alias
    self.component = component
  }
}

/// The states a registered component's machine shows: computed on first use (`list` needs them for every
/// component).
private struct StateFacts: Sendable {
  var dimensionNames: [String]
  var states: [StateSelection]
  var presences: [Presence?]
  /// The states' names, in state order, and each name's state index: a composition names a node's state once per
  /// node, and joining case names each time was a tenth of resolving a screen.
  var names: [String]
  var indexByName: [String: Int]

  init(dimensionNames: [String], states: [StateSelection], presences: [Presence?]) {
    self.dimensionNames = dimensionNames
    self.states = states
    self.presences = presences
    names = states.map(\.name)
    indexByName = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  init<C: ComponentDefinition>(_ type: C.Type) {
    // A closure, not `\.selection`: a key path in generic code is built at run time, for each component.
    let declared = C.Machine.declaredVisualStates
    self.init(
      dimensionNames: C.Machine.VisualState.dimensionNames, states: declared.map { $0.selection },
      presences: declared.map { $0.presence })
  }
}

/// The rest of what registration describes: computed on first use, by the commands and checks that need it.
private struct ComponentFacts: Sendable {
  var contrastPairs: [ContrastPair]
  var targetSize: TargetSize?
  var eventForms: [String]
  var machineSettings: [String]
  var contentSettings: [String]
  var checkCallbacks: (@Sendable () throws -> CallbackReport)?
  var contentKeys: [String]
  var checkContent: @Sendable (String, String) -> Diagnostic?
  var typeNames: [String]
  var parts: [ComponentPart]
  var variants: [VariantSummary]
  var variantEdits: [String: VariantEdit]

  init<C: ComponentDefinition>(_ type: C.Type) {
    contrastPairs = C.contrastPairs
    targetSize = C.targetSize
    eventForms = C.Machine.Event.eventForms
    machineSettings = C.machineSettings
    contentSettings = C.contentSettings
    typeNames = C.typeNames
    parts = C.parts
    let variants = (C.Model.self as? any VariantModel.Type).map { Self.variantList(of: $0) } ?? []
    self.variants = variants.map { VariantSummary(name: $0.name, summary: $0.summary) }
    variantEdits = Dictionary(variants.map { ($0.name, $0.edit) }, uniquingKeysWith: { _, last in last })
    if let configured = C.self as? any ConfiguredComponent.Type {
      checkCallbacks = Self.callbackCheck(of: configured)
      contentKeys = Self.contentKeyNames(of: configured)
      checkContent = Self.contentCheck(of: configured)
    } else {
      let name = C.componentName
      checkCallbacks = nil
      contentKeys = []
      checkContent = { key, _ in .unknownContentKey(key, among: [], of: name) }
    }
  }

  private static func variantList<M: VariantModel>(of type: M.Type) -> [(
    name: String, summary: String, edit: VariantEdit
  )] {
    M.variants.map { (name: $0.name, summary: $0.summary, edit: $0.treeEdit) }
  }

  private static func callbackCheck<T: ConfiguredComponent>(of type: T.Type) -> (@Sendable () throws -> CallbackReport)?
  {
    T.callbackCheck
  }

  private static func contentKeyNames<T: ConfiguredComponent>(of type: T.Type) -> [String] {
    T.contentKeys.map { $0.name }
  }

  private static func contentCheck<T: ConfiguredComponent>(of type: T.Type) -> @Sendable (String, String) -> Diagnostic?
  {
    { T.contentProblem(key: $0, value: $1) }
  }
}
