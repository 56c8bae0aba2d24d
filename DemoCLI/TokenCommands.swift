import DesignKit

extension Command {
  static let exportTokens = Command(
    "export-tokens", summary: "Print the theme as a DTCG 2025.10 token resolver document.",
    options: [.preset],
    examples: [
      "designkit export-tokens", "designkit export-tokens --preset Models/dark-tuned.json > theme.resolver.json",
    ],
    exitCodes: [.success("printed"), .invalid("invalid preset"), .usage], run: CLI.exportTokens)
}

extension CLI {
  static func exportTokens(_ invocation: Invocation) throws -> Int32 {
    print(JSONWriter().string(try DTCGThemeExport.document(for: try invocation.presetTheme())), terminator: "")
    return 0
  }
}
