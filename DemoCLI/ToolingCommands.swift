import DesignKit

extension Command {
  static let schema = Command(
    "schema", summary: "Print the JSON Schema of preset files.",
    examples: ["designkit schema > Models/designkit-preset.schema.json"], exitCodes: [.success("printed"), .usage],
    run: CLI.schema)

  static let diff = Command(
    "diff", summary: "Print the resolved differences between two presets.",
    arguments: [
      ArgumentSpec(name: "A", help: "A preset file, a built-in preset name, or `default` (the built-in defaults)."),
      ArgumentSpec(name: "B", help: "The preset to compare with A, given the same way."),
    ],
    options: [.format], examples: ["designkit diff default Models/brand.json", "designkit diff brand dark-tuned"],
    exitCodes: [
      .success("no differences"), .invalid("the presets differ, or a preset is invalid (errors on stderr)"), .usage,
    ], run: CLI.diff)

  static let exportSwift = Command(
    "export-swift", summary: "Print Swift code building the models a preset changes.",
    arguments: [ArgumentSpec(name: "PRESET", help: "A preset file or a built-in preset name.")],
    options: [.swiftName], examples: ["designkit export-swift Models/brand.json --name brand"],
    exitCodes: [.success("printed"), .invalid("invalid preset"), .usage], run: CLI.exportSwift)
}

extension OptionSpec {
  static let swiftName = OptionSpec(
    "--name", value: "NAME", help: "The lowerCamelCase name of the static models; the preset's name when left out.")
}

extension CLI {
  static func schema(_ invocation: Invocation) throws -> Int32 {
    print(JSONWriter().string(try PresetSchemaGenerator(registry: Catalog.registry).schema()), terminator: "")
    return 0
  }

  static func diff(_ invocation: Invocation) throws -> Int32 {
    let names = invocation.positional
    let themes = try names.map { try CLI.theme($0) }
    let differ = ThemeDiff()
    let rows = try differ.diff(themes[0], themes[1])
    if invocation.format == .json {
      print(JSONWriter().string(differ.json(for: rows, a: names[0], b: names[1])), terminator: "")
    } else if rows.isEmpty {
      print("no differences")
    } else {
      print("--- a: \(names[0]) (\(themes[0].name))")
      print("+++ b: \(names[1]) (\(themes[1].name))")
      differ.lines(for: rows, registry: Catalog.registry).forEach { print($0) }
    }
    return rows.isEmpty ? 0 : 1
  }

  static func exportSwift(_ invocation: Invocation) throws -> Int32 {
    let name = invocation.given(.swiftName)
    if let name, SwiftExporter.identifier(from: name).filter({ $0 != "`" }) != name {
      throw UsageError(
        message: "`--name` must be a lowerCamelCase Swift identifier, e.g. `\(SwiftExporter.identifier(from: name))`")
    }
    let theme = try CLI.theme(invocation.positional[0])
    print(try SwiftExporter().source(for: theme, name: name), terminator: "")
    return 0
  }
}
