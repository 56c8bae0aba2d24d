import DesignKit
import Foundation
import Testing

/// The DocC catalog is checked: the component reference is the generator's output for the registry, every component
/// has a page with its properties and transitions, and every Swift block of an article is quoted from compiled code.
@Suite struct DocumentationTests {
  static let catalog = RepoPaths.root + "/Sources/DesignKit/DesignKit.docc"
  static let regenerate = "swift run designkit docs --out Sources/DesignKit/DesignKit.docc/Components"

  /// The generated pages, built once for the suite (each of the 74 cases used to build all 74 pages again).
  static let generated = Result { try ComponentReference(registry: Catalog.registry).pages() }

  static func pages() throws -> [ComponentReference.Page] { try generated.get() }

  /// The reference's pictures, drawn once for both documentation suites.
  static let drawn = Result { try ComponentReference(registry: Catalog.registry).pictures() }

  static func pictures() throws -> [ComponentReference.Page] { try drawn.get() }

  @Test func theComponentReferenceIsTheGeneratedOutput() throws {
    let pages = try Self.pages()
    let pictures = try Self.pictures()
    for page in pages + pictures {
      try Golden.check(page.text, against: Self.catalog + "/Components/" + page.fileName, regenerate: Self.regenerate)
    }
    let folder = ComponentReference.picturesFolder
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.catalog + "/Components")) ?? []
    let drawn = (try? FileManager.default.contentsOfDirectory(atPath: Self.catalog + "/Components/" + folder)) ?? []
    let stray = Set(files.filter { $0 != folder } + drawn.map { folder + "/" + $0 })
      .subtracting((pages + pictures).map(\.fileName))
    #expect(stray.isEmpty, "pages or pictures of no registered component: \(stray.sorted()); run `\(Self.regenerate)`")
  }

  @Test(arguments: Catalog.registry.names)
  func everyComponentHasAPageWithItsPropertiesAndMachine(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let pages = try Self.pages()
    let page = try #require(pages.first { $0.fileName == ComponentReference.articleName(of: component.name) + ".md" })
    #expect(page.text.hasPrefix("# \(component.name)\n"))
    #expect(pages[0].text.contains("<doc:\(ComponentReference.articleName(of: component.name))>"))
    for state in component.stateNames { #expect(page.text.contains("`\(state)`")) }
    // One row per leaf of the default tree, in light and dark: a color's two values both appear.
    let rows = page.text.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count >= 1)
    let machine = try #require(
      ComponentReference.machine(of: component),
      "\(name)'s machine \(component.machineName) is in no MachineCatalog entry, so its page has no transition table")
    let golden = try #require(
      RepoPaths.read(RepoPaths.root + "/Tests/DesignKitTests/Machines/Golden/\(machine.name).txt"))
    // Every state of the golden table is a row group of the page's transition table.
    for line in golden.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix(" ") {
      let state = line.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
      #expect(page.text.contains("| \(state) ("), "\(component.name): state `\(state)` of \(machine.name).txt")
    }
  }

  @Test func aColorRowShowsItsLightAndDarkDefaults() throws {
    let page = try #require(try Self.pages().first { $0.fileName == "VPrimaryButton-reference.md" })
    let row = try #require(page.text.split(separator: "\n").first { $0.hasPrefix("| `colors.background.enabled` |") })
    let model = VPrimaryButtonModel().colors.background[.enabled]
    #expect(row.contains("| \(model.light.hex) | \(model.dark.hex) | color |"), "\(row)")
  }

  @Test func theDocsCommandWritesThePagesAndRemovesStaleOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designkit-docs-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "old".write(toFile: folder + "/VGone-reference.md", atomically: true, encoding: .utf8)
    try "mine".write(toFile: folder + "/Notes.md", atomically: true, encoding: .utf8)
    let run = try CLIRun(["docs", "--out", folder])
    #expect(run.status == 0, "\(run.stderr)")
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    // The pages, the pictures of every state they show (`Pictures/`), and what was there that is not a page.
    #expect(files == Set(try Self.pages().map(\.fileName) + ["Notes.md", "Pictures"]))
    let missing = try CLIRun(["docs"])
    #expect(missing.status == 2 && missing.stderr.contains("needs `--out DIR`"), "\(missing.stderr)")
    let unwritable = try CLIRun(["docs", "--out", folder + "/Notes.md/sub"])
    #expect(unwritable.status == 1 && unwritable.stderr.contains("cannot write the reference"), "\(unwritable.stderr)")
  }

  /// The articles, without the generated reference.
  static func articles() throws -> [(name: String, text: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".md") }.sorted()
    return names.compactMap { name in RepoPaths.read(catalog + "/" + name).map { (name, $0) } }
  }

  @Test func everySwiftBlockOfAnArticleIsQuotedFromCompiledCode() throws {
    // The testing article quotes the steps of a test of its own, the migration article the 8.x consumer, besides the
    // README's sources.
    let quoted =
      ReadmeTests.quotedSources + [
        RepoPaths.root + "/Tests/DesignKitTests/Testing/TestingArticleTests.swift",
        RepoPaths.root + "/Examples/VComponents8Consumer/main.swift",
      ]
    let sources = quoted.compactMap(RepoPaths.read)
    #expect(sources.count == quoted.count)
    var blocks = 0
    for (name, text) in try Self.articles() {
      for block in text.components(separatedBy: "```swift\n").dropFirst() {
        let code = block.components(separatedBy: "\n```").first ?? ""
        blocks += 1
        // A block may show a member of a type, or a test's steps, without its indentation.
        func indented(by spaces: String) -> String {
          code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : spaces + $0 }
            .joined(separator: "\n")
        }
        #expect(
          sources.contains {
            $0.contains(code) || $0.contains(indented(by: "  ")) || $0.contains(indented(by: "    "))
          },
          "\(name): this block is not in a compiled source:\n\(code)")
      }
    }
    #expect(blocks >= 5)
  }

  /// Every `designkit …` command the articles and the README quote inline, as a reader would type it (commands that
  /// write files, redirect or hold placeholders are left out).
  static func quotedCommands() throws -> [String] {
    let texts = try Self.articles().map(\.text) + [try #require(RepoPaths.read(ReadmeTests.readme))]
    return texts.flatMap { text in
      text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        .filter { $0.hasPrefix("designkit ") && !$0.contains("\n") }
        .filter { span in
          !["--out", ">", "<", "…", "...", "DIR", "NAME", "FILE", "render"].contains { span.contains($0) }
        }
        // A command named alone (`designkit compose`) is a mention, not a command line.
        .filter { $0.split(separator: " ").count >= 3 }
    }
  }

  @Test func everyCommandTheDocsQuoteRunsWithoutAUsageError() throws {
    let commands = try Self.quotedCommands()
    #expect(commands.contains("designkit simulate VToggle --events pointerDown,pointerUp"), "\(commands)")
    for command in commands {
      let run = try CLIRun.shared(CLIHelpTests.shellWords(command).dropFirst().map { $0 })
      #expect(run.status != 2, "`\(command)` exits 2: \(run.stderr)")
    }
  }

  @Test func theRootPageLinksEveryArticle() throws {
    let articles = try Self.articles()
    let root = try #require(articles.first { $0.name == "DesignKit.md" })
    for (name, _) in articles where name != "DesignKit.md" {
      #expect(root.text.contains("<doc:\(name.dropLast(3))>"), "DesignKit.md does not list \(name)")
    }
  }
}
