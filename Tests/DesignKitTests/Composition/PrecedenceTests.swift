import DesignKit
import Testing

/// The precedence rule of `Composition` (reference: theming.md §5), one test per level and per consequence.
@Suite struct PrecedenceTests {
  static let red = "#D70015"
  static let darkRed = "#8C1D18"

  static func theme(_ preset: String = "{}") throws -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset])).load(file: "p.json")
  }

  /// The resolved nodes of a composition document under a preset, by id.
  static func resolve(_ document: String, preset: String = "{}", environment: StyleEnvironment = .standard) throws
    -> [String: ResolvedNode]
  {
    let theme = try theme(preset)
    let doc = try CompositionDocument(Array(document.utf8), file: "screen.json", theme: theme)
    let nodes = try Composition(theme: theme, environment: environment).resolve(doc.root)
    return Dictionary(nodes.map { ($0.id ?? $0.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  static func diagnostics(_ document: String, preset: String = "{}") -> [Diagnostic] {
    do {
      _ = try resolve(document, preset: preset)
      return []
    } catch let error as DiagnosticList {
      return error.diagnostics
    } catch {
      return []
    }
  }

  static func color(_ hex: String) -> ResolvedStyle { .color(Color(hex: hex) ?? .clear) }

  @Test func theDerivedDefaultFollowsTheFoundations() throws {
    let nodes = try Self.resolve(
      ##"{"children": [{"component": "VPrimaryButton", "id": "b"}]}"##,
      preset: ##"{"theme": {"colors": {"primary": "#5856D6"}}}"##)
    #expect(nodes["b"]?.style["colors.background"] == Self.color("#5856D6"))
    #expect(nodes["b"]?.sources["colors.background"] == "default")
  }

  @Test func thePresetsComponentChangeBeatsTheDerivedDefault() throws {
    let preset =
      ##"{"theme": {"cornerRadius": 4}, "components": {"VPrimaryButton": {"layout": {"cornerRadius": 20}}}}"##
    let nodes = try Self.resolve(##"{"children": [{"component": "VPrimaryButton", "id": "b"}]}"##, preset: preset)
    #expect(nodes["b"]?.style["layout.cornerRadius"] == .number(20))
    #expect(nodes["b"]?.sources["layout.cornerRadius"] == "preset default components.VPrimaryButton")
  }

  @Test func aScopesCategoryConfigurationBeatsThePresetInsideItsSubtreeOnly() throws {
    let nodes = try Self.resolve(
      ##"""
      {"children": [
        {"scope": {"config": {"buttons": {"layout": {"minHeight": 40}}}},
         "children": [{"component": "VPrimaryButton", "id": "inside"}]},
        {"component": "VPrimaryButton", "id": "outside"}]}
      """##, preset: ##"{"components": {"VPrimaryButton": {"layout": {"minHeight": 60}}}}"##)
    #expect(nodes["inside"]?.style["layout.minHeight"] == .number(40))
    #expect(nodes["inside"]?.sources["layout.minHeight"] == "config buttons @ scope /children/0")
    #expect(nodes["outside"]?.style["layout.minHeight"] == .number(60))
  }

  @Test func nestedScopesMergePerField() throws {
    let nodes = try Self.resolve(
      ##"""
      {"scope": {"config": {"buttons": {"layout": {"minHeight": 40, "cornerRadius": 6}}}},
       "children": [{"scope": {"config": {"buttons": {"layout": {"minHeight": 30}}}},
                     "children": [{"component": "VPrimaryButton", "id": "b"}]}]}
      """##)
    #expect(nodes["b"]?.style["layout.minHeight"] == .number(30))
    #expect(nodes["b"]?.style["layout.cornerRadius"] == .number(6))
  }

  static let destructivePreset =
    ##"{"rules": {"VPrimaryButton.destructive": {"colors": {"background": "#D70015", "title": "#000000"}}}}"##

  @Test func aScopeRefinesARuleForItsSubtreeAndTheInstanceStillWins() throws {
    let nodes = try Self.resolve(
      ##"""
      {"children": [
        {"scope": {"rules": {"VPrimaryButton.destructive": {"colors": {"background": "#8C1D18"}}}},
         "children": [
           {"component": "VPrimaryButton", "id": "scoped", "rules": ["destructive"]},
           {"component": "VPrimaryButton", "id": "local", "rules": ["destructive"],
            "model": {"colors": {"background": "#000000"}}}]},
        {"component": "VPrimaryButton", "id": "elsewhere", "rules": ["destructive"]}]}
      """##, preset: Self.destructivePreset)
    #expect(nodes["scoped"]?.style["colors.background"] == Self.color(Self.darkRed))
    #expect(nodes["scoped"]?.style["colors.title"] == Self.color("#000000"))
    #expect(nodes["scoped"]?.sources["colors.background"] == "rule destructive @ scope /children/0")
    #expect(nodes["scoped"]?.sources["colors.title"] == "rule destructive @ preset default")
    #expect(nodes["elsewhere"]?.style["colors.background"] == Self.color(Self.red))
    // A local choice beats the shared rule; the rule's other fields stay.
    #expect(nodes["local"]?.style["colors.background"] == Self.color("#000000"))
    #expect(nodes["local"]?.style["colors.title"] == Self.color("#000000"))
    #expect(nodes["local"]?.sources["colors.background"] == "instance")
  }

  @Test func anAdjacentSubtreeKeepsItsOwnAndSiblingOrderDoesNotMatter() throws {
    let a =
      ##"{"scope": {"config": {"buttons": {"layout": {"minHeight": 30}}}}, "children": [{"component": "VPrimaryButton", "id": "a"}]}"##
    let b = ##"{"children": [{"component": "VPrimaryButton", "id": "b", "state": "pressed"}]}"##
    let alone = try Self.resolve(##"{"children": [\##(b)]}"##)
    let both = try Self.resolve(##"{"children": [\##(a), \##(b)]}"##)
    let swapped = try Self.resolve(##"{"children": [\##(b), \##(a)]}"##)
    #expect(both["b"]?.style == alone["b"]?.style)
    #expect(swapped["b"]?.style == alone["b"]?.style)
    #expect(both["a"]?.style == swapped["a"]?.style)
    #expect(both["a"]?.style["layout.minHeight"] == .number(30))
  }

  @Test func presentedContentResolvesInItsPresentersScopes() throws {
    let nodes = try Self.resolve(
      ##"""
      {"scope": {"config": {"buttons": {"layout": {"minHeight": 30}}}, "environment": {"colorScheme": "dark"}},
       "children": [{"component": "VToggle", "id": "presenter",
         "presents": [
           {"component": "VPrimaryButton", "id": "content"},
           {"scope": {"config": {"buttons": {"layout": {"cornerRadius": 2}}}},
            "children": [{"component": "VPrimaryButton", "id": "inner"}]}]},
         {"component": "VPrimaryButton", "id": "beside"}]}
      """##)
    #expect(nodes["content"]?.style["layout.minHeight"] == .number(30))
    #expect(nodes["content"]?.environment.colorScheme == .dark)
    #expect(nodes["inner"]?.style["layout.cornerRadius"] == .number(2))
    #expect(nodes["content"]?.style["layout.cornerRadius"] == .number(12))
    #expect(nodes["beside"]?.style["layout.cornerRadius"] == .number(12))
  }

  @Test func aRuleBeatsANearerCategoryConfigurationAndALaterRuleBeatsAnEarlierOne() throws {
    let nodes = try Self.resolve(
      ##"""
      {"scope": {"rules": {"VPrimaryButton.destructive": {"layout": {"minHeight": 60}},
                           "VPrimaryButton.compact": {"layout": {"minHeight": 36}}}},
       "children": [{"scope": {"config": {"buttons": {"layout": {"minHeight": 30}}}},
         "children": [
           {"component": "VPrimaryButton", "id": "one", "rules": ["destructive"]},
           {"component": "VPrimaryButton", "id": "two", "rules": ["destructive", "compact"]},
           {"component": "VPrimaryButton", "id": "three", "rules": ["compact", "destructive"]}]}]}
      """##)
    #expect(nodes["one"]?.style["layout.minHeight"] == .number(60))
    #expect(nodes["two"]?.style["layout.minHeight"] == .number(36))
    #expect(nodes["three"]?.style["layout.minHeight"] == .number(60))
  }

  @Test func unknownRulesAndCategoriesAreErrorsWithSuggestions() throws {
    let rule = Self.diagnostics(
      ##"{"children": [{"component": "VPrimaryButton", "rules": ["destructve"]}]}"##, preset: Self.destructivePreset)
    #expect(rule.count == 1)
    #expect(rule.first?.kind == .unknownRule)
    #expect(rule.first?.path.description == "children[0].rules[0]")
    #expect(rule.first?.location.line == 1)
    #expect(rule.first?.location.column == 57)
    #expect(rule.first?.suggestions == ["destructive"])
    let category = Self.diagnostics(##"{"scope": {"config": {"buton": {"layout": {"minHeight": 1}}}}}"##)
    #expect(category.first?.kind == .unknownKey)
    #expect(category.first?.suggestions.contains("buttons") == true)
    let key = Self.diagnostics(##"{"scope": {"config": {"buttons": {"layout": {"hieght": 1}}}}}"##)
    #expect(key.first?.path.description == "scope.config.buttons.layout.hieght")
  }

  @Test func resolutionIsDeterministicAndIndependentOfKeyOrder() throws {
    let one = try Self.resolve(
      ##"{"children": [{"id": "b", "component": "VPrimaryButton", "model": {"layout": {"minHeight": 1, "cornerRadius": 2}}}]}"##
    )
    let two = try Self.resolve(
      ##"{"children": [{"model": {"layout": {"cornerRadius": 2, "minHeight": 1}}, "component": "VPrimaryButton", "id": "b"}]}"##
    )
    #expect(one["b"]?.style == two["b"]?.style)
    #expect(one["b"]?.sources == two["b"]?.sources)
  }

  @Test func adaptiveColorsResolveAfterTheWinnerIsChosen() throws {
    let document =
      ##"{"children": [{"component": "VPrimaryButton", "id": "b", "model": {"colors": {"background": "#123456"}}}]}"##
    for scheme in StyleEnvironment.ColorScheme.allCases {
      let nodes = try Self.resolve(document, environment: StyleEnvironment(colorScheme: scheme))
      #expect(nodes["b"]?.style["colors.background"] == Self.color("#123456"))
    }
  }

  @Test func swiftCompositionsFollowTheSameRule() throws {
    let scope = CompositionScope().rule("destructive", for: VPrimaryButton.self) {
      $0.colors.background = .init(AdaptiveColor(Color(rgb255: 140, 29, 24)))
      $0.layout.minHeight = 60
    }.configure("buttons", VPrimaryButtonModel.self) { $0.layout.minHeight = 30 }
    let root = CompositionNode.container([
      CompositionNode(VPrimaryButton.self, id: "delete", rules: ["destructive"]) { $0.layout.cornerRadius = 8 },
      CompositionNode(VPrimaryButton.self, id: "plain"),
    ]).scope(scope)
    let nodes = try Composition(theme: .default).resolve(root)
    let delete = try #require(nodes.first { $0.id == "delete" })
    #expect(delete.style["colors.background"] == Self.color(Self.darkRed))
    #expect(delete.style["layout.minHeight"] == .number(60))
    #expect(delete.style["layout.cornerRadius"] == .number(8))
    #expect(delete.sources["layout.cornerRadius"] == "instance")
    let plain = try #require(nodes.first { $0.id == "plain" })
    #expect(plain.style["layout.minHeight"] == .number(30))
  }

  @Test func aScopesValidationReachesTheFieldsInsideOnly() throws {
    let nodes = try Self.resolve(
      ##"""
      {"children": [
        {"scope": {"environment": {"validation": "error"}},
         "children": [{"component": "VTextField", "id": "email"}, {"component": "VToggle", "id": "terms"}]},
        {"component": "VTextField", "id": "name"}]}
      """##)
    #expect(nodes["email"]?.state == "error+enabled")
    #expect(nodes["terms"]?.state == "off+enabled")
    #expect(nodes["name"]?.state == "none+enabled")
  }
}

extension PrecedenceTests {
  @Test func everyStateResolvesEachNodeOnceModelInEveryStateOfItsComponent() throws {
    let theme = try Self.theme()
    let doc = try CompositionDocument(
      Array(##"{"children": [{"component": "VToggle", "id": "t", "model": {"layout": {"cornerRadius": 3}}}]}"##.utf8),
      theme: theme)
    let nodes = try Composition(theme: theme).resolve(doc.root, everyState: true)
    let toggle = try #require(Catalog.registry["VToggle"])
    #expect(nodes.map(\.state) == toggle.stateNames)
    #expect(
      nodes.allSatisfy {
        $0.style["layout.cornerRadius"] == .number(3) && $0.sources["layout.cornerRadius"] == "instance"
      })
  }
}
