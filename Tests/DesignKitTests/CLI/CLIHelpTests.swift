import DesignKit
import Testing

/// Every command's help, word for word: `Tests/DesignKitTests/CLI/Help/<command>.txt`, regenerate with
/// `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter CLIHelp`.
@Suite(.serialized) struct CLIHelpTests {
  static let folder = RepoPaths.root + "/Tests/DesignKitTests/CLI/Help"
  static let regenerate = "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter CLIHelp"

  /// The command names the global usage lists (`  designkit NAME …` lines of its COMMANDS section).
  static func commandNames() throws -> [String] {
    let usage = try CLIRun(["--help"]).stdout
    let section = usage.components(separatedBy: "COMMANDS\n").last?.components(separatedBy: "\n\n").first ?? ""
    return section.split(separator: "\n").compactMap { line in
      line.split(separator: " ").dropFirst().first.map(String.init)
    }
  }

  @Test func theGlobalUsageMatchesItsGoldenFile() throws {
    let run = try CLIRun(["--help"])
    #expect(run.status == 0)
    try Golden.check(run.stdout, against: Self.folder + "/usage.txt", regenerate: Self.regenerate)
    #expect(try CLIRun([]).stdout == run.stdout)
    #expect(try CLIRun(["help"]).stdout == run.stdout)
  }

  @Test func everyCommandsHelpMatchesItsGoldenFile() throws {
    let names = try Self.commandNames()
    #expect(names.count >= 12, "\(names)")
    for name in names {
      let help = try CLIRun(["help", name])
      #expect(help.status == 0, "\(name): \(help.stderr)")
      #expect(try CLIRun([name, "--help"]).stdout == help.stdout, "\(name) --help")
      #expect(try CLIRun([name, "-h"]).stdout == help.stdout, "\(name) -h")
      for section in [
        "USAGE\n  designkit \(name)", "\nOPTIONS\n", "\nEXAMPLES\n  designkit \(name)", "\nEXIT CODES\n  0  ",
      ] {
        #expect(help.stdout.contains(section), "\(name) help lacks \(section)")
      }
      try Golden.check(help.stdout, against: Self.folder + "/\(name).txt", regenerate: Self.regenerate)
    }
    if !Golden.isUpdating {
      #expect(Golden.files(in: Self.folder) == Set(names.map { "\($0).txt" } + ["usage.txt"]), "stray help files")
    }
  }

  @Test func everyExampleInTheHelpRunsWithoutAUsageError() throws {
    for name in try Self.commandNames() {
      let help = try CLIRun(["help", name]).stdout
      let examples = help.components(separatedBy: "EXAMPLES\n").last?.components(separatedBy: "\n\n").first ?? ""
      for line in examples.split(separator: "\n") {
        let command = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " > ").first ?? ""
        let arguments = Self.shellWords(String(command)).dropFirst()
        let run = try CLIRun.shared(Array(arguments))
        #expect(run.status != 2, "`\(command)` exits 2: \(run.stderr)")
      }
    }
  }

  @Test(arguments: [
    (["help", "shwo"], "unknown command `shwo`; did you mean `show`?"),
    (["show", "VToggle", "--sate", "on"], "unknown option `--sate` for `show`; did you mean `--state`?"),
    (["list", "extra"], "`list` takes no arguments"),
    (["diff", "default"], "`diff` takes A B"),
    (["machine", "press", "--depth", "9"], "`--depth` must be a whole number from 1 to 8; got `9`"),
    (["show", "VToggle", "--rtl=yes"], "`--rtl` is a flag and takes no value"),
  ])
  func usageErrorsNameTheCommandsHelp(arguments: [String], message: String) throws {
    let run = try CLIRun.expectUsageError(arguments, saying: message)
    if arguments[0] != "help" { #expect(run.stderr.contains("Run `designkit \(arguments[0]) --help` for usage.")) }
  }

  @Test func versionPrintsTheLibraryVersion() throws {
    let run = try CLIRun(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == "designkit \(DesignKitVersion.current)\n")
  }

  /// Splits a command line on spaces outside double quotes.
  static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for ch in line {
      if ch == "\"" {
        quoted.toggle()
      } else if ch == " ", !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(ch)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
