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
    /// The subfolder of `GoldenSVGTests.folder` that holds the golden file (a component family's, or none).
    var subfolder = ""

    var fileName: String {
      "\(component)-\(state.replacingOccurrences(of: "+", with: "-"))-\(scheme.rawValue)\(variant).svg"
    }
    var testDescription: String { subfolder.isEmpty ? fileName : subfolder + "/" + fileName }

    /// The snapshot with its golden file in `subfolder`.
    func filed(under subfolder: String) -> Snapshot {
      var copy = self
      copy.subfolder = subfolder
      return copy
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

  /// These snapshots and the component families' (declared beside their drawing tests), each in its subfolder.
  static let all =
    snapshots + ControlDrawingTests.snapshots.map { $0.filed(under: "Controls") }
    + IndicatorDrawingTests.snapshots.map { $0.filed(under: "Indicators") }
    + ContainerDrawingTests.snapshots.map { $0.filed(under: "Containers") }

  /// Draws the snapshot through the gallery and compares the SVG with its golden file.
  @Test(arguments: all)
  func svgMatchesGolden(_ snapshot: Snapshot) throws {
    let gallery = Gallery(
      theme: .default, componentNames: [snapshot.component], schemes: [snapshot.scheme],
      environment: snapshot.environment)
    let svg = try #require(try gallery.cells().first { $0.state.name == snapshot.state }).svg
    try Golden.check(
      svg, against: Self.folder + "/" + snapshot.testDescription,
      regenerate: "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter Golden")
  }

  @Test(arguments: Set(all.map(\.subfolder)).sorted())
  func everySnapshotHasAGoldenFileAndNoStrayOnes(in subfolder: String) throws {
    // While recording, the files are being written in parallel.
    if ProcessInfo.processInfo.environment["DESIGNKIT_UPDATE_GOLDEN"] == "1" { return }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/" + subfolder).filter {
      $0.hasSuffix(".svg")
    }
    #expect(Set(files) == Set(Self.all.filter { $0.subfolder == subfolder }.map(\.fileName)))
  }
}
