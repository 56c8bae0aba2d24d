import DesignKit
import Foundation
import Testing

/// The documented exit codes (0 success, 1 invalid input, 2 usage error) and the first-contact details of issue 13.
@Suite(.serialized) struct CLIExitCodeTests {
  @Test(arguments: [
    (["show", "VTogle"], "did you mean `VToggle`?"),
    (["show", "VToggle", "--state", "presed"], "did you mean `off+pressed` or `on+pressed`?"),
    (["machine", "swich"], "did you mean `switch`?"),
    (["machine", "buton"], "did you mean `VBaseButton`?"),
    (["simulate", "VToggle", "--events", "pointerDwn"], "did you mean `pointerDown`"),
    (["simulate", "press", "--events", "pointerDwn"], "did you mean `pointerDown`"),
    (
      ["curve", "spring(duraton: 0.5)"],
      "unknown argument label `duraton:` in `spring` at column 8; did you mean `duration:`?"
    ),
    (["diff", "defualt", "brand"], "no built-in preset named `defualt`; did you mean `default`?"),
    (["show", "VToggle", "--preset", "dark-tunde"], "did you mean `dark-tuned`?"),
    (["frobnicate"], "unknown command `frobnicate`"),
    (["show", "VToggle", "--colour"], "unknown option `--colour`"),
  ])
  func namesTypedWrongAreUsageErrorsWithSuggestions(arguments: [String], message: String) throws {
    let run = try CLIRun(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func commonMachineNamesFindTheirMachine() throws {
    let byCommonName = try CLIRun(["machine", "toggle"])
    #expect(byCommonName.status == 0)
    #expect(byCommonName.stdout == (try CLIRun(["machine", "switch"]).stdout))
  }

  @Test func invalidPresetsExitOneEverywhere() throws {
    let file = try Self.temporaryFile(##"{"components": {"VToggle": {"layout": {"thumbDimension": -3}}}}"##)
    defer { try? FileManager.default.removeItem(atPath: file) }
    for arguments in [
      ["diff", "default", file], ["show", "VToggle", "--preset", file], ["audit", file], ["validate", file],
      ["export-swift", file], ["simulate", "VToggle", "--events", "pointerDown", "--preset", file],
    ] {
      let run = try CLIRun(arguments)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.stderr.hasPrefix("\(file):1:58: error: "), "\(arguments): \(run.stderr)")
    }
  }

  @Test func diffExitsOneWhenThePresetsDiffer() throws {
    #expect(try CLIRun(["diff", "default", "brand"]).status == 1)
    #expect(try CLIRun(["diff", "brand", "Models/brand.json"]).status == 0)
    #expect(try CLIRun(["help", "diff"]).stdout.contains("1  the presets differ"))
  }

  @Test func builtInPresetsAreReachableByNameFromAnyDirectory() throws {
    let byName = try CLIRun(["show", "VPrimaryButton", "--preset", "dark-tuned"], directory: "/")
    #expect(byName.status == 0, "\(byName.stderr)")
    let byFile = try CLIRun(["show", "VPrimaryButton", "--preset", "Models/dark-tuned.json"])
    #expect(byName.stdout == byFile.stdout)
  }

  @Test func validateSaysWhatAFileIsWhenItIsNoPreset() throws {
    let run = try CLIRun([
      "validate", "Models/designkit-preset.schema.json", "Models/tokens/ibm-carbon.resolver.json",
      "Models/tokens/ibm-carbon/layout.tokens.json",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("designkit-preset.schema.json:1:1: error: this is a JSON Schema, not a preset"))
    #expect(run.stderr.contains("ibm-carbon.resolver.json:1:1: error: this is a DTCG resolver file, not a preset"))
    #expect(run.stderr.contains("layout.tokens.json:1:1: error: this is a DTCG design-token file, not a preset"))
    #expect(!run.stderr.contains("unknown key"))
  }

  @Test(arguments: [
    // The audit at one size: its JSON is the same document at every size, and the in-process batteries audit every
    // size (a debug `designkit audit` at all twelve sizes took 16 s of the suite).
    ["validate", "Models/brand.json", "--format", "json"], ["audit", "--format", "json", "--dynamic-type", "large"],
    ["diff", "default", "brand", "--format", "json"],
  ])
  func validateAuditAndDiffWriteJSON(arguments: [String]) throws {
    let run = try CLIRun.shared(arguments)
    #expect(run.status != 2, "\(run.stderr)")
    #expect(throws: Never.self) { try JSONReader().parse(run.stdout) }
  }

  @Test func auditSkipsDisabledStatesUnlessAsked() throws {
    // At one size: which states are checked does not depend on the size (the layout battery checks every size).
    let skipped = try CLIRun.shared(["audit", "--format", "json", "--dynamic-type", "large"]).stdout
    let included = try CLIRun(["audit", "--include-disabled", "--format", "json", "--dynamic-type", "large"]).stdout
    let disabledStates = { (text: String) -> Int in
      guard case .array(let findings)? = (try? JSONReader().parse(text))?["findings"]?.kind else { return -1 }
      return findings.filter { ($0["state"]?.stringValue ?? "").hasSuffix("disabled") }.count
    }
    #expect(try JSONReader().parse(skipped)["includeDisabled"]?.kind == .bool(false))
    #expect(disabledStates(included) >= disabledStates(skipped))
  }

  @Test func numbersPrintRoundedForPeopleAndFullInJSON() throws {
    // A 16 pt title that scales with body text: 16 × 40 / 17 at accessibility3.
    let preset = try Self.temporaryFile(##"{"components": {"VPrimaryButton": {"fonts": {"title": {"size": 16}}}}}"##)
    let arguments = ["show", "VPrimaryButton", "--dynamic-type", "accessibility3", "--preset", preset]
    let text = try CLIRun(arguments).stdout
    let json = try JSONReader().parse(try CLIRun(arguments + ["--format", "json"]).stdout)
    let size = try #require(json["states"]?["enabled"]?["fonts"]?["title"]?["size"]?.numberValue)
    #expect(size != (size * 100).rounded() / 100, "pick a size that needs rounding")
    #expect(line(text, "fonts.title")?.hasPrefix(StyleFormatter.number(size) + " ") == true)
    #expect(line(text, "fonts.title")?.hasPrefix("37.65 ") == true)
  }

  /// Writes `text` to a new temporary file and returns its path.
  static func temporaryFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("designkit-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
