import DesignKit
import Foundation
import Testing

/// Each message a newcomer meets says what to do, with the exit code of the one rule: a file named on the command
/// line that cannot be read is a usage error (2) in every command; a file that reads but holds errors is invalid
/// input (1).
@Suite(.serialized) struct CLIMessagesTests {
  /// A command line, the exit code it must give and words its standard error must hold.
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var says: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let missingFileCases: [Case] = [
    .init(arguments: ["validate", "missing.json"], status: 2, says: "cannot read file `missing.json`: no such file"),
    .init(
      arguments: ["validate", "Models"], status: 2,
      says: "cannot read file `Models`: it is a folder; name a file inside it"),
    .init(
      arguments: ["show", "VToggle", "--preset", "Models/brand"], status: 2,
      says: "cannot read file `Models/brand`: no such file; did you mean `Models/brand.json`?"),
    .init(
      arguments: ["audit", "Models/missing.json"], status: 2,
      says: "cannot read file `Models/missing.json`: no such file"),
    .init(
      arguments: ["diff", "default", "Models/missing.json"], status: 2,
      says: "cannot read file `Models/missing.json`: no such file"),
    .init(arguments: ["compose", "missing.json"], status: 2, says: "cannot read file `missing.json`: no such file"),
    .init(
      arguments: ["compose", "Models/compositions"], status: 2,
      says: "cannot read file `Models/compositions`: it is a folder"),
  ]

  @Test("a file that cannot be read exits 2 from every command, saying why", arguments: missingFileCases)
  func aFileThatCannotBeRead(_ c: Case) throws {
    let run = try CLIRun(c.arguments)
    #expect(run.status == c.status, "\(run.stderr)")
    #expect(run.stderr.contains(c.says), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func everyCommandsHelpStatesTheRuleForAFileThatCannotBeRead() throws {
    for name in try CLIHelpTests.commandNames() {
      let help = try CLIRun(["help", name]).stdout
      #expect(
        help.contains(
          "2  usage error: unknown command, option, component, state, machine or event, or a named file that cannot be read"
        ), "\(name)")
    }
  }

  @Test func renderCreatesTheFoldersLeadingToItsOutput() throws {
    let base = try makeTemporaryFolder("render-out")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let run = try CLIRun(["render", "VToggle", "--scheme", "light", "--out", base + "/missing/gallery"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: base + "/missing/gallery/index.html"))
    try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/file"))
    let overFile = try CLIRun(["render", "VToggle", "--out", base + "/file/gallery"])
    #expect(overFile.status == 1)
    #expect(overFile.stderr.contains("`\(base)/file` is a file, not a folder"), "\(overFile.stderr)")
  }

  @Test func aTokenOfTheWrongTypeSaysSoOnceAndWhatToDo() throws {
    let base = try makeTemporaryFolder("wrong-type")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let preset = """
      { "tokens": { "color": { "brand": "#5856D6" } },
        "components": { "VPrimaryButton": { "layout": { "cornerRadius": "{color.brand}" } } } }
      """
    try Data(preset.utf8).write(to: URL(fileURLWithPath: base + "/preset.json"))
    let run = try CLIRun(["validate", base + "/preset.json"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "reference `{color.brand}` at `components.VPrimaryButton.layout.cornerRadius` is a color, but "
          + "`components.VPrimaryButton.layout.cornerRadius` expects a finite number >= 0; reference a token of that "
          + "type or write the value here"), "\(run.stderr)")
    #expect(!run.stderr.contains("found a string"), "the message must not contradict itself: \(run.stderr)")
  }

  @Test func aDuplicateKeyNoLongerHidesTheOtherErrors() throws {
    let base = try makeTemporaryFolder("duplicate")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let preset = """
      { "name": "a", "name": "b",
        "components": { "VToggle": { "colours": {} }, "VNope": {} } }
      """
    try Data(preset.utf8).write(to: URL(fileURLWithPath: base + "/preset.json"))
    let run = try CLIRun(["validate", base + "/preset.json"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("duplicate key `name`"), "\(run.stderr)")
    #expect(run.stderr.contains("unknown key `colours`"), "\(run.stderr)")
    #expect(run.stderr.contains("unknown component `VNope`"), "\(run.stderr)")
    #expect(run.stdout.contains("1 of 1 file has errors (3 errors)"), "\(run.stdout)")
  }

  @Test func eventTimesCountInTheSingular() throws {
    try CLIRun.expectUsageError(
      ["simulate", "VToggle", "--events", "pointerDown", "--at", "0,1"],
      saying: "designkit: 1 event but 2 event times; give one time per event")
  }

  @Test(arguments: ["VSegmentedPicker", "VSlider"])
  func aMistypedKeySuggestsTheEventToType(component: String) throws {
    try CLIRun.expectUsageError(
      ["simulate", component, "--events", "keyDown(arrowRigth)"], saying: "did you mean `keyDown(arrowRight)`")
  }

  @Test func aRequiredOptionIsDeclaredAndChecked() throws {
    let render = try CLIRun(["help", "render"]).stdout
    let renderEvents = render.split(separator: "\n").first { $0.contains("The events to send, comma-separated.") }
    #expect(renderEvents?.hasSuffix("Required with `--transition`.") == true, "\(render)")
    #expect(render.contains("The folder to write (replaced as a whole). Required."))
    let events = try CLIRun(["help", "simulate"]).stdout.split(separator: "\n").first {
      $0.contains("The events to send, comma-separated.")
    }
    #expect(events?.hasSuffix("Required.") == true, "\(events ?? "no --events line")")
    try CLIRun.expectUsageError(
      ["render", "--out", "/tmp/x", "--transition", "VToggle"],
      saying: "`render --transition` needs `--events E1,E2,...`, e.g. `designkit render --transition VToggle --events")
    try CLIRun.expectUsageError(
      ["render"], saying: "`render` needs `--out DIR`, e.g. `designkit render --out /tmp/gallery`")
    try CLIRun.expectUsageError(["simulate", "VToggle"], saying: "`simulate` needs `--events E1,E2,...`")
  }

  @Test func simulateTimesFollowTheVirtualClock() throws {
    // Without `--at`, the next event waits for the press animation to settle (more than 0.1 s here)…
    let press = try CLIRun(["simulate", "VPrimaryButton", "--events", "pointerDown,pointerUp", "--format", "json"])
    #expect(press.status == 0)
    let steps = try JSONReader().parse(press.stdout)
    guard case .array(let rows)? = steps["steps"]?.kind else {
      Issue.record("no steps: \(press.stdout)")
      return
    }
    let up = try #require(rows.first { $0["event"]?.stringValue == "pointerUp" })
    let settle = try #require(up["time"]?.numberValue)
    #expect(settle > 0.1)
    // …and a clock event moves the clock itself: the release after `timePassed(0.5)` is at 0.5, not later.
    let held = try CLIRun(["simulate", "VToggle", "--events", "pointerDown,timePassed(0.5),pointerUp"])
    #expect(held.stdout.contains("t=0.500  pointerUp"), "\(held.stdout)")
    let help = try CLIRun(["help", "simulate"]).stdout
    #expect(help.contains("or when the animation that one started settles if later"))
    #expect(help.contains("The t= column is the virtual clock; what time alone does"))
    #expect(help.contains("prints as `(time passes)` at the moment it happens"))
  }

  @Test func theMachineListNamesEachComponentUnderOneMachine() throws {
    let run = try CLIRun(["machine", "bottomSheet"])
    #expect(run.status == 0)
    #expect(!run.stdout.contains("components:"), "\(run.stdout)")
    #expect(try CLIRun(["machine", "presentation"]).stdout.contains("components: VModal, VSideBar"))
  }
}
