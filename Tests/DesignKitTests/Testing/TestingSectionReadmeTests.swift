import DesignKitCore
import Testing

/// The README's "Testing your components" section shows files of this folder verbatim, and the failure they
/// produce word for word, so the example a user copies is the one CI compiles and runs.
@Suite struct TestingSectionReadmeTests {
  static let folder = RepoPaths.root + "/Tests/DesignKitTests/Testing/"

  /// The fenced blocks of the section, without their fences.
  static func sectionBlocks() throws -> [String] {
    let readme = try #require(RepoPaths.read(RepoPaths.root + "/README.md"))
    let start = try #require(readme.range(of: "\n## Testing your components\n"))
    let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
    var blocks: [String] = []
    var current: [Substring]?
    for line in readme[start.upperBound..<end].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let lines = current { blocks.append(lines.joined(separator: "\n") + "\n") }
        current = current == nil ? [] : nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test(arguments: ["ReadmeExampleTests.swift", "Presets/app.json", "Traces/save-long-press.txt"])
  func theSectionQuotesTheFile(name: String) throws {
    let file = try #require(RepoPaths.read(Self.folder + name))
    #expect(try Self.sectionBlocks().contains(file), "README's block for \(name) differs from the file")
  }

  @Test func theSectionShowsTheDeliberateFailureWordForWord() throws {
    let messages = Locked<[String]>([])
    withKnownIssue {
      SettingsScreenTests.releaseOutsideTurnsWiFiOn()
    } matching: { issue in
      messages.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    let message = try #require(messages.withLock { $0 }.first)
    #expect(messages.withLock { $0.count } == 1)
    #expect(try Self.sectionBlocks().contains(message + "\n"))
  }

  @Test func theSectionComesRightBeforeDocumentationAndBenchmarks() throws {
    let readme = try #require(RepoPaths.read(RepoPaths.root + "/README.md"))
    let headings = readme.split(separator: "\n").filter { $0.hasPrefix("## ") }
    let i = try #require(headings.firstIndex(of: "## Testing your components"))
    #expect(Array(headings.dropFirst(i + 1).prefix(2)) == ["## Documentation", "## Benchmarks"])
  }
}
