import DesignKit
import Foundation
import Testing

/// The icon vocabulary: its size, its outlines, its sheet, and unknown names in documents and the CLI.
@Suite struct IconVocabularyTests {
  @Test func theVocabularyHasTheGlyphsAppsNeedUnderSFSymbolsNames() {
    #expect(DrawingIcon.allCases.count >= 40)
    #expect(Set(DrawingIcon.names).count == DrawingIcon.names.count)
    for name in [
      "checkmark", "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus",
      "magnifyingglass", "eye", "eye.slash", "info.circle", "exclamationmark.circle", "exclamationmark.triangle",
      "checkmark.circle", "trash", "gear", "house", "person", "bell", "star", "heart", "square.and.arrow.up",
    ] {
      #expect(DrawingIcon(rawValue: name) != nil, "\(name)")
    }
  }

  @Test(arguments: DrawingIcon.allCases)
  func everyOutlineStartsWithAMoveAndStaysInItsSquare(icon: DrawingIcon) {
    #expect(icon.path.first.map { if case .move = $0 { true } else { false } } == true)
    var points: [(Double, Double)] = []
    for element in icon.path {
      _ = element.mapped { x, y in
        points.append((x, y))
        return (x, y)
      }
    }
    // The stroke is about a seventh of the side: points keep half of it from the edge.
    #expect(points.allSatisfy { (0.04...0.96).contains($0.0) && (0.04...0.96).contains($0.1) }, "\(icon.rawValue)")
  }

  @Test func anUnknownNameSuggestsTheNearest() {
    let diagnostics = expectedDiagnostics { _ = try DrawingIcon.named("chevron.rigth") }
    #expect(diagnostics.first?.suggestions.first == "chevron.right")
    #expect(diagnostics.first?.kind == .invalidValue)
  }

  /// A composition document naming an unknown icon: at an empty state's `symbol`, and at a button label's `icon`.
  struct UnknownIcon: Sendable, CustomTestStringConvertible {
    /// The document.
    var document: String
    /// The component and the content key that names the icon.
    var component: String, key: String
    /// The unknown name, the nearest known one, and the column of the unknown name in the document.
    var name: String, nearest: String, column: Int
    var testDescription: String { "\(component) \(key)" }
  }

  static let unknownIcons = [
    UnknownIcon(
      document: ##"{"children": [{"component": "VEmptyState", "content": {"symbol": "trey", "title": "x"}}]}"##,
      component: "VEmptyState", key: "symbol", name: "trey", nearest: "tray", column: 66),
    UnknownIcon(
      document: ##"{"children": [{"component": "VPrimaryButton", "content": {"title": "x", "icon": "gearr"}}]}"##,
      component: "VPrimaryButton", key: "icon", name: "gearr", nearest: "gear", column: 81),
  ]

  @Test(arguments: unknownIcons)
  func aDocumentNamingAnUnknownIconGetsItsPositionAndTheNearestNames(_ icon: UnknownIcon) {
    let diagnostics = expectedDiagnostics {
      _ = try CompositionDocument(Array(icon.document.utf8), file: "screen.json", theme: .default)
    }
    let d = diagnostics.first
    #expect(d?.suggestions.first == icon.nearest)
    #expect(d?.path.description == "children[0].content.\(icon.key)")
    #expect(d?.location.line == 1 && d?.location.column == icon.column)
    #expect(d?.message.contains("unknown icon `\(icon.name)` at content `\(icon.key)` of \(icon.component)") == true)
  }

  @Test func aDocumentNamingAKnownIconDrawsIt() throws {
    let text = ##"{"children": [{"component": "VEmptyState", "content": {"symbol": "bell", "title": "x"}}]}"##
    let document = try CompositionDocument(Array(text.utf8), file: "screen.json", theme: .default)
    #expect(document.root.children.first?.content["symbol"] == "bell")
    let shown = try VEmptyState(title: "").showing(["symbol": "bell", "title": "x"])
    #expect(shown.symbol == .bell)
  }

  @Test(arguments: unknownIcons)
  func theCLIReportsAnUnknownIconWithItsPosition(_ icon: UnknownIcon) throws {
    let folder = try makeTemporaryFolder("icons-\(icon.key)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try icon.document.write(toFile: folder + "/screen.json", atomically: true, encoding: .utf8)
    let run = try CLIRun(["compose", folder + "/screen.json"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("screen.json:1:\(icon.column)"), "\(run.stderr)")
    #expect(run.stderr.contains("did you mean `\(icon.nearest)`"), "\(run.stderr)")
  }

  @Test(arguments: StyleEnvironment.ColorScheme.allCases)
  func theSheetMatchesItsGolden(scheme: StyleEnvironment.ColorScheme) throws {
    try Golden.check(
      IconSheet().svg(colorScheme: scheme),
      against: GoldenSVGTests.folder + "/Icons/icons-\(scheme.rawValue).svg",
      regenerate: "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter IconVocabulary")
  }
}
