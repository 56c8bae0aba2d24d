import DesignKit
import Foundation
import Testing

/// A model of an 8.1 component not registered yet (issue 25: its drawing comes later), with the machine it will use;
/// the registry battery covers it once it is registered.
struct PendingModel: Sendable, CustomTestStringConvertible {
  var name: String
  var defaultTree: @Sendable () throws -> StyleNode
  /// Tree → model → tree, the tree's JSON through Foundation's decoder, and an empty preset: all the default model.
  var roundTrips: @Sendable () throws -> Bool
  /// The tree of the model a partial preset describes.
  var decodePreset: @Sendable (String) throws -> StyleNode
  /// The model's tree with `foundations`.
  var treeFor: @Sendable (Foundations) throws -> StyleNode
  /// The state dimensions and states of its machine's visual state.
  var dimensionNames: [String]
  var states: [StateSelection]

  var testDescription: String { name }

  init<M: ComponentModel, Machine: ExplorableMachine>(_ model: M.Type, on machine: Machine.Type) {
    name = M.typeName
    defaultTree = { try StyleTreeEncoder.node(for: M()) }
    roundTrips = {
      let tree = try StyleTreeEncoder.node(for: M())
      let back = try StyleTreeEncoder.node(for: StyleTreeDecoder.value(M.self, from: tree))
      let text = JSONWriter().string(tree.json)
      let viaFoundation = try JSONDecoder().decode(M.self, from: Data(text.utf8))
      let viaPreset = try PresetDecoder().decode(M.self, from: "{}")
      return back == tree && viaFoundation == M() && viaPreset == M()
    }
    decodePreset = { try StyleTreeEncoder.node(for: PresetDecoder().decode(M.self, from: $0)) }
    treeFor = { try StyleTreeEncoder.node(for: M(foundations: $0)) }
    dimensionNames = Machine.VisualState.dimensionNames
    states = Machine.declaredVisualStates.map(\.selection)
  }
}

/// The models of issue 25's fifteen components: five groups, defaults that round-trip, partial presets over the
/// defaults, state tables keyed by their machine's states, light and dark defaults, and the settings each model
/// hands its machine.
@Suite struct BreadthModelTests {
  static let models: [PendingModel] = [
    PendingModel(VCarouselModel.self, on: PagingMachine.self),
    PendingModel(VDynamicPagerTabViewModel.self, on: PagingMachine.self),
    PendingModel(VStretchedIndicatorStaticPagerTabViewModel.self, on: PagingMachine.self),
    PendingModel(VWrappedIndicatorStaticPagerTabViewModel.self, on: PagingMachine.self),
    PendingModel(VBouncingMarqueeModel.self, on: BouncingMarqueeMachine.self),
    PendingModel(VWrappingMarqueeModel.self, on: WrappingMarqueeMachine.self),
    PendingModel(VRollingCounterModel.self, on: RollingCounterMachine.self),
  ]

  /// Models whose content brings its own colors, so light and dark resolve alike.
  static let colorless: Set<String> = ["VCarouselModel", "VBouncingMarqueeModel", "VWrappingMarqueeModel"]

  /// Issue 25's fifteen components.
  static let issueComponents: Set<String> = [
    "VRectangularCaptionButton", "VStretchedToggleButton", "VWrappedToggleButton", "VRectangularToggleButton",
    "VTextView", "VCodeEntryView", "VCarousel", "VDynamicPagerTabView", "VStretchedIndicatorStaticPagerTabView",
    "VWrappedIndicatorStaticPagerTabView", "VNotification", "VFetchingAsyncImage", "VBouncingMarquee",
    "VWrappingMarquee", "VRollingCounter",
  ]

  @Test func everyComponentOfTheIssueIsPendingHereOrRegisteredNotBoth() {
    let pending = Set(Self.models.map { String($0.name.dropLast("Model".count)) })
    #expect(pending.isSubset(of: Self.issueComponents))
    for component in Self.issueComponents {
      let registered = Catalog.registry[component] != nil
      #expect(registered != pending.contains(component), "\(component): registered \(registered)")
    }
  }

  @Test(arguments: models)
  func hasTheFiveGroups(_ model: PendingModel) throws {
    let tree = try model.defaultTree()
    #expect(tree.fields?.map(\.name) == ["layout", "colors", "fonts", "animations", "misc"])
  }

  @Test(arguments: models)
  func defaultsRoundTripThroughTreeJSONAndAnEmptyPreset(_ model: PendingModel) throws {
    #expect(try model.roundTrips())
  }

  @Test(arguments: models)
  func aPartialPresetChangesOneLeafAndKeepsTheRest(_ model: PendingModel) throws {
    let tree = try model.defaultTree()
    let leaves = leafPaths(tree)
    // The first number of the model: a preset that sets it one higher changes it alone.
    let (path, leaf) = try #require(leaves.first { if case .number = $0.1 { true } else { false } })
    guard case .number(let value, _) = leaf else { return }
    let json = path.reversed().reduce(JSONWriter.format(value + 1)) { inner, key in "{\"\(key)\": \(inner)}" }
    let changed = leafPaths(try model.decodePreset(json))
    #expect(changed.count == leaves.count)
    let differing = zip(leaves, changed).filter { $0.0.1 != $0.1.1 }.map(\.0.0)
    #expect(differing == [path], "\(json)")
  }

  @Test(arguments: models)
  func aPresetWithAnUnknownKeyIsADiagnostic(_ model: PendingModel) throws {
    let diagnostics = expectedDiagnostics { _ = try model.decodePreset(#"{"layout": {"notAField": 1}}"#) }
    #expect(diagnostics.first?.kind == .unknownKey, "\(diagnostics)")
  }

  @Test(arguments: models)
  func tablesAreKeyedByTheMachinesStatesAndEveryStateResolves(_ model: PendingModel) throws {
    let tree = try model.defaultTree()
    #expect(tree.tableDimensions.isSubset(of: Set(model.dimensionNames)), "\(tree.tableDimensions)")
    for state in model.states {
      for scheme in StyleEnvironment.ColorScheme.allCases {
        let style = tree.resolved(for: state, in: StyleEnvironment(colorScheme: scheme))
        #expect(!style.leaves.isEmpty)
        for leaf in style.leaves { if case .object = leaf.value { Issue.record("object leaf at \(leaf.path)") } }
      }
    }
  }

  @Test(arguments: models)
  func lightAndDarkDefaultsDiffer(_ model: PendingModel) throws {
    let tree = try model.defaultTree()
    let state = try #require(model.states.first)
    let light = tree.resolved(for: state, in: StyleEnvironment(colorScheme: .light)).leaves.map(\.value)
    let dark = tree.resolved(for: state, in: StyleEnvironment(colorScheme: .dark)).leaves.map(\.value)
    #expect((light != dark) != Self.colorless.contains(model.name))
  }

  @Test(arguments: models)
  func defaultsFollowTheFoundations(_ model: PendingModel) throws {
    var wide = Foundations()
    wide.spacingUnit *= 2
    wide.colors.primary = AdaptiveColor(Color(hex: 0xFF00FF))
    wide.colors.primaryText = AdaptiveColor(Color(hex: 0x00FF00))
    wide.motion.stateChange = .linear(duration: 3)
    #expect(try model.treeFor(wide) != model.defaultTree())
  }
}
