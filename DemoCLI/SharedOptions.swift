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
  static let platform = OptionSpec(
    "--platform", choices: StyleEnvironment.Platform.caseNames, default: "iOS",
    help: "The platform a model's per-platform values (`PlatformTable`) resolve for.")
  static let rtl = OptionSpec("--rtl", help: "Right-to-left layout direction.")
  static let reduceMotion = OptionSpec("--reduce-motion", help: "Reduce Motion on.")

  /// The environment options, in the order help lists them.
  static let environment: [OptionSpec] = [.platform, .scheme, .contrast, .dynamicType, .rtl, .reduceMotion]
}

extension OutputFormat {
  static let allNames = ["text", "json"]
}

extension Invocation {
  /// The environment of `--platform`, `--scheme`, `--contrast`, `--dynamic-type`, `--rtl`, `--reduce-motion`.
  var environment: StyleEnvironment {
    var environment = StyleEnvironment()
    environment.platform = choice(.platform, as: StyleEnvironment.Platform.self) ?? .iOS
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
      try requireReadable([argument])
      return try PresetLoader().load(file: argument)
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

extension CLI {
  /// Throws a usage error naming every file of `paths` that cannot be read (missing, a folder, not permitted):
  /// a file named on the command line that is not there is a mistyped argument, so every command exits 2 for it,
  /// while a file that reads but holds errors is invalid input (exit 1).
  static func requireReadable(_ paths: [String]) throws {
    var problems: [String] = []
    for path in paths {
      do {
        _ = try LocalFileSource().read(path)
      } catch {
        problems.append(error.message)
      }
    }
    if !problems.isEmpty { throw UsageError(message: problems.joined(separator: "\n")) }
  }
}
