import DesignKit
import Testing

/// The layout check (`LayoutCheck`, `LayoutAudit`) over the registry under every built-in preset, and over the
/// composition documents, at every Dynamic Type size, in both directions, light and dark: what it finds must be in
/// the checked-in baseline (`LayoutBaseline/<Component>.txt`), and every baseline entry must still occur. The
/// baseline is a ratchet: today's findings wait there for the drawings' fixes, which shrink it; a new finding fails.
@Suite struct LayoutBatteryTests {
  static let components = Catalog.registry.components.filter(\.hasDrawing).map(\.name)
  static let documents = ["compositions/settings.json", "compositions/settings-card.json"]
  static let presets = ["default"] + BuiltInPresets.names.filter { $0 != "default" }

  @Test(arguments: components)
  func everyStateHoldsItsLayoutAtEverySizeDirectionSchemeAndPreset(name: String) async throws {
    let component = try #require(Catalog.registry[name])
    var found: [String] = []
    for preset in Self.presets {
      let theme = try SharedSetUp.theme(preset)
      // A preset that leaves the component and the canvas as the defaults have them has the defaults' findings.
      if preset != "default", try theme.tree(for: name) == Theme.default.tree(for: name),
        theme.foundations.colors.canvas == Theme.default.foundations.colors.canvas
      {
        continue
      }
      // Shared with the audit report's suites, which check the same components in the same themes.
      let result = try await SharedSetUp.layout(of: component, in: theme)
      let environments = DynamicTypeSize.allCases.count * 2 * 2
      #expect(result.layoutsChecked == component.states.count * environments)
      found += result.baselineKeys.map { "\(preset)\t\($0)" }
    }
    try LayoutBaseline.check(Array(Set(found)).sorted(), component: name)
  }

  /// The components whose model follows the platform, drawn on every other platform DesignKit names (once per group
  /// of platforms on which the model is the same; macOS and tvOS at the default size, having no Dynamic Type) under
  /// every built-in preset that changes them: no platform finds a layout problem that iOS (whose findings the baseline
  /// holds) does not.
  @Test(arguments: components)
  func noPlatformFindsALayoutProblemIOSDoesNot(name: String) throws {
    let component = try #require(Catalog.registry[name])
    var checked: [StyleNode] = []
    for preset in Self.presets {
      let theme = try SharedSetUp.theme(preset)
      let tree = try theme.tree(for: name)
      guard !checked.contains(tree) else { continue }
      checked.append(tree)
      var audit = LayoutAudit()
      // The groups after iOS's: iOS's own findings are the battery's above.
      let others = audit.platformGroups(of: tree, on: StyleEnvironment.Platform.allCases).dropFirst()
      guard !others.isEmpty else { continue }
      audit.platforms = others.flatMap { $0 }
      let baseline = LayoutBaseline.entries(component: name)
      let found = try audit.check(component, in: theme).baselineKeys.map { key in
        // Without the platforms a key on some of them ends with (` [macOS]`).
        "\(preset)\t"
          + (key.hasSuffix("]")
            ? String(key[..<(key.range(of: " [", options: .backwards)?.lowerBound ?? key.endIndex)]) : key)
      }
      #expect(found.allSatisfy(baseline.contains), "\(found.filter { !baseline.contains($0) })")
    }
  }

  @Test(arguments: documents)
  func bothCompositionsHoldTheirLayoutAtEverySizeDirectionAndScheme(document name: String) throws {
    let text = try #require(RepoPaths.read(RepoPaths.model(name)))
    let document = try CompositionDocument(Array(text.utf8), file: name, theme: .default)
    // A screen is checked on the narrowest iPhone, as every component is (`PhoneWidth.narrowest`).
    let audit = LayoutAudit()
    #expect(audit.proposedWidth == PhoneWidth.narrowest)
    var found: Set<String> = []
    for environment in audit.environments {
      let drawing = try Composition(theme: .default, environment: environment).drawing(of: document.root).drawing
      let canvas = Theme.default.foundations.colors.canvas.resolved(dark: environment.colorScheme == .dark)
      found.formUnion(
        audit.check(drawing, in: environment, canvas: canvas).map {
          "default\t\($0.kind.rawValue)\t\($0.path): \($0.message)"
        })
    }
    #expect(audit.environments.count == 48)
    try LayoutBaseline.check(found.sorted(), component: name.split(separator: "/").last.map(String.init) ?? name)
  }
}

/// The checked-in layout findings a battery may still find (`Tests/DesignKitTests/Drawing/LayoutBaseline/<name>.txt`,
/// one `preset⇥state⇥kind⇥path: message` per line, sorted): a finding not in it fails, and so does an entry that no
/// longer occurs, so the file only shrinks as drawings are fixed. `DESIGNKIT_UPDATE_GOLDEN=1` rewrites it (review the
/// diff: it should only lose lines).
enum LayoutBaseline {
  static let folder = RepoPaths.root + "/Tests/DesignKitTests/Drawing/LayoutBaseline"
  static let command = "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter LayoutBatteryTests"

  /// The baseline's entries for `component`.
  static func entries(component: String) -> Set<String> {
    Set((RepoPaths.read(folder + "/" + component + ".txt") ?? "").split(separator: "\n").map(String.init))
  }

  static func check(_ found: [String], component: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    let path = folder + "/" + component + ".txt"
    if Golden.isUpdating {
      try Golden.check(found.map { $0 + "\n" }.joined(), against: path, regenerate: command)
      return
    }
    let baseline = Set((RepoPaths.read(path) ?? "").split(separator: "\n").map(String.init))
    let new = found.filter { !baseline.contains($0) }
    let gone = baseline.subtracting(found).sorted()
    #expect(
      new.isEmpty,
      "\(component): \(new.count) layout finding(s) not in the baseline \(path):\n\(new.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    #expect(
      gone.isEmpty,
      "\(component): \(gone.count) baseline entr(ies) no longer found: remove them (`\(command)`):\n\(gone.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}

/// Each kind of layout problem is found, where it is.
@Suite struct LayoutCheckTests {
  static let font = Font(size: 20)
  static let ink = Color(white255: 0)

  static func problems(_ drawing: Drawing, width: Double? = 200) -> [LayoutProblem] {
    LayoutCheck().problems(in: drawing, proposedWidth: width)
  }

  @Test func textInAFixedFrameThatIsTooSmallIsCut() {
    let drawing = Drawing.text("Delete photo", font: Self.font, color: Self.ink, lineLimit: 1).frame(
      width: 200, height: 10)
    let found = Self.problems(drawing)
    #expect(found.first { $0.kind == .cutByFixedSize }?.path == "frame(width 200, height 10)")
    // A minimum height grows with the text instead.
    #expect(Self.problems(Drawing.text("Delete photo", font: Self.font, color: Self.ink).frame(minHeight: 10)).isEmpty)
  }

  @Test func contentPastAScrollingRegionIsScrolledOutOfViewNotCut() throws {
    let rows = Drawing.vstack(
      spacing: 4, alignment: .leading,
      ["Price", "Distance", "Rating"].map { Drawing.text($0, font: Self.font, color: Self.ink) })
    // A sheet at its detent: the header keeps its place, the rows scroll in what is left.
    let header = Drawing.text("Filters", font: Self.font, color: Self.ink)
    let sheet = Drawing.vstack(spacing: 0, [header, rows.scrolling()]).frame(height: 60, fillsWidth: true)
    #expect(Self.problems(sheet, width: 200).isEmpty, "\(Self.problems(sheet, width: 200))")
    let laidOut = DrawingLayout().layout(sheet, proposedWidth: 200)
    #expect(laidOut.height == 60, "the sheet keeps its height")
    // The same rows without the scrolling region are cut by the fixed height.
    let fixed = Drawing.vstack(spacing: 0, [header, rows]).frame(height: 60, fillsWidth: true)
    #expect(Self.problems(fixed, width: 200).contains { $0.kind == .cutByFixedSize })
    // A line that scrolls sideways (a secure field's dots) takes the room its row leaves and keeps the icon in view.
    let dots = Drawing.text(TextRun(String(repeating: "•", count: 40), font: Self.font, color: Self.ink))
    let field = Drawing.hstack(
      spacing: 8, [dots.scrolling(.horizontal), .shape(.icon(.eye), fill: Self.ink).frame(width: 20, height: 20)])
    #expect(Self.problems(field, width: 150).isEmpty)
    let icon = try #require(DrawingLayout().layout(field, proposedWidth: 150).leaves.first { $0.text == nil })
    #expect(icon.rect.x + icon.rect.width <= 150 + 0.01, "the icon stays in the field: \(icon.rect)")
  }

  @Test func textWiderThanTheBackgroundItSitsOnLeavesItsContainer() {
    // A run without a line limit keeps one line, however little room it is given.
    let drawing = Drawing.text(TextRun("Supercalifragilistic", font: Self.font, color: Self.ink))
      .frame(maxWidth: 60)
      .background(.shape(.circle, fill: Self.ink))
    let found = Self.problems(drawing)
    #expect(found.contains { $0.kind == .textOutsideContainer && $0.path.hasSuffix("\"Supercalifragilistic\"") })
  }

  @Test func textRunsOnTopOfEachOtherOverlap() {
    let drawing = Drawing.layers(
      [.text("Settings", font: Self.font, color: Self.ink), .text("General", font: Self.font, color: Self.ink)],
      alignment: .leading)
    let found = Self.problems(drawing)
    #expect(found.map(\.kind) == [.overlappingText])
    #expect(found.first?.path == "layers[0]/\"Settings\"")
    // Hidden text does not count.
    let hidden = Drawing.layers(
      [
        .text("Settings", font: Self.font, color: Self.ink),
        .text("General", font: Self.font, color: Self.ink).opacity(0),
      ],
      alignment: .leading)
    #expect(Self.problems(hidden).isEmpty)
    // Text on an opaque card in front of other text hides it (a dialog over a screen).
    let card = Drawing.layers(
      [
        .text("Settings", font: Self.font, color: Self.ink),
        Drawing.text("General", font: Self.font, color: Self.ink).padding(4).background(
          .shape(.roundedRectangle(cornerRadius: 0, style: .continuous), fill: .white)),
      ], alignment: .leading)
    #expect(Self.problems(card).isEmpty)
  }

  @Test func textOverAnIconOverlapsIt() {
    let drawing = Drawing.layers(
      [
        .text("Advanced", font: Self.font, color: Self.ink),
        .shape(.icon(.chevronDown), stroke: Self.ink, lineWidth: 2).frame(width: 20, height: 20),
      ], alignment: .leading)
    #expect(Self.problems(drawing).map(\.kind) == [.overlappingText])
  }

  @Test func textPastTheDrawingsBoundsLeavesItsFrame() {
    // A negative inset makes the drawing narrower than its text.
    let drawing = Drawing.text("Overflow", font: Self.font, color: Self.ink)
      .padding(ResolvedInsets(top: 0, left: 0, bottom: 0, right: -50))
    let found = Self.problems(drawing)
    #expect(found.map(\.kind) == [.textOutsideFrame])
    #expect(found.first.map { $0.amount == 50 } == true)
  }
}
