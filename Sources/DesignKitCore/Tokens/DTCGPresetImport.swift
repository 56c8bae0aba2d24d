import DesignKitValues

/// A preset written from DTCG tokens: the theme's roles (colors, corner radius, spacing, type scale, motion, …) read
/// from the tokens named as `export-tokens` names them (`theme.colors.primary`, `theme.cornerRadius`), so loading the
/// preset gives a theme driven by the token file.
///
/// The input is a DTCG token file or a resolver document. A resolver's appearance modifier (`export-tokens`'s
/// `appearance`, or any modifier with light and dark contexts) gives the dark and increased-contrast colors; the
/// other modifiers take the contexts given, or their defaults. A role the tokens lack keeps its default and is
/// listed in `warnings` with the token path that would have set it; a component group (`components.VToggle`, which
/// `export-tokens` writes for the components a preset changes) becomes that component's values.
public struct DTCGPresetImport: Sendable {
  /// The preset: `name`, `description`, the roles read in `theme` and the components read in `components`.
  public var preset: JSONValue
  /// The token files' warnings (composite members assumed, non-standard forms), then one per role the tokens lack.
  public var warnings: [Diagnostic]
  /// The paths of the roles read from tokens (`colors.primary`, `typeScale.body`).
  public var roles: [String]

  /// Reads the token or resolver file at `path` (token files a resolver names are relative to it).
  public static func load(
    path: String, contexts: [String: String] = [:], files: some FileSource, registry: ComponentRegistry,
    strict: Bool = false
  ) throws(DiagnosticList) -> DTCGPresetImport {
    try DTCGPresetImport(
      json: try files.jsonDocument(at: path), file: path, contexts: contexts, files: files, registry: registry,
      strict: strict)
  }

  /// Reads a parsed token or resolver document; `contexts` chooses the resolver's modifiers' contexts (the
  /// appearance modifier's are all read); `strict` refuses the tokens for any warning of the token files.
  public init(
    json: JSONValue, file: String?, contexts: [String: String] = [:], files: some FileSource,
    registry: ComponentRegistry, strict: Bool = false
  ) throws(DiagnosticList) {
    let sets = try Self.appearanceSets(json: json, file: file, contexts: contexts, files: files, strict: strict)
    var source = json
    if case .array(let sources)? = json["sets"]?["base"]?["sources"]?.kind, let first = sources.first {
      source = first
    }
    func values(_ group: JSONValue?) -> JSONValue? {
      group?["$extensions"]?[DTCGThemeExport.extensionKey]?["values"]
    }
    var warnings: [Diagnostic] = []
    for set in sets {
      for w in set.warnings where !warnings.contains(w) { warnings.append(w) }
    }
    let name =
      json["name"]?.stringValue.map { $0.hasPrefix("DesignKit ") ? String($0.dropFirst(10)) : $0 }
      ?? file.map { String($0.split(separator: "/").last ?? "tokens").components(separatedBy: ".")[0] } ?? "tokens"
    var theme = Theme(registry: registry, name: name)
    let group = DTCGThemeExport.foundationsGroup
    let reader = Reader(sets: sets, values: values(source[group]), group: [group])
    var roles: [String] = []
    var themeJSON = JSONValue.object([])
    var componentsJSON: [(String, JSONValue)] = []
    do {
      let defaults = try StyleTreeEncoder.node(for: theme.foundations)
      let read = try reader.read(defaults, at: [group])
      theme.setFoundations(try StyleTreeDecoder.value(Foundations.self, from: read))
      // Each role is a leaf of the foundations: written when a token holds it, else listed.
      func visit(_ node: StyleNode, _ readNode: StyleNode, at path: [String]) {
        switch (node, readNode) {
        case (.object(let fields), .object(let readFields)):
          for (f, r) in zip(fields, readFields) { visit(f.node, r.node, at: path + [f.name]) }
        case (.table(let table), .table(let readTable)):
          for (e, r) in zip(table.entries, readTable.entries) { visit(e.node, r.node, at: path + [e.name]) }
        default:
          let role = path.dropFirst().joined(separator: ".")
          if reader.holds(node, at: path) {
            roles.append(role)
            themeJSON.insert(readNode.json, at: Array(path.dropFirst()))
          } else {
            let token = path.joined(separator: ".") + (node.isInsets ? ".top" : "")
            var warning = Diagnostic(
              .missingKey,
              "the tokens have no value for the theme's role `\(role)` (token `\(token)`); the preset keeps its "
                + "default", file: file)
            warning.severity = .warning
            warnings.append(warning)
          }
        }
      }
      visit(defaults, read, at: [group])
      var imported: [String] = []
      for component in registry.components {
        let path = ["components", component.name]
        guard let group = source["components"]?[component.name] else { continue }
        let reader = Reader(sets: sets, values: values(group), group: path)
        theme.setTree(try reader.read(try theme.tree(for: component.name), at: path), for: component.name)
        imported.append(component.name)
      }
      if !imported.isEmpty {
        // Each component with every value, as `Theme.presetJSON` writes it (fonts say which keys they leave unset).
        let all = try theme.presetJSON(schema: nil)
        componentsJSON = imported.compactMap { name in all["components"]?[name].map { (name, $0) } }
      }
    } catch let error as Diagnostic {
      throw DiagnosticList([error.inFile(file)])
    } catch {
      throw DiagnosticList([Diagnostic(styleTreeError: error, file: file)])
    }
    var pairs: [(String, JSONValue)] = [
      ("name", .string(name)),
      ("description", .string("The theme's roles read from \(file ?? "DTCG tokens") by `designkit import-tokens`.")),
      ("theme", themeJSON),
    ]
    if !componentsJSON.isEmpty { pairs.append(("components", .object(componentsJSON))) }
    self.preset = .object(pairs)
    self.warnings = warnings
    self.roles = roles
  }

  /// The token sets of `DTCGThemeExport.contexts` (light, dark, light and dark increased contrast): one per context
  /// of the appearance modifier, light and dark of another color-scheme modifier, or the one set of a token file.
  static func appearanceSets(
    json: JSONValue, file: String?, contexts: [String: String], files: some FileSource, strict: Bool
  ) throws(DiagnosticList) -> [TokenSet] {
    guard json["resolutionOrder"] != nil else {
      if !contexts.isEmpty {
        throw DiagnosticList([
          Diagnostic(
            .invalidValue, "contexts apply to a resolver document (one with `resolutionOrder`); this is a token file",
            file: file)
        ])
      }
      return Array(repeating: try TokenSet(json: json, file: file, strict: strict), count: 4)
    }
    let resolver = try TokenResolver(json: json, file: file, files: files)
    if let appearance = resolver.modifier(DTCGThemeExport.modifier), contexts[appearance.name] == nil,
      Set(DTCGThemeExport.contexts).isSubset(of: appearance.contexts)
    {
      var sets: [TokenSet] = []
      for context in DTCGThemeExport.contexts {
        sets.append(try resolver.resolve(context: contexts.merging([appearance.name: context]) { $1 }, strict: strict))
      }
      return sets
    }
    if let scheme = resolver.colorSchemeModifier, contexts[scheme.name] == nil {
      let light = try resolver.resolve(context: contexts.merging(resolver.input(for: .light)) { $1 }, strict: strict)
      let dark = try resolver.resolve(context: contexts.merging(resolver.input(for: .dark)) { $1 }, strict: strict)
      return [light, dark, light, dark]
    }
    return Array(repeating: try resolver.resolve(context: contexts, strict: strict), count: 4)
  }
}

extension StyleNode {
  fileprivate var isInsets: Bool {
    if case .insets = self { return true }
    return false
  }
}
