import DesignKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Command {
  /// Every command by name, in the order the global usage lists them. A command (its options, their choices and
  /// help) is built when first looked up, so `designkit show` builds `show` and no other command; the help goldens
  /// check that each name is its command's own.
  static let table: [(name: String, command: @Sendable () -> Command)] = [
    ("list", { .list }), ("show", { .show }), ("validate", { .validate }), ("audit", { .audit }),
    ("diff", { .diff }), ("schema", { .schema }), ("export-defaults", { .exportDefaults }),
    ("export-swift", { .exportSwift }), ("export-tokens", { .exportTokens }), ("import-tokens", { .importTokens }),
    ("machine", { .machine }),
    ("simulate", { .simulate }), ("curve", { .curve }), ("compose", { .compose }), ("render", { .render }),
    ("docs", { .docs }), ("pictures", { .pictures }), ("help", { .helpCommand }),
  ]

  /// Every command, in the order the global usage lists them.
  static var all: [Command] { table.map { $0.command() } }

  /// `designkit help [command]`.
  static let helpCommand = Command(
    "help", summary: "Print the usage, or one command's help.",
    arguments: [ArgumentSpec(name: "command", help: "A command name.", isOptional: true)],
    examples: ["designkit help show"], exitCodes: [.success("printed"), .usage],
    run: { invocation in
      guard let name = invocation.positional.first else {
        print(CLI.usage, terminator: "")
        return 0
      }
      print(try CLI.command(named: name).help, terminator: "")
      return 0
    })
}

/// The `designkit` command line: finds the command, parses its arguments, runs it, maps errors to exit codes.
struct CLI {
  var arguments: [String]

  /// The global usage, generated from `Command.all`.
  static var usage: String {
    var out = [
      "designkit — inspect and validate DesignKit component styles", "", "USAGE",
      "  designkit <command> [arguments] [options]", "", "COMMANDS",
    ]
    out += Command.columns(
      Command.all.map { c in
        ((["designkit", c.name] + c.arguments.map(\.usage)).joined(separator: " "), c.summary)
      })
    out += [
      "", "Run `designkit help <command>` or `designkit <command> --help` for a command's options and examples.",
      "`designkit --version` prints the version.", "", "EXIT CODES",
      "  0  success", "  1  invalid input: a preset or document with errors (and `diff`: the presets differ)",
      "  2  usage error: unknown command, option, component, state, machine or event, or a named file that cannot",
      "     be read (missing, a folder, not permitted)",
    ]
    return out.joined(separator: "\n") + "\n"
  }

  /// The command named `name`; a usage error naming the nearest commands otherwise.
  static func command(named name: String) throws -> Command {
    if let entry = Command.table.first(where: { $0.name == name }) { return entry.command() }
    let near = Suggestions.nearest(to: name, in: Command.table.map(\.name))
    throw UsageError(message: "unknown command `\(name)`\(Suggestions.phrase(near))")
  }

  func run() -> Int32 {
    guard let first = arguments.first else {
      print(CLI.usage, terminator: "")
      return 0
    }
    var helpHint = "designkit --help"
    do {
      switch first {
      case "--help", "-h":
        print(CLI.usage, terminator: "")
        return 0
      case "--version":
        print("designkit \(DesignKitVersion.current)")
        return 0
      default:
        break
      }
      let command = try CLI.command(named: first)
      helpHint = "designkit \(command.name) --help"
      let rest = Array(arguments.dropFirst())
      if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
        print(command.help, terminator: "")
        return 0
      }
      return try command.run(try Invocation(command, rest))
    } catch let error as UsageError {
      printError("designkit: \(error.message)\nRun `\(helpHint)` for usage.")
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

/// Whether standard output should get ANSI escapes: a terminal that is not `TERM=dumb`, with `NO_COLOR` unset or
/// empty (no-color.org).
var stdoutWantsColor: Bool {
  let environment = ["NO_COLOR", "TERM"].reduce(into: [String: String]()) { env, name in
    env[name] = getenv(name).map { String(cString: $0) }
  }
  return StyleFormatter.wantsColor(isTerminal: stdoutIsTerminal, environment: environment)
}
