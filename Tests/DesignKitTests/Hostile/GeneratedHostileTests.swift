import DesignKit
import Testing

/// Hostile inputs too large to commit: generated here, with the same checks as the corpus.
@Suite struct GeneratedHostileTests {
  private func firstDiagnostic(_ files: [String: [UInt8]], entry: String) throws -> Diagnostic {
    var source = InMemoryFileSource()
    source.files = files
    do {
      _ = try PresetLoader(registry: Catalog.registry, files: source).load(file: entry)
    } catch {
      return try #require(error.diagnostics.first)
    }
    Issue.record("\(entry) loaded without errors")
    throw ManifestError(message: "no error")
  }

  private func load(_ files: [String: String], entry: String) throws -> Theme {
    try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(files)).load(file: entry)
  }

  @Test(arguments: ["[", "{\"a\": ", "[{\"a\": "])
  func hundredThousandLevelsEndInTheDepthLimit(opener: String) throws {
    let closer = String(
      opener.reversed().compactMap { c -> Character? in
        switch c {
        case "[": "]"
        case "{": "}"
        default: nil
        }
      })
    let levels = 100_000 / (opener.hasPrefix("[{") ? 2 : 1)
    let text = String(repeating: opener, count: levels) + "0" + String(repeating: closer, count: levels)
    let d = try firstDiagnostic(["deep.json": Array(text.utf8)], entry: "deep.json")
    #expect(d.kind == .limit)
    #expect(d.message.contains("deeper than the limit of 512"))
    // The bracket that opens level 513.
    let bracketsBefore = 512
    let openerBrackets = opener.filter { $0 == "[" || $0 == "{" }.count
    let column = (bracketsBefore / openerBrackets) * opener.count + 1
    #expect(d.location == SourceLocation(line: 1, column: column, offset: column - 1))
    #expect(d.path.components.count == 512)
    #expect(d.file == "deep.json")
  }

  @Test func anUnclosedHundredThousandLevelsEndInTheDepthLimit() throws {
    let d = try firstDiagnostic(["deep.json": Array(repeating: UInt8(ascii: "["), count: 100_000)], entry: "deep.json")
    #expect(d.kind == .limit)
    #expect(d.location.column == 513)
  }

  /// `{"name": "xxx…"}` with `length` x's (built with one allocation: appending byte by byte is slow in debug builds).
  private func document(nameLength length: Int) -> [UInt8] {
    let head = Array(#"{"name": ""#.utf8)
    let tail = Array(#""}"#.utf8)
    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: head.count + length + tail.count)
    bytes.replaceSubrange(0..<head.count, with: head)
    bytes.replaceSubrange((bytes.count - tail.count)..<bytes.count, with: tail)
    return bytes
  }

  @Test func aFiftyMegabyteStringIsOverTheSizeLimit() throws {
    let d = try firstDiagnostic(["big.json": document(nameLength: 50 * 1024 * 1024)], entry: "big.json")
    #expect(d.kind == .limit)
    #expect(d.location == SourceLocation(line: 1, column: 1, offset: 0))
    #expect(d.path == .root)
    #expect(d.message.contains("over the limit of 16777216 bytes"))
  }

  @Test func aStringJustUnderTheSizeLimitLoads() throws {
    let limit = JSONReader.Limits.default.maxDocumentBytes
    let bytes = document(nameLength: limit - #"{"name": ""}"#.utf8.count)
    #expect(bytes.count == limit)
    var source = InMemoryFileSource()
    source.files = ["big.json": bytes]
    let theme = try PresetLoader(registry: Catalog.registry, files: source).load(file: "big.json")
    #expect(theme.name.utf8.count == limit - 12)
  }

  /// `p0` extends `p1` … extends `p<count-1>`, which sets a value; `extends` is followed at most 64 times.
  private func extendsChain(_ count: Int) -> [String: String] {
    var files: [String: String] = [:]
    for i in 0..<(count - 1) { files["chain/p\(i).json"] = #"{"extends": "p\#(i + 1).json"}"# }
    files["chain/p\(count - 1).json"] = #"{"components": {"VToggle": {"layout": {"thumbDimension": 11}}}}"#
    return files
  }

  @Test func anExtendsChainOfSixtyFourPresetsLoads() throws {
    let theme = try load(extendsChain(PresetLoader.maxExtendsDepth), entry: "chain/p0.json")
    #expect(try theme.model(for: VToggle.self).layout.thumbDimension == 11)
  }

  @Test func anExtendsChainPastTheLimitIsReportedWhereItGoesTooDeep() throws {
    let files = extendsChain(PresetLoader.maxExtendsDepth + 1).mapValues { Array($0.utf8) }
    let d = try firstDiagnostic(files, entry: "chain/p0.json")
    #expect(d.kind == .limit)
    #expect(d.file == "chain/p63.json")
    #expect(d.location == SourceLocation(line: 1, column: 13, offset: 12))
    #expect(d.path.description == "extends")
  }
}
