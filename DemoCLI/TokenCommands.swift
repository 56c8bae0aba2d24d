import DesignKit

extension CLI {
  /// `export-tokens [--preset FILE]`: the theme as one DTCG 2025.10 resolver document on standard output.
  func exportTokens(_ options: Options) throws -> Int32 {
    guard options.positional.isEmpty else { throw UsageError(message: "`export-tokens` takes no arguments") }
    let theme = try options.values["--preset"].map { try PresetLoader().load(file: $0) } ?? .default
    print(JSONWriter().string(try DTCGThemeExport.document(for: theme)), terminator: "")
    return 0
  }
}
