import DesignKit
import DesignKitValues
import Foundation
import Testing

/// Runs the built `designkit` executable and captures its output.
struct CLIRun {
  var status: Int32
  var stdout: String
  var stderr: String

  static var executable: String {
    let candidates = [".build/debug/designkit", ".build/release/designkit"].map { RepoPaths.root + "/" + $0 }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  init(_ arguments: [String], environment extra: [String: String] = [:], directory: String = RepoPaths.root) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLIRun.executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (k, v) in extra { env[k] = v }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    stdout = String(decoding: outData, as: UTF8.self)
    stderr = String(decoding: errData, as: UTF8.self)
  }

  /// The run of `arguments` from the package root, spawned once per test process and shared by the tests that read
  /// the same output (a debug `audit` over every size takes seconds, and the help's examples and the articles quote
  /// some of the same commands). A test asking while the run is under way waits for it.
  static func shared(_ arguments: [String]) throws -> CLIRun {
    let entry = sharedRuns.withLock { runs in
      if let entry = runs[arguments] { return entry }
      let entry = SharedRun()
      runs[arguments] = entry
      return entry
    }
    entry.lock.lock()
    defer { entry.lock.unlock() }
    if let run = entry.run { return run }
    let run = try CLIRun(arguments)
    entry.run = run
    return run
  }

  /// One shared run: its lock is held while it is spawned.
  private final class SharedRun: @unchecked Sendable {
    let lock = NSLock()
    var run: CLIRun?
  }

  private static let sharedRuns = Locked<[[String]: SharedRun]>([:])

  /// Runs `arguments` expecting a usage error: exit status 2, `message` on standard error, nothing on standard output.
  @discardableResult static func expectUsageError(
    _ arguments: [String], saying message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> CLIRun {
    let run = try CLIRun(arguments)
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.stderr.contains(message), "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    return run
  }
}

@Suite(.serialized) struct CLITests {
  @Test func theExecutableWasBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: CLIRun.executable), "build designkit first: swift build")
  }

  @Test func theExecutableDoesNotLinkFoundation() throws {
    // `import Foundation` in any file of the CLI makes every `designkit` process load Foundation,
    // FoundationInternationalization and ICU: a third of `designkit --version`'s CPU time (BENCHMARKS.md, issue 27).
    // FoundationEssentials, which the engine uses, is enough; full Foundation only where it is the only one there is.
    let folder = RepoPaths.root + "/DemoCLI"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let lines = try #require(RepoPaths.read(folder + "/" + file)).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (i, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "import Foundation" {
        let previous = i > 0 ? lines[i - 1].trimmingCharacters(in: .whitespaces) : ""
        #expect(previous == "#else", "DemoCLI/\(file):\(i + 1) imports Foundation; import FoundationEssentials")
      }
    }
  }

  @Test(arguments: [[], ["--help"], ["help"]])
  func usage(arguments: [String]) throws {
    let run = try CLIRun(arguments)
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE"))
    #expect(run.stdout.contains("designkit show <Component>"))
  }

  @Test(arguments: [
    (["frobnicate"], "unknown command `frobnicate`"), (["shwo"], "did you mean `show`?"),
    (["show", "VToggle", "--colour"], "unknown option `--colour`"),
    (["show", "VToggle", "--scheme", "sepia"], "`--scheme` must be one of light, dark"),
    (["show"], "`show` takes <Component>, e.g. `designkit show VToggle --all-states`; got none"),
    (["validate"], "`validate` takes FILE..."),
    (["show", "VToggle", "--state"], "option `--state` needs a value"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    try CLIRun.expectUsageError(arguments, saying: message)
  }

  @Test func listShowsFamiliesAndStates() throws {
    let run = try CLIRun(["list"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    for family in Set(Catalog.registry.components.map(\.family)) { #expect(lines.contains(family.title)) }
    #expect(lines.contains("VPrimaryButton enabled hovered focused pressed disabled"))
    #expect(lines.contains { $0.hasPrefix("VToggle off+enabled") })
    let json = try CLIRun(["list", "--format", "json"])
    let parsed = try JSONReader().parse(json.stdout)
    #expect(
      parsed["components"].flatMap { if case .array(let a) = $0.kind { a.count } else { nil } }
        == Catalog.registry.names.count)
  }

  @Test func showPrintsTheLibrarysResolvedStyle() throws {
    let run = try CLIRun(["show", "VPrimaryButton", "--state", "pressed", "--scheme", "dark"])
    #expect(run.status == 0)
    let style = try Theme.default.resolve("VPrimaryButton", state: "pressed", in: StyleEnvironment(colorScheme: .dark))
    let expected = StyleFormatter().lines(for: style)
    #expect(
      run.stdout == "VPrimaryButton (Buttons, preset default, dark)\nstate pressed:\n"
        + expected.joined(separator: "\n") + "\n")
    #expect(line(run.stdout, "colors.background") == "#0858B4")
  }

  @Test func showAllStatesAsJSON() throws {
    let run = try CLIRun(["show", "VToggle", "--all-states", "--format", "json"])
    #expect(run.status == 0)
    let doc = try JSONReader().parse(run.stdout)
    guard case .object(let states)? = doc["states"]?.kind else {
      Issue.record("no states")
      return
    }
    #expect(states.map(\.key) == Catalog.registry["VToggle"]?.stateNames)
    #expect(doc["states"]?["on+disabled"]?["colors"]?["fill"]?.stringValue == "#006EE666")
  }

  @Test func showWithAPresetAndAnUnknownState() throws {
    let run = try CLIRun(["show", "VPrimaryButton", "--preset", "Models/compact.json"])
    #expect(line(run.stdout, "layout.minHeight") == "36")
    let bad = try CLIRun(["show", "VPrimaryButton", "--state", "presed"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("did you mean `pressed`?"))
    let unknown = try CLIRun(["show", "VTogle"])
    #expect(unknown.stderr.contains("did you mean `VToggle`?"))
  }

  @Test func validateReportsAMisspelledKeyWithPositionAndSuggestion() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("designkit-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("bad.json")
    try Data(
      """
      {
        "components": {
          "VPrimaryButton": {
            "layout": { "cornerRadious": 12 }
          }
        }
      }
      """.utf8
    ).write(to: file)
    let run = try CLIRun(["validate", file.path, "Models/brand.json"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "\(file.path):4:19: error: unknown key `cornerRadious` in `components.VPrimaryButton.layout`; did you mean `cornerRadius`? (valid keys: minHeight, cornerRadius, contentMargins, loaderSpacing, loaderDimension, backgroundScale, labelScale, borderWidth, shadow, cornerStyle, focusRingWidth, label)\n"
    )
    let good = try CLIRun(["validate", "Models/brand.json", "Models/compact.json", "Models/default.json"])
    #expect(good.status == 0)
    #expect(good.stdout == "3 presets valid\n")
  }

  @Test func exportDefaultsMatchesModelsDefaultJSON() throws {
    let run = try CLIRun(["export-defaults"])
    #expect(run.status == 0)
    #expect(run.stdout == RepoPaths.read(RepoPaths.model("default.json")))
  }
}

/// The value printed after `path` on its line of `show` output.
func line(_ output: String, _ path: String) -> String? {
  for l in output.split(separator: "\n") {
    let trimmed = l.drop { $0 == " " }
    guard trimmed.hasPrefix(path + " ") else { continue }
    return String(trimmed.dropFirst(path.count).drop { $0 == " " })
  }
  return nil
}
