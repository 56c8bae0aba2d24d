import DesignKit
import Foundation
import Testing

/// The presets of `Models/` compiled into the library (`CatalogData+PresetSources.swift`, generated; regenerate with
/// `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter BuiltInPresets`).
@Suite struct BuiltInPresetsTests {
  static let generatedFile = RepoPaths.root + "/Sources/DesignKitCatalogData/CatalogData+PresetSources.swift"
  static let regenerate = "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter BuiltInPresets"
  /// Generated from the presets, not presets themselves (composition documents under `compositions/` are not
  /// presets either).
  /// `tokens/brand.tokens.json` is the README's Presets example's token file, which no built-in preset imports.
  static let notEmbedded: Set<String> = ["default.json", "designkit-preset.schema.json", "tokens/brand.tokens.json"]

  /// Every file under `Models/` that is embedded, relative to `Models/`, sorted.
  static func embeddedPaths() -> [String] {
    let root = RepoPaths.model("")
    let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return all.filter { path in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: root + path, isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue && !notEmbedded.contains(path) && !path.hasPrefix("compositions/")
    }.sorted()
  }

  /// The source of `CatalogData+PresetSources.swift` for the files of `Models/` (raw multi-line literals, with as
  /// many `#` as the text needs).
  static func generatedSource() throws -> String {
    var out = [
      "// Generated from Models/ by `\(regenerate)`: do not edit.",
      "// The files under tokens/ are third-party design tokens under the MIT license in tokens/LICENSE.", "",
      "extension CatalogData {", "  /// Each embedded file's text by path relative to `Models/`.",
      "  public static let presetSources: [String: String] = [",
    ]
    for path in embeddedPaths() {
      let text = try #require(RepoPaths.read(RepoPaths.model(path)))
      var hashes = "#"
      while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
      out += ["    \"\(path)\": \(hashes)\"\"\"", text, "\"\"\"\(hashes),"]
    }
    out += ["  ]", "}", ""]
    return out.joined(separator: "\n")
  }

  @Test func theEmbeddedFilesAreTheFilesOfModels() throws {
    try Golden.check(try Self.generatedSource(), against: Self.generatedFile, regenerate: Self.regenerate)
    for path in Self.embeddedPaths() {
      #expect(
        try BuiltInPresets.files.read(path) == (try LocalFileSource().read(RepoPaths.model(path))),
        "\(path) differs from Models/\(path): \(Self.regenerate)")
    }
  }

  @Test(arguments: BuiltInPresets.names)
  func aBuiltInPresetLoadsByNameAsItsFileDoes(name: String) throws {
    let byName = try PresetLoader().load(builtIn: name)
    let byFile = try PresetLoader().load(file: RepoPaths.model(name + ".json"))
    #expect(byName.name == byFile.name)
    #expect(try ThemeDiff().diff(byName, byFile).isEmpty)
  }

  @Test func theNamesAreThePresetsOfModels() {
    let presets = Self.embeddedPaths().filter { !$0.contains("/") && $0.hasSuffix(".json") }
    #expect(BuiltInPresets.names == presets.map { String($0.dropLast(5)) })
    #expect(BuiltInPresets.names.contains("dark-tuned"))
  }

  @Test func anUnknownNameSuggestsTheNearest() {
    #expect(throws: DiagnosticList.self) { try PresetLoader().load(builtIn: "dark-tunde") }
    do {
      _ = try PresetLoader().load(builtIn: "dark-tunde")
    } catch {
      #expect(error.diagnostics.first?.suggestions == ["dark-tuned"])
    }
  }

  @Test func aPresetLoadsFromText() throws {
    let theme = try PresetLoader().load(
      text: #"{"name": "Inline", "components": {"VToggle": {"layout": {"thumbDimension": 20}}}}"#)
    #expect(theme.name == "Inline")
    #expect(try theme.resolve("VToggle", state: "on+enabled")["layout.thumbDimension"] == .number(20))
  }
}
