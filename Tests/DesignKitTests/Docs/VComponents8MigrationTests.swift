import DesignKit
import Foundation
import Testing

/// The VComponents 8 migration path: the deprecated 7.x and 8.x spellings generated from the registry
/// (`Sources/DesignKitCatalog/Migration/`), and the article's table of 8.1's properties, generated from the property
/// comparison (`PropertyComparisonTests.table()`), so none of them is kept by hand.
@Suite struct VComponents8MigrationTests {
  static let folder = RepoPaths.root + "/Sources/DesignKitCatalog/Migration"
  static let models = folder + "/VComponents8+Models.swift"
  static let initializers = folder + "/VComponents8+Initializers.swift"
  static let article = RepoPaths.root + "/Sources/DesignKit/DesignKit.docc/MigratingFromVComponents8.md"
  static let regenerate = "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter VComponents8Migration"
  /// An old spelling: the VComponents version, its model suffix and its initializers' model label.
  struct Spelling {
    var version: String
    var suffix: String
    var label: String
  }
  /// VComponents 7's `UIModel` and `uiModel:`, 8's `Appearance` and `appearance:`.
  static let spellings = [
    Spelling(version: "7", suffix: "UIModel", label: "uiModel"),
    Spelling(version: "8", suffix: "Appearance", label: "appearance"),
  ]

  /// Every component by its name and its 8.x names, with the component each stands for.
  static var names: [(name: String, component: String)] {
    Catalog.registry.components.map { ($0.name, $0.name) } + Catalog.aliases.map { ($0.alias, $0.component) }
  }

  /// The models file: `V<Name>UIModel` and `V<Name>Appearance` for every component and every 8.x name.
  static func modelsText() -> String {
    var text = """
      import DesignKitCore

      // Generated from the registry by `\(regenerate)`: VComponents 7's `…UIModel` and 8's
      // `…Appearance` names of every component's model, deprecated in favour of the model's own name.

      """
    for (name, component) in names {
      for spelling in spellings {
        text += "\n/// VComponents \(spelling.version)'s name of `\(component)Model`.\n"
        text += "@available(*, deprecated, renamed: \"\(component)Model\")\n"
        text += "public typealias \(name)\(spelling.suffix) = \(component)Model\n"
      }
    }
    return text
  }

  /// One parameter of an initializer: its label (`_` when it has none), its name inside and its declaration.
  struct Parameter {
    var label: String
    var name: String
    var declaration: String
  }

  /// The parameters of each `public init(model: …)` in `source`, split at top-level commas.
  static func modelInitializers(in source: String) -> [[Parameter]] {
    source.components(separatedBy: "public init(").dropFirst().compactMap { rest in
      var depth = 0
      var parameters: [String] = []
      var current = ""
      for character in rest {
        if "([<".contains(character) { depth += 1 }
        if ")]>".contains(character) {
          if depth == 0 && character == ")" { break }
          // `->` is no closing bracket.
          if !(character == ">" && current.last == "-") { depth -= 1 }
        }
        if character == "," && depth == 0 {
          parameters.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      parameters.append(current)
      let parsed = parameters.map { text -> Parameter in
        let declaration = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
          .joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let names = declaration.prefix { $0 != ":" }.split(separator: " ").map(String.init)
        return Parameter(label: names.first ?? "", name: names.last ?? "", declaration: declaration)
      }
      return parsed.first?.label == "model" ? parsed : nil
    }
  }

  /// The Swift source declaring `type` (`public struct <type>` at the start of a line), or nil.
  static func source(declaring type: String) -> String? {
    let catalog = RepoPaths.root + "/Sources/DesignKitCatalog"
    let files = FileManager.default.enumerator(atPath: catalog)?.compactMap { $0 as? String } ?? []
    for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("Migration/") {
      guard let text = RepoPaths.read(catalog + "/" + file) else { continue }
      if text.contains("\npublic struct \(type)<") || text.contains("\npublic struct \(type):")
        || text.contains("\npublic struct \(type) ")
      {
        return text
      }
    }
    return nil
  }

  /// The body of `extension <name> {` in the catalog's sources (a generic family's member, `extension VCheckBox`,
  /// whose initializer has the member's own callback label), or nil.
  static func extensionBlock(of name: String) -> String? {
    let catalog = RepoPaths.root + "/Sources/DesignKitCatalog"
    let files = FileManager.default.enumerator(atPath: catalog)?.compactMap { $0 as? String } ?? []
    for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("Migration/") {
      guard let text = RepoPaths.read(catalog + "/" + file),
        let start = text.range(of: "\nextension \(name) {\n")
      else { continue }
      let rest = text[start.upperBound...]
      return String(rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)])
    }
    return nil
  }

  /// The `init(model: …)` initializers of a component: its type's, or a family member's own (`extension VCheckBox`),
  /// with the type they are written on.
  static func modelInitializers(of component: RegisteredComponent) -> [(type: String, parameters: [[Parameter]])] {
    let type = declaredType(of: component)
    let own =
      type == component.name
      ? [] : extensionBlock(of: component.name).map { [(component.name, modelInitializers(in: $0))] } ?? []
    let shared = source(declaring: type).map { [(type, modelInitializers(in: $0))] } ?? []
    return (own + shared).filter { !$0.1.isEmpty }
  }

  /// The type a component's initializers belong to: the generic type of a specialized component.
  static func declaredType(of component: RegisteredComponent) -> String {
    String(_typeName(component.definition, qualified: false).prefix { $0 != "<" })
  }

  /// The initializers file: for each component type, `init(uiModel:…)` and `init(appearance:…)` beside each
  /// `init(model:…)`, forwarding to it.
  static func initializersText() -> String {
    var text = """
      import DesignKitCore

      // Generated from the registry and the components' sources by
      // `\(regenerate)`: VComponents 7's `uiModel:` and 8's `appearance:` labels of every
      // component's initializer, deprecated in favour of `model:`.

      """
    var seen: Set<String> = []
    for component in Catalog.registry.components {
      for (type, initializers) in modelInitializers(of: component) where seen.insert(type).inserted {
        text += extensionText(type, initializers)
      }
    }
    return text
  }

  /// `extension <type>` with the 7.x and 8.x spellings of each of `initializers`.
  static func extensionText(_ type: String, _ initializers: [[Parameter]]) -> String {
    var text = "\nextension \(type) {"
    for parameters in initializers {
      let selector = "init(" + parameters.map { $0.label + ":" }.joined() + ")"
      for spelling in spellings {
        let model = parameters[0].declaration.components(separatedBy: "=")[0]
          .replacingOccurrences(of: "model:", with: "\(spelling.label):").trimmingCharacters(in: .whitespaces)
        let declarations = [model] + parameters.dropFirst().map(\.declaration)
        let arguments =
          ["model: \(spelling.label)"]
          + parameters.dropFirst().map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }
        text += "\n  /// VComponents \(spelling.version)'s spelling of `\(selector)`.\n"
        text += "  @available(*, deprecated, renamed: \"\(selector)\")\n"
        text += "  public init(\n"
        text += declarations.map { "    \($0)" }.joined(separator: ",\n") + "\n  ) {\n"
        text += "    self.init(\n"
        text += arguments.map { "      \($0)" }.joined(separator: ",\n") + ")\n  }\n"
      }
    }
    text += "}\n"
    return text
  }

  @Test func theDeprecatedModelNamesAreGeneratedFromTheRegistry() throws {
    try Golden.check(Self.modelsText(), against: Self.models, regenerate: Self.regenerate)
  }

  @Test func theDeprecatedInitializersAreGeneratedFromTheComponentsInitializers() throws {
    try Golden.check(Self.initializersText(), against: Self.initializers, regenerate: Self.regenerate)
  }

  @Test func everyComponentHasAnInitializerTakingItsModel() {
    for component in Catalog.registry.components {
      let type = Self.declaredType(of: component)
      #expect(Self.source(declaring: type) != nil, "\(component.name): no source declares `public struct \(type)`")
      #expect(
        !Self.modelInitializers(of: component).isEmpty,
        "\(component.name): neither `\(type)` nor `extension \(component.name)` has a `public init(model: …)`, so it gets no `uiModel:` spelling"
      )
    }
  }

  /// The heading after which the article is generated.
  static let tableHeading = "## 8.1 properties by model path\n\n"

  /// The article's generated part: for each of 8.1's components, each property DesignKit covers as Swift reads it
  /// (`appearance.cornerRadius` → `model.layout.cornerRadius`), and the names of those it does not.
  static func tableText(_ table: PropertyComparisonTests.Table) -> String {
    var lines = [
      "Generated from the property comparison (`Tests/DesignKitTests/Fixtures/vcomponents-8.1-properties.json`) by "
        + "`\(regenerate)`; a test writes each path through a preset under the 8.x name. A note says which part "
        + "of a DesignKit value an 8.1 property is."
    ]
    for component in table.components {
      lines += [
        "", "### \(component.name)", "",
        names.contains { $0.name == component.name }
          ? "`\(component.name)Appearance` is `\(component.designKit)Model`."
          : "8.x's `\(component.name)` is a type of `\(component.designKit)`, with no alias of its own: its values are "
            + "a group of `\(component.designKit)Model`.",
        "",
        "| 8.x | DesignKit |", "|---|---|",
      ]
      for property in component.properties {
        guard let path = property.path else { continue }
        lines.append(
          "| `appearance.\(property.name)` | `model.\(path)`\(property.note.map { " (\($0))" } ?? "") |")
      }
      let gaps = component.properties.filter { $0.path == nil }.map { "`\($0.name)`" }
      if !gaps.isEmpty {
        lines += ["", "No counterpart (<doc:VComponents81Properties> says why): \(gaps.joined(separator: ", "))."]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func theArticlesPropertyTableIsGeneratedFromTheComparison() throws {
    let text = try #require(RepoPaths.read(Self.article), "no \(Self.article)")
    let parts = text.components(separatedBy: Self.tableHeading)
    try #require(parts.count == 2, "the article has no `\(Self.tableHeading)` heading")
    let generated = parts[0] + Self.tableHeading + Self.tableText(try PropertyComparisonTests.table())
    try Golden.check(generated, against: Self.article, regenerate: Self.regenerate)
  }

  /// `{"a": {"b": leaf}}` for the path `a.b`.
  static func nested(_ path: ArraySlice<String>, _ leaf: JSONValue) -> JSONValue {
    guard let first = path.first else { return leaf }
    return .object([(first, nested(path.dropFirst(), leaf))])
  }

  @Test func everyPathOfTheTableLoadsFromAPresetUnderThe8xName() throws {
    var checked = 0
    for component in try PropertyComparisonTests.table().components {
      // The 8.x name reaches DesignKit's component through the registry's aliases, unless it is a type of it.
      let name = Self.names.contains { $0.name == component.name } ? component.name : component.designKit
      let entry = try #require(Catalog.registry[name], "\(name) is no name of the registry")
      #expect(entry.name == component.designKit, "\(component.name)")
      let tree = try entry.defaultTree()
      for property in component.properties {
        guard let path = property.path?.split(separator: ".").map(String.init) else { continue }
        let node = try #require(tree.node(at: path), "\(component.designKit) has no `\(path)`")
        // The default value written back at that path under the 8.x name loads and changes nothing.
        let preset = JSONValue.object([("components", Self.nested([name] + path, node.json))])
        let theme = try PresetLoader().load(preset)
        #expect(try theme.tree(for: component.designKit) == tree, "\(component.name).\(property.name)")
        checked += 1
      }
    }
    #expect(checked == 547)
  }
}
