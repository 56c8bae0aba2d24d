import DesignKit

/// One command of `designkit`: everything the global usage, its help, option checking and dispatch need.
///
/// Each command is declared next to its run function (`extension Command { static let show = … }`) and listed
/// once in `Command.table`.
struct Command: Sendable {
  /// The word after `designkit`.
  var name: String
  /// One sentence: what it does.
  var summary: String
  /// Its positional arguments, in order.
  var arguments: [ArgumentSpec]
  /// The options it accepts (besides `--help`).
  var options: [OptionSpec]
  /// Whole command lines that show a typical use.
  var examples: [String]
  /// What each exit code means for this command.
  var exitCodes: [ExitCode]
  /// Runs the command on parsed arguments; returns the exit code.
  var run: @Sendable (Invocation) throws -> Int32

  init(
    _ name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    examples: [String], exitCodes: [ExitCode], run: @escaping @Sendable (Invocation) throws -> Int32
  ) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.options = options
    self.examples = examples
    self.exitCodes = exitCodes
    self.run = run
  }

  /// `designkit show <Component> [options]`.
  var usageLine: String {
    (["designkit", name] + arguments.map(\.usage) + (options.isEmpty ? [] : ["[options]"])).joined(separator: " ")
  }

  /// The text of `designkit help <name>` and `designkit <name> --help`.
  var help: String {
    var out = ["designkit \(name) — \(summary)", "", "USAGE", "  " + usageLine]
    if !arguments.isEmpty {
      out += ["", "ARGUMENTS"] + Command.columns(arguments.map { ($0.usage, $0.help) })
    }
    let all = options + [.help]
    out += ["", "OPTIONS"] + Command.columns(all.map { ($0.usage, $0.helpWithDefault) })
    out += ["", "EXAMPLES"] + examples.map { "  " + $0 }
    out += ["", "EXIT CODES"] + exitCodes.map { "  \($0.code)  \($0.meaning)" }
    return out.joined(separator: "\n") + "\n"
  }

  /// Two aligned columns, indented by two spaces.
  static func columns(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "   " + $0.1 }
  }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
  /// The placeholder (`Component`, `FILE`).
  var name: String
  /// What to give.
  var help: String
  /// Whether it may be left out.
  var isOptional = false
  /// Whether it may be given several times.
  var isRepeated = false

  /// `<Component>`, `[PRESET]`, `FILE...`.
  var usage: String {
    let base = name.first?.isUppercase == true && name.uppercased() == name ? name : "<\(name)>"
    let repeated = isRepeated ? base + "..." : base
    return isOptional ? "[\(repeated)]" : repeated
  }
}

/// One option: declared once, listed by every command that takes it.
struct OptionSpec: Sendable, Hashable {
  /// `--name`.
  var name: String
  /// The placeholder of its value (`FILE`, `text|json`); nil for a flag.
  var value: String?
  /// The values it allows, when it is a choice.
  var choices: [String]?
  /// Its value when not given.
  var defaultValue: String?
  /// What it does.
  var help: String
  /// When a command line must hold it: nil when it may always be left out. A command declares it
  /// (`.events.required()`), since a shared option is required by one command and optional in another.
  var requirement: Requirement?

  /// When an option must be given.
  enum Requirement: Sendable, Hashable {
    /// On every command line of the command.
    case always
    /// Whenever the option of this name is given (`--events` with `--transition`).
    case with(String)
  }

  init(_ name: String, value: String? = nil, choices: [String]? = nil, default: String? = nil, help: String) {
    self.name = name
    // Joined by hand: the first call of the standard library's `joined(separator:)` looks up conformances at run
    // time, which every command that declares a choice would pay for at start-up.
    self.value = value ?? choices.map { names in names.dropFirst().reduce(names.first ?? "") { $0 + "|" + $1 } }
    self.choices = choices
    self.defaultValue = `default`
    self.help = help
  }

  /// This option, required always or, with `other`, whenever `other` is given.
  func required(with other: OptionSpec? = nil) -> OptionSpec {
    var copy = self
    copy.requirement = other.map { .with($0.name) } ?? .always
    return copy
  }

  /// `--format text|json`.
  var usage: String { name == "--help" ? "-h, --help" : value.map { "\(name) \($0)" } ?? name }

  /// The help with the requirement and the default appended.
  var helpWithDefault: String {
    let required: String
    switch requirement {
    case nil: required = ""
    case .always: required = " Required."
    case .with(let other): required = " Required with `\(other)`."
    }
    return help + required + (defaultValue.map { " Default: \($0)." } ?? "")
  }

  /// Every command answers it.
  static let help = OptionSpec("--help", help: "Print this help.")
}

/// What an exit code means for one command.
struct ExitCode: Sendable {
  /// The code.
  var code: Int32
  /// What it means.
  var meaning: String

  init(_ code: Int32, _ meaning: String) {
    self.code = code
    self.meaning = meaning
  }

  /// 0: success in the command's words.
  static func success(_ meaning: String) -> ExitCode { ExitCode(0, meaning) }
  /// 1: input the command read was invalid.
  static func invalid(_ meaning: String) -> ExitCode { ExitCode(1, meaning) }
  /// 2: the command line itself was wrong.
  static let usage = ExitCode(
    2, "usage error: unknown command, option, component, state, machine or event, or a named file that cannot be read")
}

/// The output format every command with `--format` shares.
enum OutputFormat: String {
  case text, json
}

/// A usage error: the command line itself is wrong (exit code 2).
struct UsageError: Error {
  var message: String
}

/// A command's parsed command line: positional arguments, flags and option values, checked against its declaration.
struct Invocation {
  /// The command being run.
  let command: Command
  /// Positional arguments, in order.
  var positional: [String] = []
  /// The flags given.
  var flags: Set<String> = []
  /// The values of options given.
  var values: [String: String] = [:]

  /// Parses `arguments` for `command`; throws a `UsageError` naming the nearest option for an unknown one.
  init(_ command: Command, _ arguments: [String]) throws {
    self.command = command
    var i = 0
    var onlyPositional = false
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if onlyPositional || !arg.hasPrefix("-") || arg == "-" || Double(arg) != nil {
        positional.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositional = true
        continue
      }
      var name = arg
      var inline: String?
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      guard let option = command.options.first(where: { $0.name == name }) else {
        let near = Suggestions.nearest(to: name, in: command.options.map(\.name) + ["--help"])
        throw UsageError(message: "unknown option `\(name)` for `\(command.name)`\(Suggestions.phrase(near))")
      }
      guard option.value != nil else {
        if inline != nil { throw UsageError(message: "`\(name)` is a flag and takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else {
        guard i < arguments.count else {
          throw UsageError(message: "option `\(name)` needs a value: \(option.usage)")
        }
        value = arguments[i]
        i += 1
      }
      if let choices = option.choices, !choices.contains(value) {
        let near = Suggestions.nearest(to: value, in: choices)
        throw UsageError(
          message:
            "`\(name)` must be one of \(choices.joined(separator: ", ")); got `\(value)`\(Suggestions.phrase(near))")
      }
      values[name] = value
    }
    try checkArgumentCount()
    try checkRequiredOptions()
  }

  /// Throws a usage error for the first option the declaration requires and the command line lacks, with the
  /// command's first example that gives it.
  private func checkRequiredOptions() throws {
    for option in command.options {
      let needer: String
      switch option.requirement {
      case nil: continue
      case .always: needer = "`\(command.name)`"
      case .with(let other):
        guard values[other] != nil || flags.contains(other) else { continue }
        needer = "`\(command.name) \(other)`"
      }
      guard values[option.name] == nil, !flags.contains(option.name) else { continue }
      let example = command.examples.first { $0.contains(option.name + " ") }.map { ", e.g. `\($0)`" } ?? ""
      throw UsageError(message: "\(needer) needs `\(option.usage)`\(example)")
    }
  }

  private func checkArgumentCount() throws {
    let specs = command.arguments
    let required = specs.filter { !$0.isOptional }.count
    let unlimited = specs.contains { $0.isRepeated }
    guard positional.count < required || (!unlimited && positional.count > specs.count) else { return }
    let takes = specs.isEmpty ? "takes no arguments" : "takes " + specs.map(\.usage).joined(separator: " ")
    let got = positional.isEmpty ? "none" : positional.map { "`\($0)`" }.joined(separator: " ")
    let example = command.examples.first.map { ", e.g. `\($0)`" } ?? ""
    throw UsageError(message: "`\(command.name)` \(takes)\(example); got \(got)")
  }

  /// Whether the flag was given.
  func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

  /// The option's value if it was given.
  func given(_ option: OptionSpec) -> String? { values[option.name] }

  /// The option's value, or its default.
  func value(_ option: OptionSpec) -> String? { values[option.name] ?? option.defaultValue }

  /// The value of a choice option as an enum.
  func choice<T: RawRepresentable>(_ option: OptionSpec, as: T.Type) -> T? where T.RawValue == String {
    value(option).flatMap(T.init(rawValue:))
  }

  /// `--format`, for commands that declare it.
  var format: OutputFormat { choice(.format, as: OutputFormat.self) ?? .text }

  /// The option's value as a number in `range`, or nil when not given.
  func number(_ option: OptionSpec, in range: ClosedRange<Double>, whole: Bool = false) throws -> Double? {
    guard let text = values[option.name] ?? option.defaultValue else { return nil }
    guard let n = Double(text), range.contains(n), !whole || n == n.rounded() else {
      let what = whole ? "a whole number" : "a number"
      throw UsageError(
        message:
          "`\(option.name)` must be \(what) from \(StyleFormatter.number(range.lowerBound)) to \(StyleFormatter.number(range.upperBound)); got `\(text)`"
      )
    }
    return n
  }

  /// Runs `body`, whose diagnostics are about what was typed on the command line (names of components, states,
  /// machines, events), as usage errors.
  func typed<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let d as Diagnostic {
      throw UsageError(message: d.message)
    } catch let list as DiagnosticList {
      throw UsageError(message: list.diagnostics.map(\.message).joined(separator: "\n"))
    }
  }
}
