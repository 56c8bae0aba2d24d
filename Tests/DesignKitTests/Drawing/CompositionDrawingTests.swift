import DesignKit
import Foundation
import Testing

/// A whole composition drawn: resolved styles, content and children reach the picture.
@Suite struct CompositionDrawingTests {
  static let settingsCard = RepoPaths.model("compositions/settings-card.json")

  static func document(_ text: String, theme: Theme = .default) throws(DiagnosticList) -> CompositionDocument {
    try CompositionDocument(Array(text.utf8), file: "screen.json", theme: theme)
  }

  /// The SVG of `root` in `scheme`.
  static func svg(
    _ root: CompositionNode, theme: Theme = .default, scheme: StyleEnvironment.ColorScheme = .light
  ) throws -> String {
    let page = try CompositionPage(theme: theme, screen: "test", root: root, schemes: [scheme]).render()
    return try #require(page[CompositionPage.path(for: scheme)])
  }

  static func settingsCardText() throws -> String { try #require(RepoPaths.read(settingsCard)) }

  /// How the SVG back-end writes `color` as `attribute` (`fill="#rrggbb"`, then its opacity when not opaque).
  static func paint(_ attribute: String, _ color: Color) -> String {
    let opaque = Color(red: color.red, green: color.green, blue: color.blue).hex.lowercased()
    return "\(attribute)=\"\(opaque)\"" + (color.alpha < 1 ? " \(attribute)-opacity=\"" : "")
  }

  /// The resolved node with `id` in `root`.
  static func node(_ id: String, in root: CompositionNode) throws -> ResolvedNode {
    try #require(try Composition(theme: .default).resolve(root).first { $0.id == id })
  }

  @Test func theSettingsCardDrawsAsWellFormedSVGInLightAndDark() throws {
    let document = try Self.document(try Self.settingsCardText())
    let page = try CompositionPage(theme: .default, document: document).render()
    #expect(page.files.map(\.path) == ["screen-light.svg", "screen-dark.svg", "index.html"])
    for scheme in [StyleEnvironment.ColorScheme.light, .dark] {
      let svg = try #require(page[CompositionPage.path(for: scheme)])
      let elements = try XMLChecker.elements(of: svg)
      #expect(elements.count > 20, "\(scheme) draws next to nothing")
      // The canvas is the theme's, in the scheme: the first filled rectangle (a clip's rectangle has no fill).
      let canvas = Palette.canvas.resolved(dark: scheme == .dark).hex.lowercased()
      #expect(elements.first { $0.name == "rect" && $0.attribute("fill") != nil }?.attribute("fill") == canvas)
    }
    let html = try #require(page["index.html"])
    #expect(html.contains("<h1>Settings card (submitted with an invalid email)</h1>"))
    #expect(html.components(separatedBy: "<svg ").count - 1 == 2)
  }

  @Test func theInvalidEmailFieldIsDrawnInItsErrorStyleAndNothingElseChanges() throws {
    let validForm = CardAndFieldTests.form(submitted: false)
    let invalidForm = CardAndFieldTests.form(submitted: true)
    let valid = try Self.svg(validForm)
    let invalid = try Self.svg(invalidForm)
    // The field's border takes the error role, as its resolved style says; its neighbours keep theirs.
    let error = Palette.error.resolved(dark: false)
    let style = try Self.node("email", in: invalidForm).style
    #expect(style["colors.border"] == .color(error))
    #expect(!valid.contains(Self.paint("stroke", error)))
    #expect(invalid.components(separatedBy: Self.paint("stroke", error)).count - 1 == 1)
    guard case .color(let background) = style["colors.background"] else {
      Issue.record("no background color")
      return
    }
    #expect(invalid.contains(Self.paint("fill", background)))
    // Only the invalid field's colors change: its background fill and border stroke, and the texts of the field
    // (its label and its text) that read the invalid state; the toggle beside it and the card keep theirs.
    let changed = try XMLChecker.differingAttributes(valid, invalid)
    let elements = Set(changed.map { $0.prefix { $0 != "." } })
    #expect(elements.filter { $0.hasPrefix("text#") }.count <= 2, "\(changed)")
    #expect(elements.filter { !$0.hasPrefix("text#") }.count <= 2, "\(changed)")
    #expect(
      changed.allSatisfy {
        ["fill", "fill-opacity", "stroke", "stroke-opacity"].contains($0.split(separator: ".")[1])
      },
      "\(changed)")
  }

  @Test func aRuleAppliedToOneNodeChangesExactlyThatNodesFill() throws {
    let text = try Self.settingsCardText()
    let ruled =
      text
      .replacingOccurrences(of: #""id": "save""#, with: #""id": "save", "rules": ["accent"]"#)
      .replacingOccurrences(
        of: #""children": ["#,
        with: ##""scope": {"rules": {"VPrimaryButton.accent": {"colors": {"background": "#123456"}}}}, "children": ["##,
        options: [], range: text.range(of: #""children": ["#))
    #expect(ruled != text)
    let before = try Self.svg(try Self.document(text).root)
    let after = try Self.svg(try Self.document(ruled).root)
    let changed = try XMLChecker.differingAttributes(before, after)
    #expect(changed.count == 1 && changed.first?.hasSuffix(".fill") == true, "\(changed)")
    #expect(after.components(separatedBy: "fill=\"#123456\"").count - 1 == 1)
  }

  @Test func contentKeysReachTheDrawing() throws {
    let svg = try Self.svg(try Self.document(try Self.settingsCardText()).root)
    #expect(svg.contains(">Save</text>"))
    #expect(svg.contains(">Cancel</text>"))
    #expect(svg.contains(">ada@</text>"))
    // The samples' own texts are replaced, not shown beside the content.
    #expect(!svg.contains(">Continue</text>"))
    #expect(!svg.contains("ada@example.com"))
    // A text the node leaves out is empty, so a field with only a placeholder shows it.
    let placeholderOnly = try Self.document(
      #"{"children": [{"component": "VTextField", "content": {"placeholder": "Name"}}]}"#)
    let field = try Self.svg(placeholderOnly.root)
    #expect(field.contains(">Name</text>"))
    #expect(!field.contains("ada@example.com"))
  }

  @Test func flagsAndNumbersAreContentToo() throws {
    let document = try Self.document(#"{"children": [{"component": "VCard", "content": {"hasParts": true}}]}"#)
    #expect(document.root.children[0].content == ["hasParts": "true"])
    let card = try VCard().showing(["hasParts": "true"])
    #expect(card.hasParts)
    #expect(throws: Diagnostic.self) { try VCard().showing(["hasParts": "yes"]) }
  }

  @Test func anUnknownContentKeyIsAPositionedErrorWithASuggestion() throws {
    let text = """
      {"children": [
        {"component": "VPrimaryButton", "content": {"titel": "Save"}}
      ]}
      """
    let diagnostics = thrownDiagnostics { () throws(DiagnosticList) in _ = try Self.document(text) }
    let d = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(d.kind == .unknownKey)
    #expect(d.file == "screen.json")
    let line = text.split(separator: "\n")[1]
    let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "\"titel\"")).lowerBound) + 1
    #expect(d.location.line == 2 && d.location.column == column)
    #expect(d.path.description.hasSuffix("content.titel"), "\(d.path)")
    #expect(d.suggestions == ["title"])
    #expect(d.message.contains("valid content keys: title, icon, isLoading"), "\(d.message)")
    // A value of the wrong form points at the value.
    let flag = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try Self.document(#"{"children": [{"component": "VCard", "content": {"hasParts": "yes"}}]}"#)
    }
    #expect(flag.map(\.kind) == [.invalidValue])
    #expect(flag.first?.message.contains("must be true or false") == true)
    // A container has no content; a Swift-built node is checked when it resolves.
    let container = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try Self.document(#"{"children": [{"content": {"title": "x"}}]}"#)
    }
    #expect(container.map(\.kind) == [.semantic])
    var node = CompositionNode(VPrimaryButton.self, id: "save")
    node.content = ["titel": "Save"]
    let resolved = thrownDiagnostics { () throws(DiagnosticList) in
      _ = try Composition(theme: .default).resolve(.container([node]))
    }
    #expect(resolved.map(\.kind) == [.unknownKey])
    #expect(resolved.first?.suggestions == ["title"])
  }

  @Test func aNodeWithoutADrawingIsALabelledBoxHoldingItsChildren() throws {
    let theme = Theme(registry: ComponentRegistry(Catalog.registry.components + [RegisteredComponent(Undrawn.self)]))
    var box = CompositionNode(component: "Undrawn", id: "box", content: ["text": "Inside"])
    var button = CompositionNode(VPrimaryButton.self, id: "save")
    button.content = ["title": "Save"]
    box.children = [button]
    let drawn = try Composition(theme: theme).drawing(of: .container([box]))
    #expect(drawn.placeholders.map(\.path) == ["/children/0"])
    #expect(drawn.placeholders.map(\.component) == ["Undrawn"])
    #expect(drawn.placeholders.map(\.id) == ["box"])
    let svg = try Self.svg(.container([box]), theme: theme)
    #expect(svg.contains(">Undrawn #box</text>"))
    #expect(svg.contains(">text: Inside</text>"))
    #expect(svg.contains(">Save</text>"))
    let page = try CompositionPage(theme: theme, screen: "s", root: .container([box])).render()
    #expect(page.undrawnComponents == ["Undrawn"])
    #expect(page["index.html"]?.contains("Undrawn #box at /children/0") == true)
  }

  @Test func presentedContentIsDrawnInFrontOfItsPresenterOverTheDimming() throws {
    var presenter = CompositionNode(VPrimaryButton.self, id: "signOut")
    presenter.content = ["title": "Sign out"]
    var confirm = CompositionNode(VPrimaryButton.self, id: "confirm")
    confirm.content = ["title": "Confirm"]
    let svg = try Self.svg(.container([presenter.presenting([confirm])]))
    let signOut = try #require(svg.range(of: ">Sign out</text>"))
    let scrim = try #require(svg.range(of: Self.paint("fill", Palette.dimming.resolved(dark: false))))
    let front = try #require(svg.range(of: ">Confirm</text>"))
    #expect(signOut.lowerBound < scrim.lowerBound && scrim.lowerBound < front.lowerBound)
  }

  @Test func aScopesEnvironmentReachesTheDrawingsInside() throws {
    let document = try Self.document(
      """
      {"children": [
        {"component": "VPrimaryButton", "id": "outside", "content": {"title": "Save"}},
        {"scope": {"environment": {"colorScheme": "dark", "dynamicTypeSize": "accessibility3"}},
         "children": [{"component": "VPrimaryButton", "id": "inside", "content": {"title": "Save"}}]}
      ]}
      """)
    let svg = try Self.svg(document.root)
    let primary = Palette.accent
    #expect(svg.contains(Self.paint("fill", primary.resolved(dark: false))))
    #expect(svg.contains(Self.paint("fill", primary.resolved(dark: true))))
    let sizes = try XMLChecker.elements(of: svg).filter { $0.name == "text" }.compactMap {
      $0.attribute("font-size").flatMap(Double.init)
    }
    #expect(sizes.count == 2 && sizes[1] > sizes[0], "\(sizes)")
  }

  @Test func theEnvironmentReachesEveryNode() throws {
    let root = try Self.document(try Self.settingsCardText()).root
    let large = try CompositionPage(
      theme: .default, screen: "s", root: root, schemes: [.light],
      environment: StyleEnvironment(dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft)
    ).render()
    let svg = try #require(large["screen-light.svg"])
    let standard = try Self.svg(root)
    #expect(
      Double(try XMLChecker.elements(of: svg).first?.attribute("height") ?? "0") ?? 0
        > Double(try XMLChecker.elements(of: standard).first?.attribute("height") ?? "0") ?? 0)
    // Latin text in a right-to-left layout is anchored at its right end.
    #expect(svg.contains("text-anchor=\"end\""))
  }
}

/// A component registered without a drawing (as every component was before it brought one).
private struct Undrawn: ConfiguredComponent {
  typealias Machine = ContentMachine
  static var family: ComponentFamily { .misc }
  static var accessibilityRole: AccessibilityRole { .text }
  static func machineParameters(for model: VCardModel) -> StaticParameters { StaticParameters() }
  static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }
  var model = VCardModel()
  var state = InteractionState.enabled
  var text = ""
  var accessibilityLabel: String { text }
}

/// `designkit render --compose`, end to end through the built executable.
@Suite(.serialized) struct RenderComposeCommandTests {
  @Test func drawsADocumentIntoAFolder() throws {
    let base = try makeTemporaryFolder("render-compose")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let run = try CLIRun(["render", "--compose", "Models/compositions/settings-card.json", "--out", base + "/s"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote 2 SVG files and \(base)/s/index.html"), "\(run.stdout)")
    let html = try #require(RepoPaths.read(base + "/s/index.html"))
    #expect(html.contains("Settings card"))
    for scheme in ["light", "dark"] {
      let svg = try #require(RepoPaths.read(base + "/s/screen-\(scheme).svg"))
      #expect(throws: Never.self) { try XMLChecker.elements(of: svg) }
    }
    let dark = try CLIRun([
      "render", "--compose", "Models/compositions/settings.json", "--out", base + "/d", "--scheme", "dark", "--rtl",
    ])
    #expect(dark.status == 0, "\(dark.stderr)")
    #expect(FileManager.default.fileExists(atPath: base + "/d/screen-dark.svg"))
    #expect(!FileManager.default.fileExists(atPath: base + "/d/screen-light.svg"))
  }

  @Test func badPathsAndDocumentsGetClearErrors() throws {
    let base = try makeTemporaryFolder("render-compose")
    defer { try? FileManager.default.removeItem(atPath: base) }
    let missing = try CLIRun(["render", "--compose", "no/such.json", "--out", base + "/s"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read file `no/such.json`: no such file"), "\(missing.stderr)")
    let bad = base + "/bad.json"
    try Data(#"{"children": [{"component": "VToggle", "content": {"titel": "x"}}]}"#.utf8)
      .write(to: URL(fileURLWithPath: bad))
    let invalid = try CLIRun(["render", "--compose", bad, "--out", base + "/s"])
    #expect(invalid.status == 1)
    #expect(invalid.stderr.contains("bad.json:1:"), "\(invalid.stderr)")
    #expect(invalid.stderr.contains("did you mean `title`"), "\(invalid.stderr)")
    let compose = try CLIRun(["compose", bad])
    #expect(compose.status == 1)
    #expect(compose.stderr == invalid.stderr)
    try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/file"))
    let unwritable = try CLIRun([
      "render", "--compose", "Models/compositions/settings.json", "--out", base + "/file/s",
    ])
    #expect(unwritable.status == 1)
    #expect(unwritable.stderr.contains("cannot write the gallery"), "\(unwritable.stderr)")
    let mixed = try CLIRun(["render", "VToggle", "--compose", bad, "--out", base + "/s"])
    #expect(mixed.status == 2)
    #expect(!FileManager.default.fileExists(atPath: base + "/s"))
  }
}
