import DesignKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A usage error: printed with a hint to `--help`, exit code 2.
struct UsageError: Error {
  var message: String
}

/// The `designkit` command line: parses arguments, calls the library, prints.
struct CLI {
  var arguments: [String]

  static let usage = """
    designkit — inspect and validate DesignKit component styles

    USAGE
      designkit list [--format text|json]
      designkit show <Component> [--state S | --all-states] [--preset FILE] [--scheme light|dark]
                     [--contrast standard|increased] [--dynamic-type SIZE] [--rtl] [--format text|json]
      designkit validate FILE...
      designkit audit [PRESET] [--min-contrast 4.5] [--min-target 44] [--skip-disabled]
      designkit machine [<machine or Component>] [--table] [--depth N] [--format text|json]
      designkit curve <animation> [--samples N] [--format text|json]
      designkit simulate <Component or machine> --events E1,E2,... [--at T1,T2,...] [--fps N] [--preset FILE]
                     [--scheme light|dark] [--reduce-motion] [--color-space linearSRGB|oklab] [--format text|json]
      designkit export-defaults
    \(CLI.toolingUsage)
    \(CLI.renderUsage)
      designkit help

    EXAMPLES
      designkit show VToggle --all-states
      designkit show VPrimaryButton --state pressed --scheme dark
      designkit validate Models/brand.json
      designkit curve "spring(duration: 0.5, bounce: 0.3)"
      designkit simulate VToggle --events pointerDown,pointerUp --fps 60
      designkit machine press --table

    Exit codes: 0 success, 1 invalid preset, 2 usage error.
    """

  func run() -> Int32 {
    guard let command = arguments.first else {
      print(CLI.usage)
      return 0
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch command {
      case "help", "--help", "-h":
        print(CLI.usage)
        return 0
      case "list": return try list(Options(rest, flags: [], values: ["--format"]))
      case "show":
        return try show(
          Options(
            rest, flags: ["--all-states", "--rtl", "--reduce-motion"],
            values: ["--state", "--preset", "--scheme", "--format", "--contrast", "--dynamic-type"]))
      case "validate": return try validate(Options(rest, flags: [], values: []))
      case "audit":
        return try audit(Options(rest, flags: ["--skip-disabled"], values: ["--min-contrast", "--min-target"]))
      case "machine": return try machine(Options(rest, flags: ["--table"], values: ["--format", "--depth"]))
      case "curve": return try curve(Options(rest, flags: [], values: ["--samples", "--format"]))
      case "simulate":
        return try simulate(
          Options(
            rest, flags: ["--rtl", "--reduce-motion"],
            values: [
              "--events", "--at", "--fps", "--preset", "--scheme", "--contrast", "--dynamic-type", "--format",
              "--color-space",
            ]))
      case "export-defaults": return try exportDefaults(Options(rest, flags: [], values: []))
      case "schema": return try schema(Options(rest, flags: [], values: []))
      case "diff": return try diff(Options(rest, flags: [], values: ["--format"]))
      case "export-swift": return try exportSwift(Options(rest, flags: [], values: ["--name"]))
      case "render": return try render(Options(rest, flags: CLI.renderOptions.flags, values: CLI.renderOptions.values))
      default:
        let commands = [
          "list", "show", "validate", "export-defaults", "schema", "diff", "export-swift", "curve", "simulate",
          "machine", "audit", "render", "help",
        ]
        let near = Suggestions.nearest(to: command, in: commands)
        throw UsageError(message: "unknown command `\(command)`\(Suggestions.phrase(near))")
      }
    } catch let error as UsageError {
      printError("designkit: \(error.message)\nRun `designkit --help` for usage.")
      return 2
    } catch let error as DiagnosticList {
      for d in error.diagnostics { printError(d.description) }
      return 1
    } catch let error as Diagnostic {
      printError(error.description)
      return 1
    } catch {
      printError("designkit: \(error)")
      return 1
    }
  }
}

/// Parsed options: positional arguments, flags and `--name value` options.
struct Options {
  var positional: [String] = []
  var flags: Set<String> = []
  var values: [String: String] = [:]

  init(_ args: [String], flags allowedFlags: Set<String>, values allowedValues: Set<String>) throws {
    var i = 0
    while i < args.count {
      let arg = args[i]
      if arg.hasPrefix("--") {
        var name = arg
        var inline: String?
        if let eq = arg.firstIndex(of: "=") {
          name = String(arg[..<eq])
          inline = String(arg[arg.index(after: eq)...])
        }
        if allowedFlags.contains(name), inline == nil {
          flags.insert(name)
        } else if allowedValues.contains(name) {
          if let inline {
            values[name] = inline
          } else {
            guard i + 1 < args.count else { throw UsageError(message: "option `\(name)` needs a value") }
            i += 1
            values[name] = args[i]
          }
        } else {
          let near = Suggestions.nearest(to: name, in: allowedFlags.union(allowedValues))
          throw UsageError(message: "unknown option `\(name)`\(Suggestions.phrase(near))")
        }
      } else {
        positional.append(arg)
      }
      i += 1
    }
  }

  /// The value of an option that must be one of `choices`.
  func choice(_ name: String, _ choices: [String], default fallback: String) throws -> String {
    guard let v = values[name] else { return fallback }
    guard choices.contains(v) else {
      throw UsageError(message: "`\(name)` must be one of \(choices.joined(separator: ", ")); got `\(v)`")
    }
    return v
  }
}

func printError(_ text: String) {
  let line = Array((text + "\n").utf8)
  line.withUnsafeBufferPointer { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(2, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      if written <= 0 { break }
      offset += written
    }
  }
}

/// Whether standard output is a terminal.
var stdoutIsTerminal: Bool { isatty(1) != 0 }

/// Whether standard output is a terminal that should get colors.
var stdoutWantsColor: Bool { stdoutIsTerminal && getenv("NO_COLOR") == nil }
