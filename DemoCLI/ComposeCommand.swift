import DesignKit

extension Command {
  static let compose = Command(
    "compose",
    summary: "Resolve a composition document: each node's path, state and style, and the source of every value.",
    arguments: [
      ArgumentSpec(
        name: "DOCUMENT", help: "A composition document (a screen: components, scopes, named rules), a JSON file.")
    ],
    options: [.preset] + OptionSpec.environment + [.format],
    examples: [
      "designkit compose Models/compositions/settings.json",
      "designkit compose Models/compositions/settings.json --preset brand --scheme dark --format json",
    ],
    exitCodes: [.success("printed"), .invalid("invalid document or preset"), .usage], run: CLI.compose)
}

extension CLI {
  static func compose(_ invocation: Invocation) throws -> Int32 {
    let theme = try invocation.presetTheme()
    let document = try compositionDocument(invocation.positional[0], theme: theme)
    let nodes = try Composition(theme: theme, environment: invocation.environment).resolve(document.root)
    if invocation.format == .json {
      print(JSONWriter().string(ResolvedNode.json(nodes, screen: document.screen)), terminator: "")
    } else {
      let formatter = StyleFormatter(colorSwatches: stdoutWantsColor)
      print(document.screen)
      for node in nodes { node.lines(formatter: formatter).forEach { print($0) } }
    }
    return 0
  }
}

extension CLI {
  /// The composition document at `path` (relative to the working directory), read for `theme`'s components; a file
  /// that cannot be read is a usage error, a document with errors is invalid input.
  static func compositionDocument(_ path: String, theme: Theme) throws -> CompositionDocument {
    let bytes: [UInt8]
    do {
      bytes = try LocalFileSource().read(path)
    } catch {
      throw UsageError(message: error.message)
    }
    return try CompositionDocument(bytes, file: path, theme: theme)
  }
}
