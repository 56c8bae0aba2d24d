import DesignKit

/// Options shared by several commands, each declared once.
extension OptionSpec {
  static let format = OptionSpec(
    "--format", choices: OutputFormat.allNames, default: "text",
    help: "Output format; JSON keeps every number at full precision.")
  static let preset = OptionSpec(
    "--preset", value: "PRESET", help: "A preset file (relative to the working directory) or a built-in preset name.")
  static let scheme = OptionSpec(
    "--scheme", choices: StyleEnvironment.ColorScheme.allCases.map(\.rawValue), default: "light",
    help: "Color scheme.")
  static let contrast = OptionSpec(
    "--contrast", choices: StyleEnvironment.Contrast.allCases.map(\.rawValue), default: "standard",
    help: "Contrast setting.")
  static let dynamicType = OptionSpec(
    "--dynamic-type", value: "SIZE", choices: DynamicTypeSize.allCases.map(\.rawValue), default: "large",
    help: "Dynamic Type size, xSmall … xxxLarge, accessibility1 … accessibility5.")
  static let rtl = OptionSpec("--rtl", help: "Right-to-left layout direction.")
  static let reduceMotion = OptionSpec("--reduce-motion", help: "Reduce Motion on.")

  /// The environment options, in the order help lists them.
  static let environment: [OptionSpec] = [.scheme, .contrast, .dynamicType, .rtl, .reduceMotion]
}

extension OutputFormat {
  static let allNames = ["text", "json"]
}

extension Invocation {
  /// The environment of `--scheme`, `--contrast`, `--dynamic-type`, `--rtl`, `--reduce-motion`.
  var environment: StyleEnvironment {
    var environment = StyleEnvironment()
    environment.colorScheme = choice(.scheme, as: StyleEnvironment.ColorScheme.self) ?? .light
    environment.contrast = choice(.contrast, as: StyleEnvironment.Contrast.self) ?? .standard
    environment.dynamicTypeSize = choice(.dynamicType, as: DynamicTypeSize.self) ?? .large
    if flag(.rtl) { environment.layoutDirection = .rightToLeft }
    if flag(.reduceMotion) { environment.reduceMotion = true }
    return environment
  }

  /// The theme of `--preset`, or the built-in defaults.
  func presetTheme() throws -> Theme {
    try given(.preset).map { try CLI.theme($0) } ?? .default
  }
}

extension CLI {
  /// The theme a command-line argument names: `default`, a built-in preset name (`dark-tuned`) or a file path
  /// (anything with a `/` or ending in `.json`, relative to the working directory).
  ///
  /// An unknown built-in name is a usage error; a file with errors is invalid input.
  static func theme(_ argument: String) throws -> Theme {
    if argument == "default" { return .default }
    if argument.contains("/") || argument.hasSuffix(".json") {
      let result = Result { () throws(DiagnosticList) -> Theme in try PresetLoader().load(file: argument) }
      if case .failure(let list) = result, list.diagnostics.allSatisfy({ $0.kind == .fileNotFound }) {
        // A file that is not there is a mistyped name, not an invalid document.
        throw UsageError(message: list.diagnostics.map(\.message).joined(separator: "\n"))
      }
      return try result.get()
    }
    guard BuiltInPresets.names.contains(argument) else {
      let names = ["default"] + BuiltInPresets.names
      let near = Suggestions.nearest(to: argument, in: names)
      throw UsageError(
        message:
          "no built-in preset named `\(argument)`\(Suggestions.phrase(near)); built-in presets: "
          + "\(names.joined(separator: ", ")); give a file as a path such as `./\(argument).json`")
    }
    return try PresetLoader().load(builtIn: argument)
  }
}
