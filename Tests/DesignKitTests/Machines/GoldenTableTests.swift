import Foundation
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Golden transition tables: regenerate with `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Golden`.
@Suite struct GoldenTableTests {
  static let depth = 3

  static func goldenURL(_ name: String) -> URL {
    URL(fileURLWithPath: RepoPaths.root + "/Tests/DesignKitTests/Machines/Golden/\(name).txt")
  }

  @Test(arguments: MachineCatalog.all.map(\.name))
  func tableMatchesGolden(name: String) throws {
    let table = try MachineCatalog.descriptor(named: name).transitionTable(depth: Self.depth).renderText()
    let url = Self.goldenURL(name)
    if ProcessInfo.processInfo.environment["DESIGNKIT_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try table.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    if golden != table {
      let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let b = table.split(separator: "\n", omittingEmptySubsequences: false)
      let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
      let was = i < a.count ? String(a[i]) : "<end>"
      let now = i < b.count ? String(b[i]) : "<end>"
      Issue.record("\(name) table differs at line \(i + 1):\n golden: \(was)\n now:    \(now)")
    }
  }

  @Test func everyMachineHasAGoldenFileAndNoStrayOnes() throws {
    let dir = Self.goldenURL("x").deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(MachineCatalog.all.map { "\($0.name).txt" }))
  }
}
