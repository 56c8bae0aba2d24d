import DesignKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Command {
  static let importTokens = Command(
    "import-tokens",
    summary:
      "Write a preset whose theme roles (colors, corner radius, spacing, type scale, motion, …) come from a DTCG token file or resolver document, named as export-tokens names them.",
    arguments: [ArgumentSpec(name: "FILE", help: "A DTCG token file or resolver document (JSON).")],
    options: [.resolverContexts, .strict, .presetOut],
    examples: [
      "designkit import-tokens Models/tokens/ibm-carbon.resolver.json --resolver breakpoint=md",
      "designkit import-tokens --strict Models/tokens/brand.tokens.json",
    ],
    exitCodes: [
      .success("written (roles the tokens lack, and token warnings, on stderr)"),
      .invalid("an invalid token file, warnings with --strict, or a preset that could not be written"), .usage,
    ],
    run: CLI.importTokens)
}

extension OptionSpec {
  static let resolverContexts = OptionSpec(
    "--resolver", value: "MODIFIER=CONTEXT,…",
    help:
      "The context of each of the resolver's modifiers (e.g. breakpoint=md); modifiers left out take their default, "
      + "and an appearance or light/dark modifier is read in every context.")
  static let presetOut = OptionSpec(
    "--out", value: "FILE", help: "Write the preset to this file instead of printing it.")
}

extension CLI {
  static func importTokens(_ invocation: Invocation) throws -> Int32 {
    let file = invocation.positional[0]
    try requireReadable([file])
    var contexts: [String: String] = [:]
    for pair in (invocation.given(.resolverContexts) ?? "").split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(message: "--resolver takes MODIFIER=CONTEXT pairs separated by commas, not `\(pair)`")
      }
      contexts[parts[0]] = parts[1]
    }
    let imported = try DTCGPresetImport.load(
      path: file, contexts: contexts, files: LocalFileSource(), registry: Catalog.registry,
      strict: invocation.flag(.strict))
    for warning in imported.warnings { printError(warning.description) }
    let text = JSONWriter().string(imported.preset)
    guard let out = invocation.given(.presetOut) else {
      print(text, terminator: "")
      return 0
    }
    do {
      try text.write(toFile: out, atomically: true, encoding: .utf8)
    } catch {
      printError("designkit: cannot write the preset to `\(out)`: \(reason(error))")
      return 1
    }
    return 0
  }
}
