import DesignKit
import Foundation
import Testing

/// SVG snapshots of a few components and states, reviewed as text diffs: regenerate with
/// `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Golden` (only when a change is intended).
@Suite struct GoldenSVGTests {
  struct Snapshot: CustomTestStringConvertible, Sendable {
    var component: String
    var state: String
    var scheme: StyleEnvironment.ColorScheme
    var environment = StyleEnvironment()
    var variant = ""

    var fileName: String {
      "\(component)-\(state.replacingOccurrences(of: "+", with: "-"))-\(scheme.rawValue)\(variant).svg"
    }
    var testDescription: String { fileName }
  }

  static let snapshots = [
    Snapshot(component: "VPrimaryButton", state: "enabled", scheme: .light),
    Snapshot(component: "VPrimaryButton", state: "pressed", scheme: .dark),
    Snapshot(component: "VPrimaryButton", state: "focused", scheme: .light),
    Snapshot(component: "VToggle", state: "off+enabled", scheme: .light),
    Snapshot(component: "VToggle", state: "on+pressed", scheme: .dark),
    Snapshot(component: "VToggle", state: "on+disabled", scheme: .light),
    Snapshot(
      component: "VToggle", state: "on+enabled", scheme: .light,
      environment: StyleEnvironment(dynamicTypeSize: .xxxLarge, layoutDirection: .rightToLeft), variant: "-rtl-xxxl"),
    Snapshot(component: "VTextField", state: "error+focused", scheme: .light),
    Snapshot(component: "VTextField", state: "none+disabled", scheme: .dark),
    Snapshot(component: "VCheckBox", state: "indeterminate+focused", scheme: .light),
    Snapshot(component: "VRadioButton", state: "on+enabled", scheme: .dark),
    Snapshot(component: "VSecondaryButton", state: "disabled", scheme: .dark),
    Snapshot(component: "VChevronButton", state: "pressed", scheme: .light),
  ]

  static let folder = RepoPaths.root + "/Tests/DesignKitTests/Drawing/Golden"

  @Test(arguments: snapshots)
  func svgMatchesGolden(_ snapshot: Snapshot) throws {
    let gallery = Gallery(
      theme: .default, componentNames: [snapshot.component], schemes: [snapshot.scheme],
      environment: snapshot.environment)
    let svg = try #require(try gallery.cells().first { $0.state.name == snapshot.state }).svg
    try assertMatchesGolden(svg, path: Self.folder + "/" + snapshot.fileName)
  }

  @Test func everySnapshotHasAGoldenFileAndNoStrayOnes() throws {
    // While recording, the files are being written in parallel.
    if ProcessInfo.processInfo.environment["DESIGNKIT_UPDATE_GOLDEN"] == "1" { return }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".svg") }
    #expect(Set(files) == Set(Self.snapshots.map(\.fileName)))
  }
}

/// Compares `text` with the golden file at `path`, reporting the first differing line; with
/// `DESIGNKIT_UPDATE_GOLDEN=1` writes it instead.
func assertMatchesGolden(_ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
{
  let url = URL(fileURLWithPath: path)
  if ProcessInfo.processInfo.environment["DESIGNKIT_UPDATE_GOLDEN"] == "1" {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "no golden file \(url.lastPathComponent); record it with DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Golden",
      sourceLocation: sourceLocation)
    return
  }
  guard golden != text else { return }
  let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
  let b = text.split(separator: "\n", omittingEmptySubsequences: false)
  let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
  let was = i < a.count ? String(a[i]) : "<end>"
  let now = i < b.count ? String(b[i]) : "<end>"
  Issue.record(
    "\(url.lastPathComponent) differs at line \(i + 1):\n golden: \(was)\n now:    \(now)",
    sourceLocation: sourceLocation)
}
