import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Random valid presets (see `PresetGenerator`) load to exactly the trees they describe, and survive
/// decode → encode → decode and export → load unchanged.
@Suite struct RandomPresetTests {
  /// Presets per batch; the batches run in parallel.
  static let presetsPerBatch = 50
  static let batches = Array(0..<4)

  @Test(arguments: batches)
  func randomPresetsLoadAndRoundTrip(batch: Int) throws {
    var failures = 0
    for i in 0..<Self.presetsPerBatch {
      let seed = SplitMix64.seed("preset \(batch).\(i)", base: SplitMix64.baseSeed)
      var generator = PresetGenerator(seed: seed, registry: Catalog.registry)
      let preset = try generator.generate()
      let problems = check(preset)
      guard !problems.isEmpty else { continue }
      let files = preset.files.sorted { $0.key < $1.key }.map { "--- \($0.key)\n\($0.value)" }.joined(separator: "\n")
      let header =
        "preset seed 0x\(String(seed, radix: 16)) (batch \(batch), #\(i), "
        + "base 0x\(String(SplitMix64.baseSeed, radix: 16))):"
      let text = ([header] + problems.prefix(5) + [files]).joined(separator: "\n")
      Issue.record(Comment(rawValue: text))
      failures += 1
      if failures >= 3 { return }
    }
  }

  /// Everything that is wrong with loading `preset`; empty when all is well.
  func check(_ preset: GeneratedPreset) -> [String] {
    let registry = Catalog.registry
    let loader = PresetLoader(registry: registry, files: InMemoryFileSource(preset.files))
    let theme: Theme
    do {
      theme = try loader.load(file: preset.entry)
    } catch {
      return ["a valid preset failed to load: \(error)"]
    }
    var problems: [String] = []
    if theme.name != preset.expectedName { problems.append("name \(theme.name), expected \(preset.expectedName)") }
    for c in registry.components {
      do {
        let tree = try theme.tree(for: c.name)
        if let expected = preset.expectedTrees[c.name], tree != expected {
          problems.append("\(c.name): loaded tree differs at \(firstDifference(tree, expected) ?? "?")")
        }
        // decode → encode → decode
        let model = try c.model(from: tree)
        guard let encoded = try c.tree(of: model) else {
          problems.append("\(c.name): the model does not encode")
          continue
        }
        if encoded != tree {
          problems.append("\(c.name): encode(decode(tree)) differs at \(firstDifference(encoded, tree) ?? "?")")
        }
        if !sameModel(model, try c.model(from: encoded)) { problems.append("\(c.name): decode(encode(model)) differs") }
        // A single model's JSON through PresetDecoder gives the same model.
        if let json = preset.plainComponentJSON[c.name] {
          let decoded = try decodeModel(c.modelType, JSONWriter().string(json))
          // The same in every state the component shows (PresetDecoder keeps the model's values for the others).
          if try c.tree(of: decoded) != encoded { problems.append("\(c.name): PresetDecoder gives another model") }
        }
      } catch {
        problems.append("\(c.name): \(error)")
      }
    }
    // Export → load gives the same theme.
    do {
      let exported = JSONWriter().string(try theme.presetJSON())
      let reloaded = try PresetLoader(registry: registry, files: InMemoryFileSource(["export.json": exported]))
        .load(file: "export.json")
      if reloaded.name != theme.name { problems.append("the exported name changed") }
      for c in registry.components {
        if try reloaded.tree(for: c.name) != theme.tree(for: c.name) {
          problems.append("\(c.name): export → load changed it")
        }
      }
    } catch {
      problems.append("export → load failed: \(error)")
    }
    return problems
  }

  private func sameModel(_ a: any ComponentModel, _ b: any ComponentModel) -> Bool {
    func equal<M: ComponentModel>(_ a: M) -> Bool { (b as? M) == a }
    return equal(a)
  }

  private func decodeModel(_ type: any ComponentModel.Type, _ text: String) throws -> any ComponentModel {
    func decode<M: ComponentModel>(_ type: M.Type) throws -> any ComponentModel {
      try PresetDecoder().decode(M.self, from: text, file: "model.json")
    }
    return try decode(type)
  }

  /// The path of the first leaf where two trees differ, for messages.
  private func firstDifference(_ a: StyleNode, _ b: StyleNode) -> String? {
    let left = leafPaths(a)
    let right = leafPaths(b)
    guard left.count == right.count else { return "(different shapes)" }
    for (l, r) in zip(left, right) where l.0 != r.0 || l.1 != r.1 {
      return l.0.joined(separator: ".") + ": \(l.1) vs \(r.1)"
    }
    return nil
  }

  @Test func theGeneratorCoversEveryNodeKindAndForm() throws {
    // Across a batch, the generated JSON uses every spelling the loader accepts (a generator that never produced
    // adaptive colors or physical springs would test nothing about them).
    var text = ""
    for i in 0..<Self.presetsPerBatch {
      var generator = PresetGenerator(
        seed: SplitMix64.seed("preset 0.\(i)", base: SplitMix64.baseSeed), registry: Catalog.registry)
      text += try generator.generate().files.values.joined(separator: "\n")
    }
    for needle in [
      "\"colorSpace\"", "\"light\"", "\"lightIncreasedContrast\"", "\"controlPoints\"", "\"stiffness\"", "\"bounce\"",
      "\"dampingFraction\"", "\"repeat\"", "\"forever\"", "\"horizontal\"", "\"trailing\"", "null",
      "\"$value\"", "\"extends\"", "{g", "\"weight\"", "\"curve\": \"none\"", "\"spring\": \"",
    ] {
      #expect(text.contains(needle), "no generated preset contains \(needle)")
    }
  }
}
