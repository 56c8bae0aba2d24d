import DesignKit
import Testing

/// A component's tree offers a value only for the states its machine can show: a text field is never pressed, so it
/// has no pressed text color to set, and a preset that sets one is told which states there are.
@Suite struct ReachableCellsTests {
  @Test(arguments: Catalog.registry.components.map(\.name))
  func everyTableCellOfAComponentsOwnModelIsAStateItShows(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let shown = Set(component.states.flatMap { $0.cases.map { "\($0.0).\($0.1)" } })
    let dimensions = Set(component.dimensionNames)
    func check(_ node: StyleNode, _ path: [String], isBelowRoot: Bool) {
      switch node {
      case .object(let fields):
        // An embedded component's model (a dialog's button) follows that component's states.
        if isBelowRoot, Set(fields.map(\.name)) == ["layout", "colors", "fonts", "animations", "misc"] { return }
        for field in fields {
          check(
            field.node, path + [field.name], isBelowRoot: !component.typeNames.contains(field.name) || !path.isEmpty)
        }
      case .table(let table):
        if dimensions.contains(table.dimension) {
          for entry in table.entries {
            #expect(
              shown.contains("\(table.dimension).\(entry.name)"),
              "\(name): `\((path + [entry.name]).joined(separator: "."))` is a state the component never shows")
          }
        }
        for entry in table.entries { check(entry.node, path + [entry.name], isBelowRoot: true) }
      default:
        break
      }
    }
    check(try component.defaultTree(), [], isBelowRoot: false)
  }

  @Test func aPresetSettingAStateTheComponentNeverShowsIsAnErrorListingTheStatesItHas() throws {
    let json = ##"{"components": {"VTextField": {"colors": {"text": {"pressed": "#FF0000"}}}}}"##
    let loader = PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": json]))
    #expect {
      try loader.load(file: "p.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("`pressed` at `components.VTextField.colors.text` names a state this component never shows")
        && text.contains("components.VTextField.colors.text")
        && text.contains("enabled, hovered, focused, disabled")
    }
    // The text field still decodes, draws and exports: its tree and model agree in every state it shows.
    let component = try #require(Catalog.registry["VTextField"])
    let tree = try component.defaultTree()
    #expect(tree.node(at: ["colors", "text", "pressed"]) == nil)
    #expect(try component.tree(of: component.model(from: tree)) == tree)
  }
}
