import DesignKit
import Foundation
import Testing

/// `.ci/run` tells how long each of its steps took, so the times the README states can be checked against every run.
@Suite struct CIScriptTests {
  static let script = RepoPaths.root + "/.ci/run"

  /// The script's lines that are not comments or blank.
  static func commands() throws -> [String] {
    let text = try #require(RepoPaths.read(script), "no .ci/run")
    return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  @Test func everyStepIsFollowedByItsTime() throws {
    let lines = try Self.commands()
    #expect(lines.contains("set -euo pipefail"))
    // A step runs the toolchain or a script.
    let steps = lines.indices.filter { i in
      let line = lines[i]
      return line.hasPrefix("swift ") || line.hasPrefix("bash ") || line.contains(" bash Scripts/")
    }
    #expect(steps.count >= 4, "\(lines)")
    for i in steps {
      #expect(
        i + 1 < lines.count && lines[i + 1].hasPrefix("step_took "), "`\(lines[i])` is not followed by its time")
    }
    // The test summary stays the last output.
    #expect(lines.suffix(2).first?.hasPrefix("tail -n") == true && lines.last?.hasPrefix("exit") == true)
  }

  @Test func aStepsTimeReadsInMinutesAndSeconds() throws {
    let text = try #require(RepoPaths.read(Self.script))
    let start = try #require(text.range(of: "step_start=$SECONDS"))
    let end = try #require(text.range(of: "\n}\n", range: start.upperBound..<text.endIndex))
    let function = String(text[start.lowerBound..<end.upperBound])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", "-c", function + "step_start=$((SECONDS - 75))\nstep_took \"swift build\"\n"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: data, as: UTF8.self) == "ci: swift build took 1 min 15 s\n")
  }
}
