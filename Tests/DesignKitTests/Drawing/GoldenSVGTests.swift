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

    /// Draws the snapshot through the gallery and compares it with its golden file in `subfolder` of `folder`.
    func checkGolden(in subfolder: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
      let gallery = Gallery(theme: .default, componentNames: [component], schemes: [scheme], environment: environment)
      let svg = try #require(try gallery.cells().first { $0.state.name == self.state }, sourceLocation: sourceLocation)
        .svg
      try Golden.check(
        svg, against: GoldenSVGTests.folder + subfolder + "/" + fileName,
        regenerate: "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Golden", sourceLocation: sourceLocation)
    }
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
    try snapshot.checkGolden()
  }

  @Test func everySnapshotHasAGoldenFileAndNoStrayOnes() throws {
    // While recording, the files are being written in parallel.
    if ProcessInfo.processInfo.environment["DESIGNKIT_UPDATE_GOLDEN"] == "1" { return }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".svg") }
    #expect(Set(files) == Set(Self.snapshots.map(\.fileName)))
  }
}
