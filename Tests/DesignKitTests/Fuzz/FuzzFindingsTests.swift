import DesignKit
import Foundation
import Testing

/// Replays inputs the fuzz targets in `Fuzz/` stopped on, the way the harnesses run them.
///
/// Every file in `Findings/` goes through both targets: the JSON reader, and the preset loader with the input split
/// on NUL bytes into the harness's files. Reaching the end without a trap or a hang is the point; the tests per
/// finding check the diagnostic that replaced the failure.
enum FuzzReplay {
  /// `Tests/DesignKitTests/Fuzz/Findings/`.
  static let findingsFolder = RepoPaths.root + "/Tests/DesignKitTests/Fuzz/Findings"

  /// The names of the finding files, sorted.
  static let findings: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: findingsFolder)) ?? []).filter { !$0.hasPrefix(".") }
    .sorted()

  /// The bytes of a finding.
  static func bytes(_ name: String) throws -> [UInt8] {
    try LocalFileSource().read(findingsFolder + "/" + name)
  }

  /// The files the preset harness makes of an input (the same names as `fuzzFileNames` in
  /// `Fuzz/PresetLoaderFuzz.swift`).
  static func files(_ bytes: [UInt8]) -> InMemoryFileSource {
    let names = ["a.json", "b.json", "sub/c.json", "t.tokens.json", "sub/r.resolver.json"]
    var source = InMemoryFileSource()
    let pieces = bytes.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
    for (name, piece) in zip(names, pieces) { source.files[name] = Array(piece) }
    return source
  }

  /// Loads `a.json` of an input as the preset harness does: the theme, or the diagnostics.
  static func load(_ bytes: [UInt8]) -> Result<Theme, DiagnosticList> {
    let loader = PresetLoader(registry: Catalog.registry, files: files(bytes), tokenFileImporter: DTCGTokenImporter())
    do {
      return .success(try loader.load(file: "a.json"))
    } catch {
      return .failure(error)
    }
  }
}

@Suite struct FuzzFindingsTests {
  @Test func findingsFolderHoldsFindings() {
    #expect(!FuzzReplay.findings.isEmpty, "no files in \(FuzzReplay.findingsFolder)")
  }

  @Test(arguments: FuzzReplay.findings)
  func findingReplaysThroughBothTargets(_ name: String) throws {
    let bytes = try FuzzReplay.bytes(name)
    if let value = try? JSONReader().parse(bytes) {
      let again = try JSONReader().parse(JSONWriter().string(value))
      #expect(again.isStructurallyEqual(to: value))
    }
    switch FuzzReplay.load(bytes) {
    case .success(let theme):
      for component in Catalog.registry.components {
        for state in component.stateNames { _ = try theme.resolve(component.name, state: state) }
      }
    case .failure(let list):
      #expect(!list.diagnostics.isEmpty)
    }
  }

  /// Forty tokens, each an array of two references to the next, expanded to 2^40 values while the loader checked
  /// them (a hang, then a memory blow-up). The expansion now stops at `PresetTokens.maxExpandedValues`.
  @Test func tokensThatDoubleAtEveryStepHitTheExpansionLimit() throws {
    guard case .failure(let list) = FuzzReplay.load(try FuzzReplay.bytes("preset-token-doubling.json")) else {
      Issue.record("the preset loaded")
      return
    }
    let limits = list.diagnostics.filter { $0.kind == .limit }
    #expect(!limits.isEmpty)
    #expect(list.diagnostics.allSatisfy { $0.kind == .limit })
    let first = try #require(limits.first)
    #expect(first.file == "a.json")
    #expect(first.path.description.hasPrefix("tokens."))
    #expect(first.message.contains("expands to more than 10000 values"))
  }

  /// A DTCG token file (the harness's `t.tokens.json`) with forty shadows, each a list of two references to the next:
  /// the resolver flattened referenced layers into 2^40 layers (a hang, then a memory blow-up). Flattening now stops
  /// at 1000 layers with a `.limit` diagnostic in the token file.
  @Test func shadowsThatDoubleAtEveryStepHitTheLayerLimit() throws {
    guard case .failure(let list) = FuzzReplay.load(try FuzzReplay.bytes("preset-shadow-doubling.bin")) else {
      Issue.record("the preset loaded")
      return
    }
    let limits = list.diagnostics.filter { $0.kind == .limit }
    let first = try #require(limits.first)
    #expect(first.file == "t.tokens.json")
    #expect(first.message.contains("more than 1000 layers"))
    #expect(first.path.description.hasPrefix("sh.s"))
  }

  /// Issue 28: an untyped token (`sh.b`) whose array names itself, reached from a typed shadow, recursed until the
  /// stack overflowed (`value` → `lookup` → `readUntyped` → `value` …). It is a reference cycle now, named and placed.
  @Test func anUntypedArrayNamingItselfIsACycle() throws {
    guard case .failure(let list) = FuzzReplay.load(try FuzzReplay.bytes("preset-untyped-array-self.bin")) else {
      Issue.record("the preset loaded")
      return
    }
    let first = try #require(list.diagnostics.first)
    #expect(first.kind == .referenceCycle)
    #expect(first.file == "t.tokens.json")
    #expect(first.message.contains("sh.b → sh.b"))
    #expect(first.location.line == 1 && first.location.column == 73)
  }

  /// Issue 28: a bright dark-mode primary; VTextFieldRow's focused title, mixed from it, left the sRGB gamut, so the
  /// harness's export did not load back ("out of range; valid: 0...1").
  @Test func aBrightDarkPrimaryExportsAndLoadsBack() throws {
    guard case .success(let theme) = FuzzReplay.load(try FuzzReplay.bytes("preset-bright-dark-primary.json")) else {
      Issue.record("the preset does not load")
      return
    }
    let exported = JSONWriter().string(try theme.presetJSON())
    let back = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["e.json": exported]))
      .load(file: "e.json")
    #expect(try back.tree(for: "VTextFieldRow") == theme.tree(for: "VTextFieldRow"))
  }

  /// A reference that expands to fewer values than the limit still resolves.
  @Test func expansionBelowTheLimitResolves() throws {
    var tokens = PresetTokens()
    tokens.set("leaf", .string("#FFFFFF"), file: nil)
    tokens.set("pair", .array([.string("{leaf}"), .string("{leaf}")]), file: nil)
    tokens.set("quad", .array([.string("{pair}"), .string("{pair}")]), file: nil)
    let value = try tokens.resolve("quad", reference: .string("{quad}"), path: .root)
    #expect(JSONWriter(indent: 0).string(value) == ##"[["#FFFFFF","#FFFFFF"],["#FFFFFF","#FFFFFF"]]"##)
  }
}
