import DesignKit
import Foundation
import Testing

/// The switch that rewrites golden traces instead of comparing them: `DESIGNKIT_UPDATE_GOLDEN=1 swift test`.
public enum GoldenTraces {
  /// The environment variable that turns updating on.
  public static let updateVariable = "DESIGNKIT_UPDATE_GOLDEN"

  /// Whether this test run updates golden traces.
  public static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

  /// The folder of golden traces beside a test file: `Traces/` in the test file's folder.
  public static func folder(besides filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Traces")
  }
}

extension SessionTester {
  /// The trace so far as `designkit simulate` prints it: one line per step that changed something.
  public var traceText: String { SimulationStep.text(of: trace) }

  /// Compares the trace with the golden file `Traces/<name>.txt` beside the test file, reporting the first line
  /// that differs; with `update` (by default the `DESIGNKIT_UPDATE_GOLDEN=1` switch) writes the file instead.
  public func assertTrace(
    matchesGolden name: String, update: Bool = GoldenTraces.isUpdating,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let url = GoldenTraces.folder(besides: filePath).appendingPathComponent(name + ".txt")
    let text = traceText
    if update {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        reporter("cannot write the golden trace \(url.path): \(error)", at: location)
      }
      return
    }
    guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
      reporter(
        "no golden trace Traces/\(name).txt beside \(fileID); record it with \(GoldenTraces.updateVariable)=1",
        at: location)
      return
    }
    guard golden != text else { return }
    let was = golden.split(separator: "\n")
    let now = text.split(separator: "\n")
    let i = (0..<min(was.count, now.count)).first { was[$0] != now[$0] } ?? min(was.count, now.count)
    reporter(
      """
      trace differs from Traces/\(name).txt at line \(i + 1):
        golden: \(i < was.count ? String(was[i]) : "<end>")
        now:    \(i < now.count ? String(now[i]) : "<end>")
      update it with \(GoldenTraces.updateVariable)=1 if the change is intended
      """, at: location)
  }
}
