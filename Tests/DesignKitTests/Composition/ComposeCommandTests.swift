import DesignKit
import Foundation
import Testing

@Suite struct ComposeCommandTests {
  static let document = "Models/compositions/settings.json"

  @Test func composePrintsEveryNodeWithItsPathStateAndSources() throws {
    let run = try CLIRun(["compose", Self.document, "--scheme", "dark"])
    #expect(run.status == 0, "\(run.stderr)")
    let heads = run.stdout.split(separator: "\n").filter { $0.hasPrefix("/") }
    #expect(heads.count == 12)
    #expect(
      heads.contains(
        "/children/0/children/1/children/0/children/1/children/0  email  VTextField  error+enabled  (dark)  placeholder: Email, text: a@"
      ))
    #expect(run.stdout.contains("rule destructive @ scope /children/0/children/1/children/0/children/1"))
  }

  @Test func composeAsJSONIsTheLibrarysResolution() throws {
    let run = try CLIRun(["compose", Self.document, "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let doc = try JSONReader().parse(run.stdout)
    let theme = Theme.default
    let bytes = try LocalFileSource().read(RepoPaths.root + "/" + Self.document)
    let composition = try CompositionDocument(bytes, file: Self.document, theme: theme)
    let nodes = try Composition(theme: theme).resolve(composition.root)
    #expect(JSONWriter().string(doc) == JSONWriter().string(ResolvedNode.json(nodes, screen: "Settings")))
  }

  @Test func aBadDocumentIsInvalidInputWithAPosition() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("compose-\(UUID().uuidString).json").path
    try Data(##"{"children": [{"component": "VPrimaryButon"}]}"##.utf8).write(to: URL(fileURLWithPath: path))
    let run = try CLIRun(["compose", path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(path):1:29: error: unknown component `VPrimaryButon`"))
    #expect(try CLIRun(["compose", "/no/such/screen.json"]).status == 2)
  }

  @Test func showThemePrintsTheFoundations() throws {
    let run = try CLIRun(["show", "theme", "--preset", "brand"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("colors.primary"))
    #expect(run.stdout.contains("#5856D6"))
    #expect(run.stdout.contains("spacingUnit"))
  }
}
