import DesignKit
import Testing

/// A composition written in Swift is as strict as one read from a document, and its reports are structured.
@Suite struct SwiftCompositionTests {
  static func diagnostics(_ root: CompositionNode) -> [Diagnostic] {
    do {
      _ = try Composition(theme: .default).resolve(root)
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func anUnknownCategoryIsAnErrorThatNamesTheNearestOne() {
    let root = CompositionNode.container([CompositionNode(VPrimaryButton.self, id: "save")])
      .scope(CompositionScope().configure("button", VPrimaryButtonModel.self) { $0.layout.minHeight = 30 })
    let problems = Self.diagnostics(root)
    #expect(problems.count == 1)
    #expect(problems.first?.suggestions == ["buttons"])
    #expect(problems.first?.message.contains("unknown category `button`") == true)
  }

  @Test func categoriesArePluralLikeFamilies() {
    let categories = Set(Catalog.registry.components.map(\.category))
    #expect(categories.isSuperset(of: ["buttons", "rows", "fields", "cards"]))
    let families = Set(ComponentFamily.allCases.map(\.rawValue))
    #expect(categories.subtracting(families) == ["rows", "fields", "cards"], "\(categories.sorted())")
  }

  @Test func aConfigurationForAnotherModelTypeIsIgnored() throws {
    let root = CompositionNode.container([CompositionNode(VPrimaryButton.self, id: "save")])
      .scope(CompositionScope().configure("buttons", VSecondaryButtonModel.self) { $0.layout.minHeight = 99 })
    let nodes = try Composition(theme: .default).resolve(root)
    let save = try #require(nodes["save"])
    #expect(save.style["layout.minHeight"] != .number(99))
    #expect(save.sources["layout.minHeight"]?.level == .default)
  }

  @Test func swiftRulesAndConfigurationsReadTheFoundationsOfTheNode() throws {
    let scope = CompositionScope().theme { $0.cornerRadius = 3 }
      .rule("round", for: VPrimaryButton.self) { $0.layout.cornerRadius = .init(points: Metrics.cornerRadius * 2) }
      .configure("buttons", VPrimaryButtonModel.self) { $0.layout.minHeight = .init(points: Metrics.cornerRadius * 10) }
    let root = CompositionNode.container([CompositionNode(VPrimaryButton.self, id: "save", rules: ["round"])])
      .scope(scope)
    let save = try #require(try Composition(theme: .default).resolve(root)["save"])
    #expect(save.style["layout.cornerRadius"] == .number(6))
    #expect(save.style["layout.minHeight"] == .number(30))
  }

  @Test func anInstanceEditThatRestatesThePresetsValueIsCreditedToTheInstance() throws {
    let theme = try PrecedenceTests.theme(##"{"components": {"VPrimaryButton": {"layout": {"cornerRadius": 5}}}}"##)
    let root = CompositionNode.container([
      CompositionNode(VPrimaryButton.self, id: "save") { $0.layout.cornerRadius = 5 },
      CompositionNode(VPrimaryButton.self, id: "plain"),
    ])
    let nodes = try Composition(theme: theme).resolve(root)
    #expect(nodes["save"]?.sources["layout.cornerRadius"] == ValueSource(level: .instance))
    #expect(nodes["plain"]?.sources["layout.cornerRadius"]?.level == .preset)
    #expect(nodes["plain"]?.sources["layout.cornerRadius"]?.presetName == "default")
  }

  @Test func sourcesAreStructuredAndPrintAsBefore() throws {
    let scope = CompositionScope().rule("destructive", for: VPrimaryButton.self) { $0.layout.minHeight = 60 }
      .configure("buttons", VPrimaryButtonModel.self) { $0.layout.cornerRadius = 2 }
    let root = CompositionNode.container([
      .container([CompositionNode(VPrimaryButton.self, id: "delete", rules: ["destructive"])]).scope(scope)
    ])
    let delete = try #require(try Composition(theme: .default).resolve(root)["delete"])
    let rule = try #require(delete.sources["layout.minHeight"])
    #expect((rule.level, rule.name, rule.scopePath, rule.presetName) == (.rule, "destructive", "/children/0", nil))
    #expect(rule.description == "rule destructive @ scope /children/0")
    let config = try #require(delete.sources["layout.cornerRadius"])
    #expect((config.level, config.name, config.scopePath) == (.config, "buttons", "/children/0"))
    #expect(delete.json["sources"]?["layout.minHeight"]?["level"] == .string("rule"))
  }

  @Test func aDocumentReportsItsParseAndResolutionProblemsInOnePass() throws {
    let document = ##"""
      {"children": [
        {"component": "VPrimaryButton", "id": "a", "rules": ["missing"]},
        {"component": "VPrimaryButon", "id": "b"}
      ]}
      """##
    let problems = PrecedenceTests.diagnostics(document)
    #expect(problems.contains { $0.kind == .unknownComponent }, "\(problems)")
    #expect(problems.contains { $0.kind == .unknownRule }, "\(problems)")
  }
}
