import DesignKit
import Foundation
import Testing

/// The README is checked: every Swift block is compiled code (quoted verbatim from `Examples/main.swift` or from
/// `ReadmeMachineTests.swift`), the examples print what their comments say, the CLI section is the CLI's own usage,
/// and its commands run.
@Suite(.serialized) struct ReadmeTests {
  static let readme = RepoPaths.root + "/README.md"
  static let examples = RepoPaths.root + "/Examples/main.swift"
  static let quotedSources = [
    examples, RepoPaths.root + "/Examples/SwiftUI/SettingsScreen.swift",
    RepoPaths.root + "/Tests/DesignKitTests/Readme/ReadmeMachineTests.swift",
    RepoPaths.root + "/Tests/DesignKitTests/Testing/ReadmeExampleTests.swift",
  ]

  /// The contents of the README's fenced blocks of `language`.
  static func blocks(_ language: String) throws -> [String] {
    let text = try #require(RepoPaths.read(readme))
    return text.components(separatedBy: "```\(language)\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
  }

  /// The parts of a quoted source the README shows, each one block: from `import DesignKit` to the end, split at
  /// each line `// The README's "Section" section quotes what follows.`.
  static func quotedParts(of path: String) -> [String] {
    guard let text = RepoPaths.read(path), let start = text.range(of: "import DesignKit") else { return [] }
    let lines = text[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
    let parts = lines.split(omittingEmptySubsequences: false) { $0.hasPrefix("// The README's \"") }
    return parts.map { $0.joined(separator: "\n").trimmingCharacters(in: .newlines) }
  }

  /// With `DESIGNKIT_UPDATE_GOLDEN=1`: rewrites the README's Swift blocks from the quoted sources' parts (in order)
  /// and its first `text` block from `designkit --help`.
  @Test func updateTheReadmeWhenAsked() throws {
    guard Golden.isUpdating else { return }
    var text = try #require(RepoPaths.read(Self.readme))
    func replaceBlocks(_ language: String, with bodies: [String]) {
      var parts = text.components(separatedBy: "```\(language)\n")
      for (i, body) in bodies.enumerated() where i + 1 < parts.count {
        guard let end = parts[i + 1].range(of: "\n```") else { continue }
        parts[i + 1] = body + parts[i + 1][end.lowerBound...]
      }
      text = parts.joined(separator: "```\(language)\n")
    }
    replaceBlocks("swift", with: Self.quotedSources.flatMap(Self.quotedParts))
    replaceBlocks("text", with: [String(try CLIRun(["--help"]).stdout.dropLast())])
    try text.write(toFile: Self.readme, atomically: true, encoding: .utf8)
  }

  @Test func everySwiftBlockIsQuotedFromCompiledCode() throws {
    let sources = Self.quotedSources.compactMap(RepoPaths.read)
    #expect(sources.count == Self.quotedSources.count)
    let blocks = try Self.blocks("swift")
    #expect(blocks.count >= 2)
    for block in blocks {
      #expect(
        sources.contains { $0.contains(block) },
        "(DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Readme) this README block is not in \(Self.quotedSources.map { $0.replacingOccurrences(of: RepoPaths.root + "/", with: "") }):\n\(block.prefix(200))"
      )
    }
  }

  /// The `// comment` of each `print(` line of the examples: what that line prints.
  static func expectedOutput() throws -> [String] {
    let source = try #require(RepoPaths.read(examples))
    return try source.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("print(") }.map { line in
      let parts = line.components(separatedBy: "// ")
      try #require(parts.count >= 2, "a print without a comment saying what it prints: \(line)")
      return parts.dropFirst().joined(separator: "// ").trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theExamplesPrintWhatTheirCommentsSay() throws {
    let executable = RepoPaths.root + "/.build/debug/designkit-examples"
    try #require(FileManager.default.isExecutableFile(atPath: executable), "build it first: swift build")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.currentDirectoryURL = URL(fileURLWithPath: "/")  // built-in presets need no working directory
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let printed = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    let expected = try Self.expectedOutput()
    #expect(printed.count == expected.count, "\(printed)")
    for (i, (got, want)) in zip(printed, expected).enumerated() {
      #expect(got == want, "print #\(i + 1) of Examples/main.swift")
    }
  }

  @Test func theCLISectionIsTheCLIsOwnUsage() throws {
    let usage = try CLIRun(["--help"]).stdout
    let blocks = try Self.blocks("text")
    #expect(
      blocks.contains(String(usage.dropLast())),
      "README's CLI block is not `designkit --help`: DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Readme")
  }

  @Test func theCommandsItShowsRun() throws {
    let text = try #require(RepoPaths.read(Self.readme))
    let commands = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("swift run designkit ") }
    #expect(!commands.isEmpty)
    for command in commands {
      let words = command.components(separatedBy: "#").first?.split(separator: " ").dropFirst(3).map(String.init) ?? []
      let run = try CLIRun(words)
      #expect(run.status == 0, "\(command): \(run.stderr)")
    }
  }

  /// Runs `git` in the repository; its standard output, or nil when git or the repository's history is not there.
  static func git(_ arguments: [String]) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", RepoPaths.root] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  @Test func theInstallLineAsksForWhatTheRepositoryOffers() throws {
    let text = try #require(RepoPaths.read(Self.readme))
    let line = try #require(text.split(separator: "\n").first { $0.contains(".package(url:") }, "no install line")
    #expect(line.contains(".package(path: \"../DesignKit\")"), "keep the path form beside the URL form")
    let quoted = line.components(separatedBy: "\"")
    if line.contains("branch: ") {
      // A branch requirement needs no tag: the branch must be one the repository has.
      let branch = try #require(quoted.firstIndex { $0.hasSuffix("branch: ") }.map { quoted[$0 + 1] })
      let refs = try #require(try Self.git(["for-each-ref", "--format=%(refname)"]), "git history needed")
      let branches = refs.split(separator: "\n").map { $0.split(separator: "/").last.map(String.init) ?? "" }
      #expect(branches.contains(branch), "the README installs branch `\(branch)`, which the repository does not have")
    } else {
      // A version requirement (`from:`, `exact:`) finds a version only through a tag.
      let version = try #require(
        quoted.firstIndex { $0.hasSuffix("from: ") || $0.hasSuffix("exact: ") }.map { quoted[$0 + 1] })
      let tags = try #require(try Self.git(["tag", "--list"]), "git history needed").split(separator: "\n")
      #expect(
        tags.contains { $0 == version || $0 == "v" + version }, "the README asks for \(version), but no tag has it")
      #expect(version == DesignKitVersion.current)
    }
  }

  @Test func theListOfBuiltInPresetsNamesEveryBuiltInPreset() throws {
    let text = try #require(RepoPaths.read(Self.readme))
    let paragraph = try #require(text.components(separatedBy: "\n\n").first { $0.hasPrefix("`Models/` holds") })
    for name in BuiltInPresets.names {
      #expect(paragraph.contains("`\(name)`"), "the README's list of built-in presets leaves out `\(name)`")
    }
  }

  @Test func thePresetExampleLoadsAsWritten() throws {
    let blocks = try Self.blocks("json")
    let example = try #require(blocks.first { $0.contains("\"tokenFiles\"") })
    // Saved beside the other presets, as the README says.
    let theme = try PresetLoader().load(text: example, file: RepoPaths.model("readme-example.json"))
    for (state, hex) in [("enabled", "#5856D6"), ("disabled", "#B8B7EE")] {
      guard case .color(let color)? = try theme.resolve("VPrimaryButton", state: state)["colors.background"] else {
        Issue.record("VPrimaryButton has no background color")
        return
      }
      #expect(color.hex.hasPrefix(hex), "\(state): \(color.hex)")
    }
    #expect(try theme.resolve("VPrimaryButton", state: "enabled")["layout.cornerRadius"] == .number(12))
  }
}
