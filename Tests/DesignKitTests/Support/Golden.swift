import Foundation
import Testing

/// Golden text files: compared line by line, rewritten when `DESIGNKIT_UPDATE_GOLDEN=1`.
enum Golden {
  /// Whether this run rewrites golden files instead of comparing.
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["DESIGNKIT_UPDATE_GOLDEN"] == "1" }

  /// Compares `text` with the file at `path` (or writes it when updating); records the first differing line.
  static func check(
    _ text: String, against path: String, regenerate command: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let url = URL(fileURLWithPath: path)
    if isUpdating {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let golden = RepoPaths.read(path) else {
      Issue.record("no golden file \(path); create it with `\(command)`", sourceLocation: sourceLocation)
      return
    }
    guard golden != text else { return }
    let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let b = text.split(separator: "\n", omittingEmptySubsequences: false)
    let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    let was = i < a.count ? String(a[i]) : "<end>"
    let now = i < b.count ? String(b[i]) : "<end>"
    Issue.record(
      "\(url.lastPathComponent) differs at line \(i + 1) (regenerate with `\(command)` if intended):\n golden: \(was)\n now:    \(now)",
      sourceLocation: sourceLocation)
  }

  /// The `.txt` files of a folder.
  static func files(in folder: String) -> Set<String> {
    Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".txt") })
  }
}
