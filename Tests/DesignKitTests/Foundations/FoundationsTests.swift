import DesignKit
import Testing

@Suite struct FoundationsTests {
  static let purple = AdaptiveColor(Color(rgb255: 88, 86, 214))

  static func load(_ files: [String: String], entry: String = "p.json") throws(DiagnosticList) -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(files)).load(file: entry)
  }

  static func diagnostics(_ text: String) -> [Diagnostic] {
    do {
      _ = try load(["p.json": text])
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// The leaves of a tree that hold `color` (an adaptive color equal to it).
  static func paths(holding color: AdaptiveColor, in tree: StyleNode) -> [String] {
    tree.leafNodes().filter { $0.node == .color(color) }.map(\.name)
  }

  @Test(arguments: Catalog.registry.names)
  func aOneLineThemeChangeRestylesEveryFieldThatUsesTheRole(name: String) throws {
    let component = try #require(Catalog.registry[name])
    var foundations = Foundations()
    foundations.colors.primary = Self.purple
    let before = try component.defaultTree()
    let after = try component.defaultTree(for: foundations)
    for path in Self.paths(holding: Foundations().colors.primary, in: before) {
      #expect(after.leafNodes().first { $0.name == path }?.node == .color(Self.purple), "\(name).\(path)")
    }
    // The same through a preset's theme section, as written in the issue.
    let theme = try Self.load(["p.json": ##"{"theme": {"colors": {"primary": "#5856D6"}, "spacingUnit": 6}}"##])
    #expect(try theme.tree(for: name) == component.defaultTree(for: theme.foundations))
  }

  @Test func theAccentReachesEveryControlThatUsesIt() throws {
    let users = try Catalog.registry.components.filter {
      !Self.paths(holding: Foundations().colors.primary, in: try $0.defaultTree()).isEmpty
    }
    #expect(users.count >= 3)
  }

  @Test func paddingsAreMultiplesOfTheSpacingUnit() throws {
    var foundations = Foundations()
    foundations.spacingUnit = 6
    let button = VPrimaryButtonModel(foundations: foundations)
    // The lab: vertical padding 1.5 ×, horizontal 2 × the spacing unit.
    #expect(button.layout.contentMargins == Insets(horizontal: 12, vertical: 9))
    #expect(VPrimaryButtonModel().layout.contentMargins == Insets(horizontal: 16, vertical: 12))
    #expect(VPrimaryButtonModel(foundations: Foundations()) == VPrimaryButtonModel())
  }

  @Test func deliberateDifferencesFromVComponentsArePinned() {
    let button = VPrimaryButtonModel()
    // The theme's radius (12) instead of VComponents' 20; the lab's semibold body (17) instead of 16.
    #expect(button.layout.cornerRadius.points(on: .iOS) == 12)
    #expect(button.fonts.title[.iOS] == Font(size: 17, weight: .semibold, textStyle: .body))
    // An accent white text reads on at AA (VComponents' 24,126,240 gives 3.98:1).
    let accent = Foundations().colors.primary
    #expect(Color.white.contrastRatio(on: accent.light) >= 4.5)
    #expect(Color.white.contrastRatio(on: accent.dark) >= 4.5)
  }

  @Test func componentChangesStillWinOverTheTheme() throws {
    let theme = try Self.load([
      "p.json": ##"""
      {"theme": {"colors": {"primary": "#5856D6"}},
       "components": {"VToggle": {"colors": {"fill": {"on": {"enabled": "#FF0000"}}}}}}
      """##
    ])
    let toggle = try theme.model(for: VToggle.self)
    #expect(toggle.colors.fill[.on][.enabled] == AdaptiveColor(Color(rgb255: 255, 0, 0)))
    // The pressed track keeps the theme's accent (the thumb's stretch is the pressed look).
    #expect(toggle.colors.fill[.on][.pressed] == Self.purple)
  }

  @Test func aChildThemeReDerivesTheDefaultsUnderItsParentsComponentChanges() throws {
    let theme = try Self.load(
      [
        "base.json": ##"{"components": {"VPrimaryButton": {"layout": {"minHeight": 44}}}}"##,
        "child.json": ##"{"extends": "base.json", "theme": {"colors": {"primary": "#5856D6"}, "cornerRadius": 4}}"##,
      ], entry: "child.json")
    let button = try theme.model(for: VPrimaryButton.self)
    #expect(button.layout.minHeight == 44)
    #expect(button.layout.cornerRadius.points(on: .iOS) == 4)
    #expect(button.colors.background[.enabled] == Self.purple)
  }

  @Test func themeValuesMayReferenceTokens() throws {
    let theme = try Self.load([
      "p.json": ##"{"tokens": {"color": {"brand": "#5856D6"}}, "theme": {"colors": {"primary": "{color.brand}"}}}"##
    ])
    #expect(theme.foundations.colors.primary == Self.purple)
  }

  @Test func badThemeSectionsArePositionedErrors() throws {
    let d = Self.diagnostics(##"{"theme": {"colors": {"primry": "#5856D6"}, "spacingUnit": -1}}"##)
    #expect(d.count == 2)
    #expect(d.first?.kind == .unknownKey)
    #expect(d.first?.path.description == "theme.colors.primry")
    #expect(d.first?.suggestions.contains("primary") == true, "\(d)")
    #expect(d.last?.kind == .invalidValue)
    #expect(d.last?.path.description == "theme.spacingUnit")
  }

  @Test func presetsDefineNamedRulesPerComponent() throws {
    let theme = try Self.load([
      "p.json": ##"{"rules": {"VPrimaryButton.destructive": {"colors": {"background": "#8C1D18"}}}}"##
    ])
    #expect(theme.rules.keys.map(\.description) == ["VPrimaryButton.destructive"])
    let d = Self.diagnostics(##"{"rules": {"VPrimaryButon.destructive": {}, "destructive": {}}}"##)
    #expect(d.map(\.kind) == [.unknownComponent, .invalidValue])
    #expect(d.first?.message.contains("did you mean `VPrimaryButton`?") == true)
    let wrong = Self.diagnostics(##"{"rules": {"VPrimaryButton.destructive": {"colors": {"backgrund": "#000"}}}}"##)
    #expect(wrong.first?.path.description == "rules.VPrimaryButton.destructive.colors.backgrund")
  }

  @Test func theBuiltInPresetsUseTheTheme() throws {
    let brand = try PresetLoader().load(file: RepoPaths.model("brand.json"))
    #expect(brand.foundations.colors.primary.light == Color(rgb255: 88, 86, 214))
    let indigo = try PresetLoader().load(file: RepoPaths.model("indigo-rounded.json"))
    // Restyled through the theme alone: no component changes, every component follows.
    #expect(indigo.componentLayers.isEmpty)
    for component in Catalog.registry.components {
      #expect(try indigo.tree(for: component.name) != component.defaultTree(), "\(component.name)")
    }
  }
}
