import DesignKit
import Testing

@testable import DesignKitCore

/// The typed reads' tables (`Catalog+Resolved.swift`): generated from the registry, and each entry reads the node the
/// string path reads, in every state of every component.
@Suite struct ResolvedTablesTests {
  static let file = "Sources/DesignKitCatalog/Catalog+Resolved.swift"

  /// The generated file as the registry has it: a `ResolvedGroup` conformance per group type the models hold (a
  /// generic family's groups once, generic), each listing its fields in declaration order.
  static func tablesText() throws -> String {
    var groups: [(name: String, generic: Bool, fields: [String])] = []
    var visited: Set<String> = []
    func visit(_ value: Any) throws {
      let type = String(reflecting: Swift.type(of: value))
      guard type.hasPrefix("DesignKitCatalog.") else {
        throw TablesError("\(type) is a group of fields outside the catalog; give it a `ResolvedReadable` conformance")
      }
      // Each specialization is visited (its children may be another role's groups: `ToggleButtonModel<R>.layout`
      // is `R.Layout`), each group type's table written once.
      guard visited.insert(type).inserted else { return }
      let name = extensionName(type)
      let children = Mirror(reflecting: value).children.map { child in
        let label = child.label ?? ""
        return (name: label.hasPrefix("_") ? String(label.dropFirst()) : label, value: child.value)
      }
      let fields = children.map(\.name)
      if let known = groups.first(where: { $0.name == name }) {
        guard known.fields == fields else {
          throw TablesError("\(name) has different fields in different specializations: \(known.fields), \(fields)")
        }
      } else {
        groups.append((name, type.contains("<"), fields))
      }
      for child in children where !isLeaf(Swift.type(of: child.value)) { try visit(child.value) }
    }
    for component in Catalog.registry.components { try visit(component.modelType.init()) }
    var text = """
      import DesignKitCore

      // Generated from the registry by Scripts/regenerate.sh (ResolvedTablesTests checks it): each model group's fields
      // in declaration order, so that `Resolved` reads them by key path (`m.layout.cornerRadius`) at their index.

      """
    for group in groups.sorted(by: { $0.name < $1.name }) {
      let entries = group.fields.map { "(\\.\($0), \"\($0)\")" }.joined(separator: ", ")
      let table = "ResolvedFieldTable<Self>([\(entries)])"
      // A model (its five groups) conforms as one, so `Resolved` reads its groups by position (`ResolvedModel`).
      let conformance = group.fields.starts(with: Self.modelGroups) ? "ResolvedModel" : "ResolvedGroup"
      text += "\nextension \(group.name): \(conformance) {\n"
      text += "  /// The fields in declaration order.\n"
      text +=
        group.generic
        ? "  public static var resolvedFields: ResolvedFieldTable<Self> { .cached { \(table) } }\n"
        : "  public static let resolvedFields = \(table)\n"
      text += "}\n"
    }
    return text
  }

  /// The groups a model starts with, in order (`ResolvedModel`).
  static let modelGroups = ["layout", "colors", "fonts", "animations", "misc"]

  /// `DesignKitCatalog.A<DesignKitCatalog.R>.Layout` → `A.Layout`.
  static func extensionName(_ reflected: String) -> String {
    var out = ""
    var depth = 0
    for c in reflected {
      if c == "<" { depth += 1 } else if c == ">" { depth -= 1 } else if depth == 0 { out.append(c) }
    }
    return String(out.dropFirst("DesignKitCatalog.".count))
  }

  /// Whether the style tree stores a value of `type` as one leaf (or `ResolvedReadable` reads it whole).
  static func isLeaf(_ type: Any.Type) -> Bool {
    type is any StyleNodeRepresentable.Type || type == Double.self || type == Bool.self || type == String.self
      || type == Int.self || type == Size.self || type == Shadow.self || type == Corners.self
  }

  struct TablesError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  @Test func theTablesAreGeneratedFromTheRegistry() throws {
    try Golden.check(
      try Self.tablesText(), against: RepoPaths.root + "/" + Self.file, regenerate: "Scripts/regenerate.sh")
  }

  @Test(arguments: Catalog.registry.names)
  func everyTypedReadReadsWhatTheStringPathReads(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    for state in component.states {
      for environment in [
        StyleEnvironment.standard, StyleEnvironment(colorScheme: .dark, layoutDirection: .rightToLeft),
      ] {
        let style = tree.resolved(for: state, in: environment)
        let group = try #require(component.modelType as? any ResolvedGroup.Type, "\(name)'s model has no table")
        check(group, style: style, root: style, path: "", where: "\(name) \(state.name)")
      }
    }
  }

  /// Every field of `group` in `style` read by key path is the node its dotted path names, of the kind its type
  /// reads; the table lists every field the style has, in order.
  private func check<G: ResolvedGroup>(
    _ group: G.Type, style: ResolvedStyle, root: ResolvedStyle, path: String, where place: String
  ) {
    let view = Resolved<G>(style)
    guard case .object(let fields) = style else {
      Issue.record("\(place): `\(path)` is not a group")
      return
    }
    #expect(G.resolvedFields.names == fields.map(\.name), "\(place): `\(path)` \(G.self)")
    for keyPath in G.resolvedFields.keyPaths {
      let name = G.resolvedFields.entries[keyPath]?.name ?? "?"
      let full = path.isEmpty ? name : path + "." + name
      let typed = try? view.node(keyPath)
      #expect(typed != nil && typed == root[full], "\(place): `\(full)`")
      guard let typed else { continue }
      let valueType = Swift.type(of: keyPath).valueType
      if let nested = valueType as? any ResolvedGroup.Type {
        check(nested, style: typed, root: root, path: full, where: place)
      } else if let leaf = valueType as? any ResolvedReadable.Type {
        let reads = read(leaf, typed)
        #expect(reads, "\(place): `\(full)` does not read as \(leaf.resolvedKind)")
      } else if valueType is any StyleChoice.Type || "\(valueType)".hasPrefix("StateTable<") {
        // A model enum, alone or per state, reads through `Resolved`'s choice subscripts: its node is a case name.
        guard case .choice = typed else {
          Issue.record("\(place): `\(full)` is of \(valueType) but resolves to \(typed), not a case")
          continue
        }
      } else if !Self.isLeaf(valueType) {
        // A group without a table (a role's `Layout` the generator missed): `Resolved` cannot read it.
        Issue.record(
          "\(place): `\(full)` is of \(valueType), a group without a generated table (run Scripts/regenerate.sh)")
      } else {
        Issue.record("\(place): `\(full)` is of \(valueType), which `Resolved` cannot read")
      }
    }
  }

  /// Every model that starts with the five groups reads them by position (`ResolvedModel`): each is the node its name
  /// reads, in a style of the model's shape and in one whose groups are in another order (a hand-made style), where
  /// the read finds the group by name; a style without the group is a diagnostic, not a trap. (A model of per-type
  /// models, `VToastModel`'s `info`, `success` …, has no such groups.)
  @Test(arguments: Catalog.registry.names)
  func aModelsGroupsReadByPositionAndByName(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let style = try component.defaultTree().resolved(for: try #require(component.states.first))
    guard case .object(let fields) = style else { throw TablesError("\(name): the style is not a group") }
    guard fields.map(\.name).starts(with: Self.modelGroups) else {
      #expect(!(component.modelType is any ResolvedModel.Type), "\(name)'s model has no five groups")
      return
    }
    let model = try #require(component.modelType as? any ResolvedModel.Type, "\(name)'s model is not a ResolvedModel")
    try groupsRead(model, style: style)
    try groupsRead(model, style: .object(fields.reversed()))
    #expect(throws: Diagnostic.self) { try Self.layoutStyle(model, .object(Array(fields.dropFirst()))) }
  }

  private func groupsRead<M: ResolvedModel>(_ model: M.Type, style: ResolvedStyle) throws {
    let m = Resolved<M>(style)
    #expect(try m.layout.style == style["layout"])
    #expect(try m.colors.style == style["colors"])
    #expect(try m.fonts.style == style["fonts"])
    #expect(try m.animations.style == style["animations"])
    #expect(try m.misc.style == style["misc"])
  }

  private static func layoutStyle<M: ResolvedModel>(_ model: M.Type, _ style: ResolvedStyle) throws -> ResolvedStyle {
    try Resolved<M>(style).layout.style
  }

  private func read<R: ResolvedReadable>(_ type: R.Type, _ node: ResolvedStyle) -> Bool {
    R.resolvedValue(of: node) != nil
  }
}
