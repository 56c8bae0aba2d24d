import DesignKit
import Foundation
import Testing

/// End-to-end tests of `designkit schema`, `diff` and `export-swift`, run on the built executable.
@Suite(.serialized) struct ToolingCLITests {
  @Test func schemaPrintsTheGeneratedSchemaFile() throws {
    let run = try CLIRun(["schema"])
    #expect(run.status == 0)
    #expect(run.stdout == JSONWriter().string(try PresetSchemaGenerator(registry: Catalog.registry).schema()))
    #expect(run.stdout == RepoPaths.read(RepoPaths.model("designkit-preset.schema.json")))
  }

  @Test func diffPrintsTheLibrarysRowsAndExitsOneWhenThemesDiffer() throws {
    let run = try CLIRun(["diff", "default", "Models/brand.json"])
    #expect(run.status == 1)
    let brand = try PresetLoader().load(file: RepoPaths.model("brand.json"))
    let rows = try ThemeDiff().diff(Theme.default, brand)
    let expected =
      ["--- a: default (default)", "+++ b: Models/brand.json (Brand)"]
      + ThemeDiff().lines(for: rows, registry: Catalog.registry)
    #expect(run.stdout == expected.joined(separator: "\n") + "\n")
    #expect(run.stderr.isEmpty)
  }

  @Test func diffOfEqualThemesExitsZero() throws {
    let run = try CLIRun(["diff", "Models/default.json", "default"])
    #expect(run.status == 0)
    #expect(run.stdout == "no differences\n")
    let json = try CLIRun(["diff", "Models/brand.json", "Models/brand.json", "--format", "json"])
    #expect(json.status == 0)
    #expect(try JSONReader().parse(json.stdout)["differences"]?.isStructurallyEqual(to: .array([])) == true)
  }

  @Test func diffAsJSON() throws {
    let run = try CLIRun(["diff", "Models/brand.json", "Models/compact.json", "--format=json"])
    #expect(run.status == 1)
    let doc = try JSONReader().parse(run.stdout)
    #expect(doc["a"]?.stringValue == "Models/brand.json")
    #expect(doc["b"]?.stringValue == "Models/compact.json")
    let a = try PresetLoader().load(file: RepoPaths.model("brand.json"))
    let b = try PresetLoader().load(file: RepoPaths.model("compact.json"))
    let expected = ThemeDiff().json(for: try ThemeDiff().diff(a, b))
    #expect(doc["differences"]?.isStructurallyEqual(to: expected) == true)
  }

  @Test(arguments: [
    (["diff", "default"], "`diff` takes A B"),
    (["diff", "a", "b", "c"], "`diff` takes A B"),
    (["diff", "default", "default", "--format", "yaml"], "`--format` must be one of text, json"),
    (["diff", "default", "Models/nope.json"], "cannot read file `Models/nope.json`"),
    (["export-swift"], "`export-swift` takes PRESET"),
    (["export-swift", "Models/brand.json", "--name", "brand-dark"], "e.g. `brandDark`"),
    (["export-swift", "Models/brand.json", "--nme", "x"], "unknown option `--nme`"),
    (["schema", "extra"], "`schema` takes no arguments"),
  ])
  func usageErrorsAndUnreadablePresetsExitTwo(arguments: [String], message: String) throws {
    try CLIRun.expectUsageError(arguments, saying: message)
  }

  @Test func diffReportsAnInvalidPresetWithItsPositionAndExitsOne() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("designkit-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("bad.json")
    try Data(##"{"components": {"VToggle": {"layout": {"thumbDimension": -3}}}}"##.utf8).write(to: file)
    let run = try CLIRun(["diff", "default", file.path])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("\(file.path):1:58: error: "), "\(run.stderr)")
    // export-swift reports the same preset as invalid input.
    let export = try CLIRun(["export-swift", file.path])
    #expect(export.status == 1)
    #expect(export.stderr.hasPrefix("\(file.path):1:58: error: "))
  }

  @Test func exportSwiftPrintsTheLibrarysSource() throws {
    let run = try CLIRun(["export-swift", "Models/compact.json"])
    #expect(run.status == 0)
    let compact = try PresetLoader().load(file: RepoPaths.model("compact.json"))
    #expect(run.stdout == (try SwiftExporter().source(for: compact)))
    #expect(run.stdout.hasPrefix("import DesignKit\n"))
    let named = try CLIRun(["export-swift", "Models/compact.json", "--name", "dense"])
    #expect(named.stdout == (try SwiftExporter().source(for: compact, name: "dense")))
    #expect(named.stdout.contains("static let dense: Self"))
  }
}
