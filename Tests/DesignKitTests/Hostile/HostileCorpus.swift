import DesignKit
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The hostile-input corpus: files under `Hostile/Corpus/` and `expectations.json`, which says for each entry
/// file the first diagnostic loading it must give, or that it is valid (with values to check). An entry is a preset
/// unless its case says `"loads": "dtcg"` (a preset whose `tokenFiles` go through the DTCG importer) or
/// `"loads": "composition"` (a composition document read under the default theme, then resolved and drawn).
enum HostileCorpus {
  /// The corpus folder.
  static let folder = RepoPaths.root + "/Tests/DesignKitTests/Hostile/Corpus"

  /// The absolute path of a corpus file.
  static func path(_ relative: String) -> String { folder + "/" + relative }

  /// The manifest's cases, or the problem that kept it from loading.
  static let manifest: Result<[CorpusCase], ManifestError> = {
    do {
      return .success(try readManifest())
    } catch let error as ManifestError {
      return .failure(error)
    } catch {
      return .failure(ManifestError(message: "\(error)"))
    }
  }()

  /// The cases (empty when the manifest is broken; a separate test reports that).
  static var cases: [CorpusCase] { (try? manifest.get()) ?? [] }

  /// A loader for the built-in components reading corpus files from the disk.
  static let loader = PresetLoader(registry: Catalog.registry, files: LocalFileSource())

  /// The same, with the DTCG importer for `tokenFiles` (cases with `"loads": "dtcg"`).
  static let dtcgLoader = PresetLoader(
    registry: Catalog.registry, files: LocalFileSource(), tokenFileImporter: DTCGTokenImporter())

  /// The theme composition documents are read under.
  static let compositionTheme = Theme(registry: Catalog.registry)

  private static func readManifest() throws -> [CorpusCase] {
    let bytes = try LocalFileSource().read(path("expectations.json"))
    let json = try JSONReader().parse(bytes, file: "expectations.json")
    guard let items = json["cases"], case .array(let list) = items.kind else {
      throw ManifestError(message: "expectations.json has no `cases` array")
    }
    return try list.map(CorpusCase.init(json:))
  }
}

/// A malformed manifest entry.
struct ManifestError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// One corpus entry: a file to load and what loading it must give.
struct CorpusCase: Sendable, CustomTestStringConvertible {
  /// What the first diagnostic must be.
  struct Expected: Sendable {
    var kind: Diagnostic.Kind
    /// The corpus-relative file the diagnostic is in.
    var file: String
    var line: Int
    var column: Int
    var path: String
    var messageFragment: String
  }

  /// What an entry file is read as.
  enum Entry: String, Sendable {
    case preset
    /// A preset loaded with the DTCG importer.
    case dtcg
    /// A composition document.
    case composition
  }

  /// The entry file, relative to the corpus folder.
  var file: String
  /// What the entry file is read as.
  var loads: Entry
  /// Why the case is in the corpus.
  var note: String
  /// The first diagnostic; nil for a valid file.
  var expected: Expected?
  /// For valid files: `Component.dotted.path` → expected JSON value (nil: the path only has to exist).
  var checks: [(String, JSONValue?)]

  var testDescription: String { file }

  init(json: JSONValue) throws {
    func string(_ key: String) throws -> String {
      guard let s = json[key]?.stringValue else { throw ManifestError(message: "case \(json) lacks `\(key)`") }
      return s
    }
    file = try string("file")
    note = json["note"]?.stringValue ?? ""
    let entry = json["loads"]?.stringValue ?? "preset"
    guard let loads = Entry(rawValue: entry) else { throw ManifestError(message: "\(file): unknown `loads` \(entry)") }
    self.loads = loads
    checks = []
    if case .bool(true)? = json["valid"]?.kind {
      expected = nil
      for member in json["checks"]?.objectMembers ?? [] {
        checks.append((member.key, member.value.kind == .null ? nil : member.value))
      }
      return
    }
    let kindName = try string("kind")
    guard let kind = Diagnostic.Kind(rawValue: kindName) else {
      throw ManifestError(message: "\(file): unknown diagnostic kind `\(kindName)`")
    }
    let at = try string("at").split(separator: ":").compactMap { Int($0) }
    guard at.count == 2 else { throw ManifestError(message: "\(file): `at` must be line:column") }
    expected = Expected(
      kind: kind, file: json["in"]?.stringValue ?? file, line: at[0], column: at[1], path: try string("path"),
      messageFragment: try string("message"))
  }
}

extension Diagnostic {
  /// This diagnostic in the manifest's terms, for failure messages.
  func manifestText(relativeTo folder: String) -> String {
    var shownFile = file ?? "nil"
    if shownFile.hasPrefix(folder + "/") { shownFile.removeFirst(folder.count + 1) }
    return
      "kind \(kind.rawValue), in \(shownFile), at \(location.line):\(location.column), path \(path), message: \(message)"
  }
}
