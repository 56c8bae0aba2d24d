import DesignKit
import Testing

@Suite struct ThemeDiffTests {
  func theme(_ text: String) throws -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": text])).load(file: "p.json")
  }

  static var brand: Theme { get throws { try PresetLoader().load(file: RepoPaths.model("brand.json")) } }
  static var compact: Theme { get throws { try PresetLoader().load(file: RepoPaths.model("compact.json")) } }

  /// One cell of a difference: what a row stands for, expanded.
  struct Cell: Hashable {
    var component, path, state, environment, a, b: String
  }

  /// Every (component, leaf, state, environment) whose resolved values differ, found the slow way.
  func bruteForce(_ a: Theme, _ b: Theme) throws -> Set<Cell> {
    var cells: Set<Cell> = []
    for c in Catalog.registry.components {
      for state in c.states {
        for environment in ThemeDiff.lightAndDark {
          let left = try a.resolve(c.name, state: state.name, in: environment)
          let right = try b.resolve(c.name, state: state.name, in: environment)
          for leaf in left.leaves where right.value(at: leaf.path.split(separator: ".").map(String.init)) != leaf.value
          {
            let other = right.value(at: leaf.path.split(separator: ".").map(String.init)) ?? .object([])
            cells.insert(
              Cell(
                component: c.name, path: leaf.path, state: state.name, environment: ThemeDiff.label(for: environment),
                a: "\(leaf.value)", b: "\(other)"))
          }
        }
      }
    }
    return cells
  }

  func expand(_ rows: [ThemeDifference]) -> [Cell] {
    rows.flatMap { row in
      row.states.flatMap { state in
        row.environments.map { environment in
          Cell(
            component: row.component, path: row.path, state: state.name,
            environment: ThemeDiff.label(for: environment), a: "\(row.a)", b: "\(row.b)")
        }
      }
    }
  }

  @Test func aThemeHasNoDifferencesWithItself() throws {
    #expect(try ThemeDiff().diff(Theme.default, Theme.default).isEmpty)
    #expect(try ThemeDiff().diff(Self.brand, Self.brand).isEmpty)
    #expect(try ThemeDiff().diff(Theme.default, theme(##"{"components": {"VToggle": {}}}"##)).isEmpty)
  }

  @Test(arguments: [("default", "brand"), ("brand", "compact"), ("compact", "default")])
  func rowsCoverExactlyTheDifferingCellsOnce(pair: (String, String)) throws {
    func load(_ name: String) throws -> Theme {
      name == "default" ? Theme.default : try PresetLoader().load(file: RepoPaths.model(name + ".json"))
    }
    let a = try load(pair.0)
    let b = try load(pair.1)
    let rows = try ThemeDiff().diff(a, b)
    let cells = expand(rows)
    #expect(Set(cells).count == cells.count, "a cell appears in two rows")
    #expect(Set(cells) == (try bruteForce(a, b)))
    #expect(!rows.isEmpty)
    for row in rows {
      let component = try #require(Catalog.registry[row.component])
      #expect(row.isEveryState == (row.states.count == component.states.count))
    }
  }

  @Test func aChangeSharedByEveryStateAndSchemeIsOneRow() throws {
    let b = try theme(##"{"components": {"VTextField": {"layout": {"cornerRadius": 3}}}}"##)
    let rows = try ThemeDiff().diff(Theme.default, b)
    #expect(
      rows == [
        ThemeDifference(
          component: "VTextField", path: "layout.cornerRadius",
          states: try #require(Catalog.registry["VTextField"]).states, isEveryState: true,
          environments: ThemeDiff.lightAndDark, a: .number(12), b: .number(3))
      ])
    let lines = ThemeDiff().lines(for: rows, registry: Catalog.registry)
    #expect(lines == ["VTextField", "  layout.cornerRadius  every state  light, dark  12 → 3"])
  }

  @Test func swappingTheThemesSwapsTheValues() throws {
    let forward = try ThemeDiff().diff(Theme.default, Self.brand)
    let backward = try ThemeDiff().diff(Self.brand, Theme.default)
    #expect(forward.count == backward.count)
    #expect(zip(forward, backward).allSatisfy { $0.a == $1.b && $0.b == $1.a && $0.path == $1.path })
  }

  @Test func textRowsAreAlignedAndGroupedByComponent() throws {
    // The first three components alone, so the column widths do not depend on what else is registered.
    let first = ["VPrimaryButton", "VToggle", "VTextField"]
    let rows = try ThemeDiff().diff(Theme.default, Self.brand).filter { first.contains($0.component) }
    let lines = ThemeDiff().lines(for: rows, registry: Catalog.registry)
    #expect(lines.filter { !$0.hasPrefix(" ") } == first)
    let arrows = Set(
      lines.filter { $0.hasPrefix(" ") }.compactMap { line in
        line.firstIndex(of: "#").map { line.distance(from: line.startIndex, to: $0) }
      })
    #expect(arrows.count == 1, "values start in one column")
    #expect(
      lines.contains("  colors.focusRing            *+focused                           light        #006EE6 → #5856D6")
    )
    #expect(
      lines.contains("  colors.border               none+focused                        light        #006EE6 → #5856D6")
    )
    #expect(lines.contains("  layout.cornerRadius         every state                         light, dark  12 → 14"))
  }

  @Test func environmentsAreConfigurable() throws {
    let b = try theme(
      ##"{"components": {"VPrimaryButton": {"colors": {"title": {"light": "#000", "dark": "#FFF", "darkIncreasedContrast": "#EEE"}}}}}"##
    )
    let increased = StyleEnvironment(colorScheme: .dark, contrast: .increased)
    let rows = try ThemeDiff().diff(Theme.default, b, environments: [StyleEnvironment(colorScheme: .dark), increased])
    #expect(rows.count == 1)
    #expect(rows.first?.environments == [increased])
    #expect(rows.first.map { ThemeDiff.label(for: $0.environments[0]) } == "dark increased-contrast")
    #expect(rows.first?.b == .color(Color(white255: 238)))
  }

  @Test func jsonRowsCarryStatesEnvironmentsAndBothValues() throws {
    let rows = try ThemeDiff().diff(Theme.default, Self.brand)
    let json = ThemeDiff().json(for: rows)
    guard case .array(let items) = json.kind else {
      Issue.record("not an array")
      return
    }
    #expect(items.count == rows.count)
    // The primary button's first row: the components before it in the registry have rows of their own.
    let index = try #require(rows.firstIndex { $0.component == "VPrimaryButton" })
    let first = items[index]
    #expect(first["component"]?.stringValue == "VPrimaryButton")
    #expect(first["path"]?.stringValue == "layout.cornerRadius")
    #expect(first["everyState"] == .bool(true))
    #expect(first["environments"] == .array([.string("light"), .string("dark")]))
    #expect(first["a"] == .number(12) && first["b"] == .number(14))
    #expect(first["states"].flatMap { if case .array(let a) = $0.kind { a.count } else { nil } } == 5)
  }

  @Test func aComponentTheOtherThemeLacksIsADiagnostic() throws {
    let partial = Theme(registry: ComponentRegistry(Array(Catalog.registry.components.prefix(1))))
    #expect(throws: Diagnostic.self) { try ThemeDiff().diff(Theme.default, partial) }
  }
}
