import DesignKit
import Foundation
import Testing

/// Every default model says where its defaults come from (issue 39): the documentation of each model's `init()`, and
/// of each shared group's whose defaults read the foundations, names `Foundations.current`, links the
/// `DefaultFoundations` article and lists the foundations it reads: `Palette` (colors and state layers), `Metrics`
/// (spacing unit, corner radius, hairline, minimum target), `Typography` (type scale), `Motion`.
///
/// A model's list is measured, not read from its source: each part of the foundations is changed in turn and the
/// part is listed when the default model changes with it. A shared group's list is read from its source (the
/// namespaces its property initializers name).
@Suite struct DefaultFoundationsDocsTests {
  /// A part of the foundations and the namespace model sources read it through.
  enum Part: String, CaseIterable {
    case colors = "Palette", metrics = "Metrics", typeScale = "Typography", motion = "Motion"
  }

  static let catalog = RepoPaths.root + "/Sources/DesignKitCatalog"
  static let article = RepoPaths.root + "/Sources/DesignKit/DesignKit.docc/DefaultFoundations.md"
  static let statement = "Its defaults derive from `Foundations.current`"
  static let link = "<doc:DefaultFoundations>"

  /// `value` with every color replaced and every number moved, through its JSON form.
  static func moved<T: Codable>(_ value: T) throws -> T {
    func move(_ json: Any) -> Any {
      switch json {
      case let object as [String: Any]: return object.mapValues(move)
      case let array as [Any]: return array.map(move)
      case let text as String where text.hasPrefix("#"): return "#3C5A78"
      case let number as NSNumber where String(cString: number.objCType) != "c":
        return number.doubleValue * 0.5 + 0.01
      default: return json
      }
    }
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: [.fragmentsAllowed])
    return try JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: move(json)))
  }

  /// The default foundations with `part` changed.
  static func foundations(changing part: Part) throws -> Foundations {
    var f = Foundations()
    switch part {
    case .colors:
      f.colors = try moved(f.colors)
      f.stateLayers = try moved(f.stateLayers)
    case .metrics:
      f.spacingUnit += 1
      f.cornerRadius += 1
      f.hairline += 1
      f.minimumTarget += 4
    case .typeScale: f.typeScale = try moved(f.typeScale)
    case .motion: f.motion = try moved(f.motion)
    }
    return f
  }

  @Test func changingEachPartChangesTheFoundations() throws {
    for part in Part.allCases { #expect(try Self.foundations(changing: part) != Foundations(), "\(part)") }
  }

  /// The parts each model type's defaults read, by the type's name without generic arguments (a generic model shared
  /// by several components reads the union of theirs), except a `GroupedModel` whose role is one of `roles`: its role
  /// documents its own defaults, and is keyed by the role's name; one whose role is a member of a generic family
  /// (`families`: `BouncingMarqueeRole` → `MarqueeModel`) is keyed by the family's alias.
  static func measured(roles: Set<String> = [], families: [String: String] = [:]) throws -> [String: Set<Part>] {
    var parts: [String: Set<Part>] = [:]
    let changed = try Part.allCases.map { ($0, try Self.foundations(changing: $0)) }
    for entry in Catalog.registry.components {
      let full = String(describing: entry.modelType)
      let role = full.hasPrefix("GroupedModel<") ? String(full.dropFirst("GroupedModel<".count).dropLast()) : ""
      let type = roles.contains(role) ? role : families[role] ?? String(full.prefix { $0 != "<" })
      let base = try entry.defaultTree(for: Foundations())
      var read = parts[type] ?? []
      for (part, foundations) in changed where try entry.defaultTree(for: foundations) != base { read.insert(part) }
      parts[type] = read
    }
    return parts
  }

  /// Every Swift source of the catalog: path and lines.
  static func sources() throws -> [(String, [Substring])] {
    let files = FileManager.default.enumerator(atPath: catalog)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
      RepoPaths.read(catalog + "/" + file).map { (file, $0.split(separator: "\n", omittingEmptySubsequences: false)) }
    }
  }

  /// A top-level `public struct` of a catalog file: its name, its body's lines and the doc comment of its `init()`.
  struct Declaration {
    var file: String
    var name: String
    var body: [Substring]
    var initDoc: String?
  }

  /// The role of a model that is an alias of `GroupedModel` (`public enum VFieldRole: GroupedRole`): its name and its
  /// own doc comment, which says where that model's defaults come from.
  static func groupedRoles() throws -> [Declaration] {
    var found: [Declaration] = []
    for (file, lines) in try sources() {
      for (i, line) in lines.enumerated()
      where line.hasPrefix("public enum ") && (line.hasSuffix(": GroupedRole {") || line.hasSuffix(": VariantRole {")) {
        let name = String(line.dropFirst("public enum ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        var start = i
        while start > 0, lines[start - 1].hasPrefix("///") { start -= 1 }
        let doc = lines[start..<i].map { $0.dropFirst("/// ".count) }.joined(separator: " ")
        found.append(Declaration(file: file, name: name, body: [line], initDoc: doc))
      }
    }
    return found
  }

  /// The generic families of grouped models (`public typealias MarqueeModel<Role: MarqueeRole> = GroupedModel<Role>`):
  /// each alias with its doc comment, which says where its members' defaults come from, and each member role's name
  /// with its family's alias (`BouncingMarqueeRole` → `MarqueeModel`).
  static func groupedFamilies() throws -> (aliases: [Declaration], members: [String: String]) {
    let word = { (text: Substring) in String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
    var aliases: [Declaration] = []
    var aliasOfProtocol: [String: String] = [:]
    let all = try sources()
    for (file, lines) in all {
      for (i, line) in lines.enumerated()
      where line.hasPrefix("public typealias ") && line.contains("> = GroupedModel<") {
        let name = word(line.dropFirst("public typealias ".count))
        guard let colon = line.firstIndex(of: ":") else { continue }
        aliasOfProtocol[word(line[line.index(after: colon)...].drop { $0 == " " })] = name
        var start = i
        while start > 0, lines[start - 1].hasPrefix("///") { start -= 1 }
        let doc = lines[start..<i].map { $0.dropFirst("/// ".count) }.joined(separator: " ")
        aliases.append(Declaration(file: file, name: name, body: [line], initDoc: doc))
      }
    }
    var members: [String: String] = [:]
    for (_, lines) in all {
      for line in lines where line.hasPrefix("public enum ") && line.hasSuffix(" {") {
        let name = word(line.dropFirst("public enum ".count))
        guard let colon = line.firstIndex(of: ":") else { continue }
        if let alias = aliasOfProtocol[word(line[line.index(after: colon)...].drop { $0 == " " })] {
          members[name] = alias
        }
      }
    }
    return (aliases, members)
  }

  static func topLevelStructs() throws -> [Declaration] {
    var found: [Declaration] = []
    for (file, lines) in try sources() {
      var i = 0
      while i < lines.count {
        let line = lines[i]
        guard line.hasPrefix("public struct ") else {
          i += 1
          continue
        }
        let name = String(line.dropFirst("public struct ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let end = lines[i...].firstIndex { $0 == "}" } ?? lines.count - 1
        let body = Array(lines[i...end])
        var doc: String?
        if let initLine = body.firstIndex(where: { $0.hasPrefix("  public init() ") }) {
          var start = initLine
          while start > 0, body[start - 1].hasPrefix("  ///") { start -= 1 }
          doc = body[start..<initLine].map { $0.dropFirst("  /// ".count) }.joined(separator: " ")
        }
        found.append(Declaration(file: file, name: name, body: body, initDoc: doc))
        i = end + 1
      }
    }
    return found
  }

  /// The parts a doc comment lists (the namespaces it names in backticks).
  static func listed(in doc: String) -> Set<Part> { Set(Part.allCases.filter { doc.contains("`\($0.rawValue)`") }) }

  @Test func everyModelInitializerSaysWhichFoundationsItsDefaultsReadAsMeasured() throws {
    let roles = try Self.groupedRoles()
    #expect(roles.count > 30, "roles of grouped models: \(roles.count)")
    let families = try Self.groupedFamilies()
    #expect(families.aliases.count >= 6, "generic families of grouped models: \(families.aliases.count)")
    let parts = try Self.measured(roles: Set(roles.map(\.name)), families: families.members)
    #expect(parts.count > 40, "the registry's model types: \(parts.count)")
    let declarations = Dictionary(
      try (Self.topLevelStructs() + roles + families.aliases).map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
    for (type, read) in parts.sorted(by: { $0.key < $1.key }) {
      let want = Part.allCases.filter(read.contains).map { "`\($0.rawValue)`" }.joined(separator: ", ")
      guard let declaration = declarations[type] else {
        Issue.record("\(type): no `public struct \(type)` at the top level of a catalog file")
        continue
      }
      let doc = declaration.initDoc ?? ""
      #expect(
        doc.contains(Self.statement) && doc.contains(Self.link) && Self.listed(in: doc) == read,
        "\(declaration.file): the doc comment of `\(type).init()` must say \"\(Self.statement)\", link \(Self.link) and list exactly \(want) (it says: \(doc))"
      )
    }
  }

  @Test func everySharedGroupWhoseDefaultsReadTheFoundationsSaysWhich() throws {
    let models = try Self.measured()
    var checked = 0
    for declaration in try Self.topLevelStructs() where models[declaration.name] == nil {
      let text = declaration.body.joined(separator: "\n")
      let read = Set(Part.allCases.filter { text.contains("\($0.rawValue).") })
        .union(text.contains("Foundations.current.stateLayers") ? [.colors] : [])
      guard !read.isEmpty, let doc = declaration.initDoc else { continue }
      checked += 1
      let want = Part.allCases.filter(read.contains).map { "`\($0.rawValue)`" }.joined(separator: ", ")
      #expect(
        doc.contains(Self.statement) && doc.contains(Self.link) && Self.listed(in: doc) == read,
        "\(declaration.file): the doc comment of `\(declaration.name).init()` must say \"\(Self.statement)\", link \(Self.link) and list exactly \(want) (it says: \(doc))"
      )
    }
    #expect(checked > 10, "shared groups checked: \(checked)")
  }

  @Test func theArticleExplainsTheTaskLocalAndEachNamespace() throws {
    let text = try #require(RepoPaths.read(Self.article), "no \(Self.article)")
    for name in ["Foundations.current", "withCurrent", "init(foundations:)"] + Part.allCases.map(\.rawValue) {
      #expect(text.contains(name), "the article does not mention \(name)")
    }
  }
}
