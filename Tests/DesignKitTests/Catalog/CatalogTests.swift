import DesignKit
import Foundation
import Testing

/// The battery every registered component gets.
@Suite struct CatalogTests {
  static let components = Catalog.registry.components

  @Test func eachLazyEntryIsRegisteredUnderItsComponentsName() {
    // The catalog names each entry so that a command builds only the one it uses; the name must be the one the
    // component gives itself.
    #expect(Catalog.registry.names == Self.components.map(\.name))
    for component in Self.components { #expect(Catalog.registry[component.name]?.name == component.name) }
  }

  @Test func machineNamesAreTheTypesDescriptions() {
    // `machineName` and `MachineDescriptor.machineType` read the type's name without `String(describing:)` (its
    // conformance lookups cost `list --format json` most of its time); the text must stay the same.
    func described<C: ComponentDefinition>(_ type: C.Type) -> String { String(describing: C.Machine.self) }
    for component in Self.components {
      #expect(component.machineName == described(component.definition), "\(component.name)")
    }
    let machineTypes = Set(Self.components.map(\.machineName))
    #expect(MachineCatalog.all.contains { machineTypes.contains($0.machineType) })
  }

  @Test(arguments: components.map(\.name))
  func defaultsRoundTripThroughTreeAndJSON(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    // Tree → model → tree.
    let model = try component.model(from: tree)
    #expect(try component.tree(of: model) == tree)
    // Tree → JSON text → parsed → applied over the defaults: unchanged.
    let text = JSONWriter().string(tree.json)
    let parsed = try JSONReader().parse(text)
    var overlay = StyleOverlay()
    #expect(overlay.apply(parsed, to: tree, path: .root) == tree)
    #expect(overlay.diagnostics.isEmpty)
    // Foundation's JSONDecoder reads the same document into the same model, in every state the component shows
    // (the tree leaves out the others).
    func viaFoundation<M: ComponentModel>(_ type: M.Type) throws -> Bool {
      try component.tree(of: JSONDecoder().decode(M.self, from: Data(text.utf8))) == tree
    }
    #expect(try viaFoundation(component.modelType))
  }

  @Test(arguments: components.map(\.name))
  func everyStateResolvesAndTablesBelongToTheComponent(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    // The component's own groups use its dimensions; child models (after the five groups) keep their own states,
    // which resolve to their resting case here. A value per platform is the environment's dimension, any component's.
    let dimensions = Set(component.dimensionNames + [StyleEnvironment.Platform.dimensionName])
    for model in component.typeNames.isEmpty ? [tree] : (tree.fields ?? []).map(\.node) {
      for group in (model.fields ?? []).prefix(5) {
        #expect(group.node.tableDimensions.isSubset(of: dimensions), "\(group.name)")
      }
    }
    #expect(Set(component.stateNames).count == component.stateNames.count)
    for state in component.states {
      for scheme in StyleEnvironment.ColorScheme.allCases {
        let style = tree.resolved(for: state, in: StyleEnvironment(colorScheme: scheme))
        #expect(!style.leaves.isEmpty)
        // No state table survives resolution: every leaf is a plain value.
        for leaf in style.leaves { if case .object = leaf.value { Issue.record("object leaf at \(leaf.path)") } }
      }
      #expect(try component.state(named: state.name) == state)
    }
  }

  @Test(arguments: components.map(\.name))
  func modelHasTheFiveSubStructs(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    if component.typeNames.isEmpty {
      #expect(isModel(tree), "\(tree.fields?.map(\.name) ?? [])")
    } else {
      // A typed component's model holds one model per type, named after the type.
      #expect(tree.fields?.map(\.name) == component.typeNames)
      for field in tree.fields ?? [] { #expect(isModel(field.node), "\(field.name)") }
    }
  }

  /// The five groups in order, then any child models (a dialog's buttons), each a model itself.
  func isModel(_ node: StyleNode) -> Bool {
    guard let fields = node.fields else { return false }
    return fields.prefix(5).map(\.name) == ["layout", "colors", "fonts", "animations", "misc"]
      && fields.dropFirst(5).allSatisfy { isModel($0.node) }
  }

  @Test(arguments: components.map(\.name))
  func aPartialPresetChangesOnlyWhatItNames(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    // Change every number leaf, one at a time, through JSON; nothing else may move.
    let numbers = leafPaths(tree).filter { if case .number = $0.1 { return true } else { return false } }
    #expect(!numbers.isEmpty)
    for (path, node) in numbers {
      guard case .number(let old, let rule) = node else { continue }
      let new = rule == .unitInterval ? (old == 1 ? 0.25 : 1) : old + 1
      var json = JSONValue.number(new)
      for key in path.reversed() { json = .object([(key, json)]) }
      var overlay = StyleOverlay()
      let changed = overlay.apply(json, to: tree, path: .root)
      #expect(overlay.diagnostics.isEmpty, "\(overlay.diagnostics)")
      let before = leafPaths(tree)
      let after = leafPaths(changed)
      #expect(before.count == after.count)
      for (b, a) in zip(before, after) {
        if b.0 == path {
          #expect(a.1 == .number(new, rule))
        } else {
          #expect(a.1 == b.1, "\(b.0) changed")
        }
      }
    }
  }

  @Test(arguments: components.map(\.name))
  func everyAnimationSlotTheMachineUsesHasAModelAnimation(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let machine = try #require(MachineCatalog.all.first { $0.machineType == component.machineName })
    let slots = Set(machine.transitionTable(depth: 3).rows.compactMap(\.slot))
    #expect(!slots.isEmpty)
    for model in component.typeNames.isEmpty ? [[]] : component.typeNames.map({ [$0] }) {
      let animations = try #require(component.defaultTree().node(at: model + ["animations"])?.fields)
      for slot in slots.sorted() {
        #expect(
          animations.contains { $0.name == slot },
          "\(name) has no `\((model + ["animations", slot]).joined(separator: "."))` for its machine's slot")
      }
    }
  }

  @Test(arguments: components.map(\.name))
  func everyMiscSettingReachesTheMachine(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    // The haptics are the session's, not the machine's (`everyHapticIsPlayedAfterItsOutput`). A setting per platform
    // (a slider's `bodyIsDraggable`) is one setting, read as iOS's and set on every platform at once.
    let platforms = Set(StyleEnvironment.Platform.allCases.map(\.rawValue))
    var allMisc: [([String], StyleNode)] = []
    for (path, node) in leafPaths(tree) where path.first == "misc" && path.dropFirst().first != "haptics" {
      guard let last = path.last, platforms.contains(last) else {
        allMisc.append((path, node))
        continue
      }
      if last == StyleEnvironment.Platform.iOS.rawValue { allMisc.append((Array(path.dropLast()), node)) }
    }
    // Every `Misc` setting is a machine setting or one the component applies itself (declared, for a reason), and
    // every declared setting is a `Misc` leaf.
    #expect(
      Set(allMisc.map { $0.0.joined(separator: ".") })
        == Set(component.machineSettings).union(component.contentSettings))
    #expect(Set(component.machineSettings).isDisjoint(with: component.contentSettings))
    let misc = allMisc.filter { component.machineSettings.contains($0.0.joined(separator: ".")) }
    /// `json` (a value at `path`) applied over `base`.
    func setting(_ path: [String], to value: JSONValue, in base: StyleNode) -> StyleNode {
      var json = value
      for key in path.reversed() { json = .object([(key, json)]) }
      var overlay = StyleOverlay()
      let changed = overlay.apply(json, to: base, path: .root)
      #expect(overlay.diagnostics.isEmpty, "\(overlay.diagnostics)")
      return changed
    }
    // A setting may matter only while another one enables it (a swipe threshold while swiping dismisses): it must
    // change the machine with the defaults, or with every boolean machine setting turned on.
    var enabling = tree
    for (path, node) in misc where node == .bool(false) { enabling = setting(path, to: .bool(true), in: enabling) }
    let bases = [tree, enabling]
    let standards = try bases.map { try component.machineTable(for: $0).renderText() }
    for (path, node) in misc {
      for other in otherValues(than: node) {
        let changes = try zip(bases, standards).map { base, standard in
          try component.machineTable(for: setting(path, to: other, in: base)).renderText() != standard
        }
        #expect(
          changes.contains(true), "\(name): `\(path.joined(separator: "."))` = \(other) leaves the machine unchanged")
      }
    }
  }

  /// Events after which each output a haptic table may name has happened, from a component's first state.
  static let hapticScripts: [String: [String]] = [
    "actionFired": ["pointerDown", "pointerUp"], "valueChanged": ["pointerDown", "pointerUp"],
    "presented": ["bindingChanged(true)", "timePassed(5)"],
  ]

  @Test(arguments: components.map(\.name))
  func everyHapticIsPlayedAfterItsOutput(name: String) throws {
    let component = try #require(Catalog.registry[name])
    // A simulation runs a typed component's first type (`HapticsTests` plays every toast type's).
    for model in [component.typeNames.first.map { [$0] } ?? []] {
      let path = model + ["misc", "haptics"]
      // Components whose model chooses no feedback are exempt.
      guard let table = try component.defaultTree().node(at: path)?.fields else { continue }
      for output in table.map(\.name) {
        let events = try #require(Self.hapticScripts[output], "\(name): no events known to cause `\(output)`")
        for haptic in Haptic.allCases {
          var json: JSONValue = .string(haptic.rawValue)
          for key in (path + [output]).reversed() { json = .object([(key, json)]) }
          var overlay = StyleOverlay()
          let tree = overlay.apply(json, to: try component.defaultTree(), path: .root)
          let outputs = try component.simulate(events: events, tree: tree).flatMap(\.outputs)
          let played = outputs.filter { $0.name == "haptic" }
          #expect(
            played == (haptic == .silent ? [] : [.haptic(haptic)]),
            "\(name): `\(path.joined(separator: ".")).\(output)` = \(haptic) played \(played) after \(events)")
          if let at = outputs.firstIndex(of: .haptic(haptic)) {
            #expect(at > 0 && outputs[at - 1].name == output, "\(name): \(haptic) does not follow `\(output)`")
          }
        }
      }
    }
  }

  @Test(arguments: components.map(\.name))
  func callbacksFireThroughASession(name: String) throws {
    let component = try #require(Catalog.registry[name])
    guard let check = component.checkCallbacks else { return }
    let report = try check()
    #expect(report.reports == report.expected, "\(name)")
  }

  @Test(arguments: components.map(\.name))
  func theCLIStartsAComponentWhereItsSwiftInitializerDoes(name: String) throws {
    // `simulate` starts a component in `initialState`; an instance made with the initializer's default state must
    // start there too. The instance is the callback probe's, so components without callbacks are not checked here
    // (their initializers' defaults read `initialState` where it is not the machine's first state), nor the toast
    // and notification, whose probes show the message (`state: .shown`) to dismiss it.
    let component = try #require(Catalog.registry[name])
    guard !["VToast", "VNotification"].contains(name),
      let configured = component.definition as? any ConfiguredComponent.Type
    else { return }
    func check<C: ConfiguredComponent>(_ type: C.Type) {
      guard let probe = C.callbackProbe else { return }
      let state = probe.make { _ in }.state
      #expect(state == C.initialState, "\(name): `\(C.componentName)(…)` starts \(state), simulate \(C.initialState)")
    }
    check(configured)
  }

  /// Values other than a setting's own: the other choices, the other boolean, zero (or one) for a number.
  func otherValues(than node: StyleNode) -> [JSONValue] {
    switch node {
    case .bool(let b): [.bool(!b)]
    case .choice(let name, let options): options.filter { $0 != name }.map(JSONValue.string)
    case .number(let n, _): [.number(n == 0 ? 1 : 0)]
    default: []
    }
  }

  @Test(arguments: components.map(\.name))
  func contrastPairsAndTargetSizePathsResolveInEveryState(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    for state in component.states {
      let style = tree.resolved(for: state)
      for pair in component.contrastPairs {
        #expect(AccessibilityAudit.contrast(of: pair, in: style, environment: .standard) != nil, "\(pair)")
      }
      for path in component.targetSize?.paths ?? [] {
        guard case .number? = style[path] else {
          Issue.record("\(name): target size path \(path) is not a number in \(state.name)")
          continue
        }
      }
    }
  }

  @Test(arguments: components.map(\.name))
  func aDisabledControlNeverFiresNorChangesItsValue(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let machine = try #require(MachineCatalog.all.first { $0.machineType == component.machineName })
    let canBeDisabled = component.states.contains { state in
      component.dimensionNames.contains { state.caseName(for: $0) == "disabled" }
    }
    // A component without a disabled state (a modal, an indicator) has no way to be disabled; every other one must
    // take `enabledChanged(false)`.
    #expect(machine.alphabet.contains("enabledChanged(false)") == canBeDisabled, "\(name)")
    guard canBeDisabled else { return }
    let events = ["enabledChanged(false)"] + machine.alphabet.filter { $0 != "enabledChanged(true)" }
    let steps = try component.simulate(events: events, tree: component.defaultTree())
    for step in steps.dropFirst() {
      let fired = step.outputs.filter { $0 != .focusLost }
      #expect(fired.isEmpty, "\(name): \(step.event) reported \(fired) while disabled")
    }
  }

  @Test(arguments: components.map(\.name))
  func accessibilityDescribesEveryState(name: String) throws {
    let component = try #require(Catalog.registry[name])
    for state in component.states {
      // Disabled in any dimension: a paged view's phase (`PagingPhase.disabled`) as well as an interaction.
      let disabled = component.dimensionNames.contains { state.caseName(for: $0) == "disabled" }
      let description = AccessibilityDescription(role: component.role, label: "Label", state: StateName(state))
      #expect(description.label == "Label")
      #expect(description.traits.contains(.notEnabled) == disabled)
    }
  }
}

/// A component state known only by its selection (for type-erased tests).
struct StateName: ComponentState {
  var selection: StateSelection
  init(_ selection: StateSelection) { self.selection = selection }
  static var allStates: [StateName] { [] }
  static var dimensionNames: [String] { [] }
}
