import DesignKit
import Testing

/// VComponents 8's names: the aliases of renamed components (Swift, presets, compositions, suggestions, the CLI) and
/// the models' named variants (built-in rules from JSON, static members in Swift).
@Suite struct EightNamesTests {
  /// Each alias with the type Swift's alias of the same name stands for.
  static let swiftAliases: [(String, any ComponentDefinition.Type, any ComponentModel.Type)] = [
    ("VStretchedButton", VStretchedButton.self, VStretchedButtonModel.self),
    ("VLoadingStretchedButton", VLoadingStretchedButton.self, VLoadingStretchedButtonModel.self),
    ("VWrappedButton", VWrappedButton.self, VWrappedButtonModel.self),
    ("VRectangularButton", VRectangularButton.self, VRectangularButtonModel.self),
    ("VGroupBox", VGroupBox.self, VGroupBoxModel.self),
    ("VDisclosureGroup", VDisclosureGroup.self, VDisclosureGroupModel.self),
    ("VBottomSheet", VBottomSheet.self, VBottomSheetModel.self),
    ("VAlert", VAlert.self, VAlertModel.self),
  ]

  @Test func swiftsAliasesAreTheRegistrysAliases() throws {
    #expect(Self.swiftAliases.map(\.0) == Catalog.aliases.map(\.alias))
    for (alias, component, model) in Self.swiftAliases {
      let entry = try #require(Catalog.registry[alias], "\(alias)")
      #expect(component.componentName == entry.name, "\(alias)")
      #expect(ObjectIdentifier(model) == ObjectIdentifier(entry.modelType), "\(alias)")
      #expect(entry.name != alias)
    }
  }

  @Test func anAliasIsNeitherAComponentNorTakenTwice() {
    let names = Set(Catalog.registry.names)
    #expect(Catalog.aliases.allSatisfy { !names.contains($0.alias) && names.contains($0.component) })
    #expect(Set(Catalog.aliases.map(\.alias)).count == Catalog.aliases.count)
  }

  @Test(arguments: Catalog.aliases)
  func aPresetChangesAComponentByItsAlias(alias: ComponentAlias) throws {
    let preset = ##"{"components": {"\##(alias.alias)": {}}, "rules": {"\##(alias.alias).mine": {}}}"##
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    #expect(theme.componentLayers.keys.sorted() == [alias.component])
    #expect(theme.rules.keys.map(\.description) == ["\(alias.component).mine"])
  }

  @Test func aPresetChangeByAliasIsWhatTheComponentShows() throws {
    let preset = ##"{"components": {"VWrappedButton": {"layout": {"cornerRadius": 3}}}}"##
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    #expect(try theme.resolve("VSecondaryButton", state: "enabled")["layout.cornerRadius"] == .number(3))
    #expect(try theme.resolve("VWrappedButton", state: "enabled")["layout.cornerRadius"] == .number(3))
  }

  @Test func aCompositionNamesAComponentByItsAliasAndItsPresetChangesApply() throws {
    let preset = ##"{"components": {"VBottomSheet": {"layout": {"cornerRadius": 7}}}}"##
    let nodes = try PrecedenceTests.resolve(
      ##"{"children": [{"component": "VBottomSheet", "id": "s"}, {"component": "VHalfModal", "id": "h"}]}"##,
      preset: preset)
    #expect(nodes["s"]?.style["layout.cornerRadius"] == .number(7))
    #expect(nodes["h"]?.style["layout.cornerRadius"] == .number(7))
  }

  @Test func aMistypedNameSuggestsTheAlias() {
    let diagnostics = expectedDiagnostics { _ = try Catalog.registry.component(named: "VWrapedButton") }
    #expect(diagnostics.first?.suggestions.first == "VWrappedButton")
    let preset = ##"{"components": {"VBotomSheet": {}}}"##
    let loaded = expectedDiagnostics {
      _ = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
        .load(file: "p.json")
    }
    #expect(loaded.first?.suggestions.first == "VBottomSheet")
    #expect(loaded.first?.location.line == 1)
  }

  /// Every variant of every model, as its component's built-in rule.
  static let variants: [String] = Catalog.registry.components.flatMap { c in c.variants.map { "\(c.name).\($0.name)" } }

  @Test(arguments: variants)
  func aVariantLoadsByNameFromJSONAsTheSwiftVariantIs(rule: String) throws {
    let name = try #require(RuleName(rule))
    let entry = try #require(Catalog.registry[name.component])
    let model = try #require(entry.modelType as? any VariantModel.Type)
    let swift = try #require(try entry.tree(of: Self.variant(model, named: name.name)))
    let nodes = try PrecedenceTests.resolve(
      ##"{"children": [{"component": "\##(name.component)", "rules": ["\##(name.name)"], "id": "v"}]}"##)
    let resolved = try #require(nodes["v"])
    let expected = swift.resolved(for: entry.states[0])
    #expect(resolved.style == expected, "\(rule)")
  }

  static func variant<M: VariantModel>(_ type: M.Type, named name: String) -> any ComponentModel {
    M.variant(named: name)
  }

  /// The Swift static members, with the component and variant each one is.
  static let staticMembers: [(any ComponentModel, String, String)] = [
    (VBottomSheetModel.insettedContent, "VBottomSheet", "insettedContent"),
    (VBottomSheetModel.noDragIndicator, "VBottomSheet", "noDragIndicator"),
    (VModalModel.insettedContent, "VModal", "insettedContent"),
    (VSideBarModel.leading, "VSideBar", "leading"),
    (VSideBarModel.trailing, "VSideBar", "trailing"),
    (VSideBarModel.insettedContent, "VSideBar", "insettedContent"),
    (VGroupBoxModel.systemBackgroundColor, "VGroupBox", "systemBackgroundColor"),
    (VDisclosureGroupModel.systemBackgroundColor, "VDisclosureGroup", "systemBackgroundColor"),
    (VTextFieldModel.secure, "VTextField", "secure"),
    (VTextFieldModel.search, "VTextField", "search"),
    (VPageIndicatorModel.vertical, "VPageIndicator", "vertical"),
    (VPrimaryButtonModel.bordered, "VPrimaryButton", "bordered"),
    (VSecondaryButtonModel.bordered, "VSecondaryButton", "bordered"),
    (VSquareButtonModel.bordered, "VSquareButton", "bordered"),
  ]

  @Test func everyVariantHasItsStaticMemberAndEachMemberIsItsVariant() throws {
    #expect(
      Set(Self.staticMembers.map { "\(Catalog.registry.registeredName($0.1)).\($0.2)" }) == Set(Self.variants))
    for (model, component, name) in Self.staticMembers {
      let entry = try #require(Catalog.registry[component])
      let type = try #require(entry.modelType as? any VariantModel.Type)
      #expect(try entry.tree(of: model) == entry.tree(of: Self.variant(type, named: name)), "\(component).\(name)")
    }
  }

  @Test func aVariantAppliesOverThePresetAndAPresetMayRefineIt() throws {
    let preset = ##"""
      {"components": {"VHalfModal": {"layout": {"cornerRadius": 5, "resizeIndicatorSize": {"height": 9}}}},
       "rules": {"VBottomSheet.noDragIndicator": {"colors": {"background": "#FF0000"}}}}
      """##
    let nodes = try PrecedenceTests.resolve(
      ##"{"children": [{"component": "VBottomSheet", "rules": ["noDragIndicator"], "id": "s"}]}"##, preset: preset)
    let style = try #require(nodes["s"]?.style)
    #expect(style["layout.cornerRadius"] == .number(5))
    #expect(style["layout.resizeIndicatorSize.height"] == .number(0))
    #expect(style["colors.background"] == PrecedenceTests.color("#FF0000"))
  }

  @Test func anUnknownRuleListsTheVariants() {
    let diagnostics = PrecedenceTests.diagnostics(
      ##"{"children": [{"component": "VBottomSheet", "rules": ["noDragIndicatr"]}]}"##)
    #expect(diagnostics.first?.suggestions == ["noDragIndicator"])
    #expect(diagnostics.first?.message.contains("insettedContent, noDragIndicator") == true)
  }
}

extension EightNamesTests {
  /// The README and the DocC article each hold the table of both names, row by row as the registry has them.
  @Test(arguments: ["README.md", "Sources/DesignKit/DesignKit.docc/VComponents8Names.md"])
  func theDocsTableListsEveryAlias(file: String) throws {
    let text = try #require(RepoPaths.read(RepoPaths.root + "/" + file))
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `V") && $0.split(separator: "|").count == 2 }
    #expect(
      rows.map(String.init) == Catalog.aliases.map { "| `\($0.component)` | `\($0.alias)` |" },
      "\(file): update its table of 8.x names to `Catalog.aliases`")
  }
}
