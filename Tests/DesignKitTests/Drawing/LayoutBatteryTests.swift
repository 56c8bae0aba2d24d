import DesignKit
import Testing

/// The layout check (`LayoutCheck`, `LayoutAudit`) over the registry and the composition documents, at every Dynamic
/// Type size, in both directions, light and dark: text stays in its container and its drawing, overlaps nothing and
/// is not cut by a fixed size.
@Suite struct LayoutBatteryTests {
  static let components = Catalog.registry.components.filter(\.hasDrawing).map(\.name)
  static let documents = ["compositions/settings.json", "compositions/settings-card.json"]

  @Test(arguments: components)
  func everyStateHoldsItsLayoutAtEverySizeDirectionAndScheme(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let result = try LayoutAudit().check(component, in: .default)
    let environments = DynamicTypeSize.allCases.count * 2 * 2
    #expect(result.layoutsChecked == component.states.count * environments)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.description).joined(separator: "\n"))")
  }

  @Test(arguments: documents)
  func bothCompositionsHoldTheirLayoutAtEverySizeDirectionAndScheme(document name: String) throws {
    let text = try #require(RepoPaths.read(RepoPaths.model(name)))
    let document = try CompositionDocument(Array(text.utf8), file: name, theme: .default)
    // A screen is offered a phone's width, as `render --compose` draws it.
    let audit = LayoutAudit(proposedWidth: CompositionPage(theme: .default, document: document).proposedWidth)
    var problems: [String] = []
    for environment in audit.environments {
      let drawing = try Composition(theme: .default, environment: environment).drawing(of: document.root).drawing
      problems += audit.check(drawing, in: environment).map { "\(environment.label): \($0)" }
    }
    #expect(audit.environments.count == 48)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
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
