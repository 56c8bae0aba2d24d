import DesignKit

extension CLI {
  /// Usage lines of the tooling commands, for the help text.
  static let toolingUsage = """
      designkit schema                               the JSON Schema of preset files
      designkit diff A B [--format text|json]        A, B: preset files or `default`; exit 1 when they differ
      designkit export-swift PRESET [--name NAME]    Swift code that builds the preset's models
    """

  /// `designkit schema`: the JSON Schema of preset files.
  func schema(_ options: Options) throws -> Int32 {
    guard options.positional.isEmpty else { throw UsageError(message: "`schema` takes no arguments") }
    print(JSONWriter().string(try PresetSchemaGenerator(registry: Catalog.registry).schema()), terminator: "")
    return 0
  }

  /// `designkit diff A B`: exit 0 without differences, 1 with differences, 2 on usage errors and invalid presets.
  func diff(_ options: Options) throws -> Int32 {
    let format = try options.choice("--format", ["text", "json"], default: "text")
    guard options.positional.count == 2 else {
      throw UsageError(message: "`diff` takes two presets, e.g. `designkit diff default Models/brand.json`")
    }
    let themes: [Theme]
    do {
      themes = try options.positional.map { try loadTheme($0) }
    } catch let error as DiagnosticList {
      for d in error.diagnostics { printError(d.description) }
      return 2
    }
    let differ = ThemeDiff()
    let rows: [ThemeDifference]
    do {
      rows = try differ.diff(themes[0], themes[1])
    } catch {
      printError(error.description)
      return 2
    }
    if format == "json" {
      let doc = JSONValue.object([
        ("a", .string(options.positional[0])), ("b", .string(options.positional[1])),
        ("differences", differ.json(for: rows)),
      ])
      print(JSONWriter().string(doc), terminator: "")
    } else if rows.isEmpty {
      print("no differences")
    } else {
      print("--- a: \(options.positional[0]) (\(themes[0].name))")
      print("+++ b: \(options.positional[1]) (\(themes[1].name))")
      differ.lines(for: rows, registry: Catalog.registry).forEach { print($0) }
    }
    return rows.isEmpty ? 0 : 1
  }

  /// `designkit export-swift PRESET`: Swift source with one static model per component the preset changes.
  func exportSwift(_ options: Options) throws -> Int32 {
    guard options.positional.count == 1, let file = options.positional.first else {
      throw UsageError(message: "`export-swift` takes one preset file, e.g. `designkit export-swift Models/brand.json`")
    }
    if let name = options.values["--name"], SwiftExporter.identifier(from: name).filter({ $0 != "`" }) != name {
      throw UsageError(
        message: "`--name` must be a lowerCamelCase Swift identifier, e.g. `\(SwiftExporter.identifier(from: name))`")
    }
    let theme = try loadTheme(file)
    print(try SwiftExporter().source(for: theme, name: options.values["--name"]), terminator: "")
    return 0
  }

  /// The theme of a preset file; `default` is the built-in defaults.
  private func loadTheme(_ argument: String) throws -> Theme {
    argument == "default" ? Theme.default : try PresetLoader().load(file: argument)
  }
}
