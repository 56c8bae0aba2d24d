import DesignKit
import Foundation
import Testing

/// End-to-end tests of machine, simulate, curve and audit.
@Suite(.serialized) struct CLIEngineCommandsTests {
  @Test func machineListsEveryMachineWithItsComponents() throws {
    let run = try CLIRun(["machine"])
    #expect(run.status == 0)
    for d in MachineCatalog.all { #expect(run.stdout.contains("\(d.name) (\(d.family))")) }
    #expect(run.stdout.split(separator: "\n").contains { $0.contains("components: ") && $0.contains("VPrimaryButton") })
    let json = try JSONReader().parse(try CLIRun(["machine", "--format", "json"]).stdout)
    guard case .array(let items)? = json["machines"]?.kind else {
      Issue.record("no machines")
      return
    }
    #expect(items.count == MachineCatalog.all.count)
  }

  @Test func machineTableMatchesTheLibrary() throws {
    let run = try CLIRun(["machine", "VToggle", "--table"])
    #expect(run.status == 0)
    let d = try #require(MachineCatalog.all.first { $0.name == "switch" })
    #expect(run.stdout == d.transitionTable(depth: 3).renderText())
    let bad = try CLIRun(["machine", "swich"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("did you mean `switch`?"))
  }

  @Test func simulateAMachineTracesEveryEvent() throws {
    let run = try CLIRun(["simulate", "press", "--events", "pointerDown,pointerExited,pointerEntered,pointerUp"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[1].contains("pressed → enabled"))
    #expect(lines[3].contains("outputs: actionFired"))
  }

  @Test func simulatePrintsWhatTimeDoesAsTimePassingNotAsAnEvent() throws {
    // The release follows the settled press animation; the clock moving there is not a row of its own.
    let tap = try CLIRun(["simulate", "VPrimaryButton", "--events", "pointerDown,pointerUp"])
    #expect(tap.status == 0)
    let tapLines = tap.stdout.split(separator: "\n")
    #expect(tapLines.count == 2 && tapLines[1].hasPrefix("t=0.294  pointerUp  pressed → enabled"), "\(tap.stdout)")
    // A long press fires at the moment it does, labelled as time passing.
    let long = try CLIRun(["simulate", "VPrimaryButton", "--events", "pointerDown,pointerUp", "--at", "0,0.7"])
    let lines = long.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("t=0.500  (time passes)  pressed → enabled  outputs: longPressFired"), "\(long.stdout)")
    #expect(lines[2].hasPrefix("t=0.700  pointerUp  enabled → enabled"))
    let machine = try CLIRun(["simulate", "press", "--events", "pointerDown,pointerUp", "--at", "0,0.7"])
    #expect(
      machine.stdout.contains("0.5\t(time passes)  pressed → enabled  outputs: longPressFired"), "\(machine.stdout)")
    for run in [tap, long, machine] { #expect(!run.stdout.contains("clockAdvanced")) }
  }

  @Test func simulateStartsAComponentWhereItsSwiftInitializerDoes() throws {
    // `VAlert(…)` starts presented, so choosing its first action dismisses it (the CLI started it dismissed, where
    // the choice did nothing).
    let run = try CLIRun(["simulate", "VAlert", "--events", "actionChosen(0)"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("t=0.000  actionChosen(0)  presented → dismissing"), "\(run.stdout)")
  }

  @Test func simulateSaysWhenAnEventChangesNothing() throws {
    let run = try CLIRun(["simulate", "VToggle", "--events", "pointerUp,pointerDown"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == "t=0.000  pointerUp  changes nothing (stays off+enabled)", "\(run.stdout)")
    #expect(lines.count == 2 && lines[1].hasPrefix("t=0.100  pointerDown  off+enabled → off+pressed"), "\(run.stdout)")
  }

  @Test func simulateAComponentPrintsFrames() throws {
    let run = try CLIRun(["simulate", "VToggle", "--events", "pointerDown,pointerUp", "--fps", "60"])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        "off+pressed → on+enabled  outputs: actionFired, valueChanged(on), haptic(impactLight)  slot: stateChange"))
    #expect(run.stdout.contains("    0.200  layout.thumbPosition=1  layout.thumbStretch=0  colors.fill=#006EE6\n"))
    let json = try JSONReader().parse(
      try CLIRun(["simulate", "VToggle", "--events", "pointerDown,pointerUp", "--at", "0,0.05", "--format", "json"])
        .stdout)
    guard case .array(let steps)? = json["steps"]?.kind else {
      Issue.record("no steps")
      return
    }
    #expect(steps.count == 2)
    #expect(steps[1]["time"]?.numberValue == 0.05)
  }

  @Test(arguments: [
    (["simulate", "VToggle", "--events", "pointerDwn"], "did you mean `pointerDown`"),
    (["simulate", "VToggle"], "`simulate` needs `--events E1,E2,...`, e.g. `designkit simulate VToggle --events"),
    (["simulate", "VToggle", "--events", "pointerDown", "--fps", "0"], "`--fps` must be"),
    (["curve"], "`curve` takes <animation>"),
    (["curve", "easeIn", "--samples", "1"], "`--samples` must be"),
  ])
  func badArgumentsAreClearErrors(arguments: [String], message: String) throws {
    let run = try CLIRun(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func curvePrintsProgressVelocityAndSettling() throws {
    let run = try CLIRun(["curve", "spring(duration: 0.5, bounce: 0.3)", "--samples", "11"])
    #expect(run.status == 0)
    let report = CurveReport(.spring(duration: 0.5, bounce: 0.3), samples: 11)
    #expect(run.stdout.hasPrefix("spring(duration: 0.5, bounce: 0.3)  duration "))
    #expect(run.stdout.contains("settles in \(StyleFormatter.number(report.settlingDuration ?? 0)) s"))
    #expect(run.stdout.hasSuffix(report.tableLines.joined(separator: "\n") + "\n"))
    let json = try JSONReader().parse(try CLIRun(["curve", "easeInOut", "--format", "json"]).stdout)
    #expect(json["duration"]?.numberValue == 0.35)
  }

  @Test func auditPrintsALinePerComponentAndKindAndEveryFindingWhenVerbose() throws {
    let grouped = try CLIRun(["audit", "compact", "--dynamic-type", "large"])
    let verbose = try CLIRun(["audit", "compact", "--dynamic-type", "large", "--verbose"])
    #expect(grouped.status == 1 && verbose.status == 1)
    let lines = grouped.stdout.split(separator: "\n")
    // Every platform is checked: the 36 pt button is below 44 where a finger or the eyes pick it, not macOS's 20.
    let platforms = "iOS, iPadOS, watchOS, visionOS"
    #expect(
      lines.contains(
        "VPrimaryButton, target: 4 findings; the worst [enabled; \(platforms)]: layout.minHeight is 36, below 44 pt"),
      "\(grouped.stdout)")
    #expect(lines.count < verbose.stdout.split(separator: "\n").count)
    #expect(lines.last == verbose.stdout.split(separator: "\n").last)
    #expect(verbose.stdout.contains("VPrimaryButton [pressed; \(platforms)]: layout.minHeight is 36, below 44 pt\n"))
  }

  @Test func auditFindsProblemsInTheDefaultsAndNoneInHighContrast() throws {
    // The defaults pass their own contrast, target, surface and non-text checks; the layout check still finds what
    // the drawings get wrong (issue 37: kept in the layout baseline until the drawings are fixed). WCAG exempts
    // disabled controls, which the audit checks only when asked.
    func onlyLayout(_ run: CLIRun) -> Bool {
      run.stdout.split(separator: "\n").dropLast().allSatisfy { $0.contains(", layout: ") }
    }
    // The layout at every size, direction and scheme is the layout battery's, in process; these runs check the
    // other checks and their wiring at one size, so the debug command does not lay out every state 48 times over.
    let oneSize = ["--dynamic-type", "large"]
    let defaults = try CLIRun(["audit"] + oneSize)
    #expect(onlyLayout(defaults), "\(defaults.stdout)")
    let disabled = try CLIRun(["audit", "--include-disabled", "--verbose", "--platform", "iOS"] + oneSize)
    #expect(disabled.status == 1)
    #expect(
      disabled.stdout.contains("VPrimaryButton [disabled; light]: colors.title on colors.background has contrast"))
    let high = try CLIRun(["audit", "Models/high-contrast.json", "--min-target", "0"] + oneSize)
    #expect(onlyLayout(high), "\(high.stdout)")
    let large = try CLIRun(["audit", "Models/large-targets.json", "--min-contrast", "1"] + oneSize)
    #expect(onlyLayout(large), "\(large.stdout)")
  }
}

/// `simulate --controlled` and `--refuse`: a component run by an owner that decides its value.
@Suite struct CLISimulateControlledTests {
  @Test func aRefusingOwnerKeepsAToggleButtonOnAndTheTraceSaysWhere() throws {
    let run = try CLIRun([
      "simulate", "VStretchedToggleButton", "--refuse", "off", "--events",
      "bindingChanged(on),pointerDown,pointerUp,pointerDown,pointerUp",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let released = lines.filter { $0.contains("pointerUp") }
    #expect(released.count == 2, "\(run.stdout)")
    for line in released {
      #expect(line.contains("→ on+enabled"), "\(line)")
      #expect(line.hasSuffix("refused by the owner (proposed off, keeps on)"), "\(line)")
    }
  }

  @Test func anAcceptingOwnerLetsTheValueChange() throws {
    let run = try CLIRun([
      "simulate", "VToggle", "--controlled", "--events", "pointerDown,pointerUp", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""refused": false"#), "\(run.stdout)")
    #expect(!run.stdout.contains(#""refused": true"#))
  }

  @Test func aMachineHasNoOwner() throws {
    let run = try CLIRun(["simulate", "press", "--refuse", "off", "--events", "pointerDown"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("need a component"))
  }
}
