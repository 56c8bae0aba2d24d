import DesignKit
import Testing

/// The walks that recurse over input and are bounded by another bound rather than one of their own: the JSON
/// reader's 512 levels bound every walk over JSON values (the writer, structural equality, DTCG group trees), and the
/// model types bound every walk over style trees (overlay, encoder and decoder, schema, preset and DTCG exports),
/// since a preset cannot add levels to a tree. Each bound is tested at its limit here; the bounds of their own are
/// tested beside their code (see `TokenReferenceGuardTests`, `GeneratedHostileTests`, `RegressionTests` and the
/// hostile corpus).
@Suite struct RecursionBoundsTests {
  /// `levels` nested arrays around a number.
  private func nestedArrays(_ levels: Int) -> String {
    String(repeating: "[", count: levels) + "0" + String(repeating: "]", count: levels)
  }

  @Test func jsonAtTheReadersDepthLimitIsWrittenAndReadBack() throws {
    let depth = JSONReader.Limits.default.maxDepth
    let value = try JSONReader().parse(nestedArrays(depth))
    for indent in [0, 2] {
      let again = try JSONReader().parse(JSONWriter(indent: indent).string(value))
      #expect(again.isStructurallyEqual(to: value))
    }
    #expect(throws: Diagnostic.self) { try JSONReader().parse(nestedArrays(depth + 1)) }
  }

  @Test func dtcgGroupsAtTheReadersDepthLimitLoad() throws {
    // 510 groups and a token object with its `$value` object: 512 levels, the deepest a token file can be.
    let groups = JSONReader.Limits.default.maxDepth - 2
    let open = String(repeating: #"{"g": "#, count: groups)
    let text = open + #"{"t": {"$type": "number", "$value": 3}}"# + String(repeating: "}", count: groups)
    let set = try tokenSet(text)
    let path = Array(repeating: "g", count: groups).joined(separator: ".") + ".t"
    #expect(set[path]?.value == .number(3))
  }

  /// The style-tree walks recurse once per level of a model: the deepest component tree bounds them.
  @Test(arguments: Catalog.registry.names)
  func styleTreesAreShallow(component: String) throws {
    let tree = try Theme(registry: Catalog.registry).tree(for: component)
    let depth = leafPaths(tree).map(\.0.count).max() ?? 0
    #expect(depth <= 8, "\(component)'s tree is \(depth) levels deep")
  }

  @Test func aPresetCannotDeepenAStyleTree() throws {
    let text = #"{"components": {"VToggle": {"layout": {"cornerRadius": "# + nestedArrays(500) + "}}}}"
    do {
      _ = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": text]))
        .load(file: "p.json")
      Issue.record("loaded")
    } catch {
      let d = try #require(error.diagnostics.first)
      #expect(d.path.description == "components.VToggle.layout.cornerRadius")
    }
  }
}
