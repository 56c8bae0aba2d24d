import DesignKit
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every corpus file loads to exactly its expected first diagnostic (or, when valid, to the expected values).
@Suite struct HostileCorpusTests {
  @Test func theManifestLoadsAndCoversTheCorpus() throws {
    let cases = try HostileCorpus.manifest.get()
    #expect(cases.count >= 110)
    #expect(cases.filter { $0.expected == nil }.count >= 10, "valid edge cases belong in the corpus too")
    #expect(Set(cases.map(\.file)).count == cases.count, "a file is listed twice")
    let listed = Set(cases.map(\.file) + cases.compactMap(\.expected?.file))
    let folders = Set(cases.map { folder(of: $0.file) })
    for file in try corpusFiles() where !listed.contains(file) && file != "expectations.json" {
      // Files that no case names are parents named by `extends`, beside a case that loads them.
      #expect(folders.contains(folder(of: file)), "\(file) is in the corpus but no case uses its folder")
    }
    for file in listed {
      #expect((try? LocalFileSource().read(HostileCorpus.path(file))) != nil, "\(file) is listed but missing")
    }
  }

  @Test(arguments: HostileCorpus.cases)
  func corpusFile(_ corpusCase: CorpusCase) throws {
    let path = HostileCorpus.path(corpusCase.file)
    if corpusCase.loads == .composition { return try composition(corpusCase, path) }
    let theme: Theme
    do {
      theme = try (corpusCase.loads == .dtcg ? HostileCorpus.dtcgLoader : HostileCorpus.loader).load(file: path)
    } catch {
      try checkFailure(corpusCase, error.diagnostics)
      return
    }
    guard corpusCase.expected == nil else {
      Issue.record("\(corpusCase.file) loaded without errors but must fail (\(corpusCase.note))")
      return
    }
    try checkValid(corpusCase, theme)
  }

  /// The exact first diagnostic, and every diagnostic is precise: a file, a position, a message.
  private func checkFailure(_ corpusCase: CorpusCase, _ diagnostics: [Diagnostic]) throws {
    let folder = HostileCorpus.folder
    let first = try #require(diagnostics.first, "\(corpusCase.file): an error without diagnostics")
    guard let expected = corpusCase.expected else {
      Issue.record("\(corpusCase.file) must be valid but gave: \(first.manifestText(relativeTo: folder))")
      return
    }
    let actual = first.manifestText(relativeTo: folder)
    #expect(first.kind == expected.kind, "\(corpusCase.file): \(actual)")
    #expect(first.file == HostileCorpus.path(expected.file), "\(corpusCase.file): \(actual)")
    #expect(first.location.line == expected.line, "\(corpusCase.file): \(actual)")
    #expect(first.location.column == expected.column, "\(corpusCase.file): \(actual)")
    #expect(first.path.description == expected.path, "\(corpusCase.file): \(actual)")
    #expect(first.message.contains(expected.messageFragment), "\(corpusCase.file): \(actual)")
    for d in diagnostics {
      #expect(
        d.file != nil && d.location.isKnown, "\(corpusCase.file): imprecise \(d.manifestText(relativeTo: folder))")
      #expect(!d.message.isEmpty)
    }
    // The in-memory entry points agree with the file one for single-file cases.
    if corpusCase.loads == .preset, expected.file == corpusCase.file,
      let bytes = try? LocalFileSource().read(HostileCorpus.path(corpusCase.file))
    {
      #expect(throws: DiagnosticList.self) { _ = try HostileCorpus.loader.load(bytes, file: "mem.json") }
      do {
        _ = try HostileCorpus.loader.load(bytes, file: HostileCorpus.path(corpusCase.file))
      } catch {
        #expect(error.diagnostics.first == first, "\(corpusCase.file): load(bytes:) differs from load(file:)")
      }
    }
  }

  /// A composition document: read, then (when valid) resolved in every state and drawn.
  private func composition(_ corpusCase: CorpusCase, _ path: String) throws {
    let theme = HostileCorpus.compositionTheme
    let bytes = try LocalFileSource().read(path)
    let document: CompositionDocument
    do {
      document = try CompositionDocument(bytes, file: path, theme: theme)
    } catch {
      try checkFailure(corpusCase, error.diagnostics)
      return
    }
    guard corpusCase.expected == nil else {
      Issue.record("\(corpusCase.file) read without errors but must fail (\(corpusCase.note))")
      return
    }
    let composition = Composition(theme: theme)
    let nodes = try composition.resolve(document.root, everyState: true)
    #expect(!nodes.isEmpty || corpusCase.checks.isEmpty, "\(corpusCase.file): no component nodes")
    _ = try composition.drawing(of: document.root)
  }

  /// The checked values, and the theme survives export and reload unchanged.
  private func checkValid(_ corpusCase: CorpusCase, _ theme: Theme) throws {
    for (dotted, expected) in corpusCase.checks {
      let parts = dotted.split(separator: ".").map(String.init)
      let node = try #require(
        try theme.tree(for: parts[0]).node(at: Array(parts.dropFirst())), "\(corpusCase.file): no node at \(dotted)")
      if let expected {
        #expect(node.json.isStructurallyEqual(to: expected), "\(corpusCase.file): \(dotted) is \(node.json)")
      }
    }
    let exported = JSONWriter().string(try theme.presetJSON())
    let reloaded = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["e.json": exported]))
      .load(file: "e.json")
    for c in Catalog.registry.components {
      #expect(try reloaded.tree(for: c.name) == theme.tree(for: c.name), "\(corpusCase.file): \(c.name) changed")
    }
  }

  private func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return String(file[..<slash])
  }

  private func corpusFiles() throws -> [String] {
    // Every corpus file ends in `.json`; folders do not.
    try FileManager.default.subpathsOfDirectory(atPath: HostileCorpus.folder).filter { $0.hasSuffix(".json") }
  }
}
