import DesignKitCatalogData
import DesignKitCore

/// The presets of the repository's `Models/` folder, compiled into the library so any program reaches them by name
/// whatever its working directory: `try PresetLoader().load(builtIn: "dark-tuned")`.
///
/// The token files `carbon` and `fluent` import come along (under `tokens/`, with their license).
public enum BuiltInPresets {
  /// The preset names (`brand`, `dark-tuned`, …), sorted.
  public static let names: [String] = CatalogData.presetSources.keys.filter {
    !$0.contains("/") && $0.hasSuffix(".json")
  }
  .map { String($0.dropLast(".json".count)) }.sorted()

  /// The embedded files by path relative to `Models/`: what a loader reads built-in presets from.
  public static let files = InMemoryFileSource(CatalogData.presetSources)

  /// The presets as a preset's `extends` names them (`"extends": "brand"`), which `PresetLoader()` reads.
  public static let named = NamedPresets(names: names, files: files)
}

extension PresetLoader {
  /// The built-in preset `name` (one of `BuiltInPresets.names`), read from the library, never from the disk.
  public func load(builtIn name: String) throws(DiagnosticList) -> Theme {
    guard BuiltInPresets.names.contains(name) else {
      let near = Suggestions.nearest(to: name, in: BuiltInPresets.names)
      throw DiagnosticList([
        Diagnostic(
          .fileNotFound,
          "no built-in preset named `\(name)`\(Suggestions.phrase(near)); built-in presets: "
            + BuiltInPresets.names.joined(separator: ", "), suggestions: near)
      ])
    }
    var loader = self
    loader.files = BuiltInPresets.files
    return try loader.load(file: name + ".json")
  }
}
