import DesignKit

extension Command {
  static let exportTokens = Command(
    "export-tokens",
    summary:
      "Print the theme's foundations (colors by role, metrics, type scale, motion) and the components the preset changes as a DTCG 2025.10 resolver document.",
    options: [.preset, .components],
    examples: [
      "designkit export-tokens", "designkit export-tokens --preset Models/dark-tuned.json > theme.resolver.json",
      "designkit export-tokens --preset brand --components > brand.resolver.json",
    ],
    exitCodes: [.success("printed"), .invalid("invalid preset"), .usage], run: CLI.exportTokens)
}

extension OptionSpec {
  static let components = OptionSpec(
    "--components",
    help:
      "Print every component's resolved values (group `components`, about 2 MB), not only those the preset "
      + "changes, beside the foundations (group `theme`).")
}

extension CLI {
  static func exportTokens(_ invocation: Invocation) throws -> Int32 {
    let document = try DTCGThemeExport.foundationsDocument(
      for: try invocation.presetTheme(), includingComponents: invocation.flag(.components))
    print(JSONWriter().string(document), terminator: "")
    return 0
  }
}
