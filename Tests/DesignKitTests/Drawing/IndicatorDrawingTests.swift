import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The drawings of the indicators, VText, the lab containers and the card parts, and the primitives they brought:
/// arcs, fractional widths, wrapping text.
@Suite struct IndicatorDrawingTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let font = Font(size: 10)

  static func texts(_ laidOut: LaidOutDrawing) -> [(String, DrawingRect)] {
    laidOut.leaves.compactMap { leaf in leaf.text.map { ($0, leaf.rect) } }
  }

  static func svg(_ drawing: Drawing, direction: StyleEnvironment.LayoutDirection = .leftToRight) -> String {
    SVGRenderer().svg(for: DrawingLayout(layoutDirection: direction).layout(drawing, proposedWidth: 200))
  }

  // MARK: Primitives

  @Test func anArcIsAnSVGArcPathThatMirrorsRightToLeft() {
    let arc = Drawing.shape(.arc(startAngle: 0, endAngle: 270), stroke: Self.red, lineWidth: 2)
      .frame(width: 20, height: 20)
    // Three quarters clockwise from the top: the large arc, sweeping clockwise, ending at 9 o'clock.
    #expect(Self.svg(arc).contains("<path d=\"M10 0 A10 10 0 1 1 0 10\" fill=\"none\" stroke=\"#ff0000\""))
    #expect(Self.svg(arc).contains("stroke-linecap=\"round\""))
    // Right to left it runs anticlockwise and ends at 3 o'clock.
    #expect(Self.svg(arc, direction: .rightToLeft).contains("<path d=\"M10 0 A10 10 0 1 0 20 10\""))
    let inside = Drawing.shape(
      .arc(startAngle: 90, endAngle: 180), stroke: Self.red, lineWidth: 2, placement: .inside
    ).frame(width: 20, height: 20)
    #expect(Self.svg(inside).contains("<path d=\"M19 10 A9 9 0 0 1 10 19\""))
    let whole = Drawing.shape(.arc(startAngle: 0, endAngle: 360), stroke: Self.red, lineWidth: 2)
      .frame(width: 20, height: 20)
    #expect(Self.svg(whole).contains("<circle cx=\"10\" cy=\"10\" r=\"10\" fill=\"none\""))
  }

  @Test func aFractionalFrameTakesItsShareOfTheOfferedWidthFromTheLeadingEdge() {
    let bar = Drawing.layers(
      [.shape(.capsule, fill: Self.red), Drawing.shape(.capsule, fill: Self.red).frame(widthFraction: 0.25)],
      alignment: .leading
    ).frame(height: 10, fillsWidth: true)
    let rects = DrawingLayout().layout(bar, proposedWidth: 200).leaves.map(\.rect)
    #expect(rects == [DrawingRect(x: 0, y: 0, width: 200, height: 10), DrawingRect(x: 0, y: 0, width: 50, height: 10)])
    let rtl = DrawingLayout(layoutDirection: .rightToLeft).layout(bar, proposedWidth: 200).leaves.map(\.rect)
    #expect(rtl.last == DrawingRect(x: 150, y: 0, width: 50, height: 10))
  }

  @Test func wrappingTextBreaksAtSpacesWithinTheOfferedWidthAndTheLineLimit() {
    let run = TextRun("one two three four five six seven", font: Self.font, color: Self.red, lineLimit: 0)
    let measurer = TextMeasurer.approximate
    let width = TextMetrics().width(of: "one two three", font: Self.font)
    #expect(run.lines(width: width, measurer: measurer) == ["one two three", "four five six", "seven"])
    var limited = run
    limited.lineLimit = 2
    let lines = limited.lines(width: width, measurer: measurer)
    #expect(lines.count == 2 && lines[1].hasSuffix("…"))
    #expect(lines.allSatisfy { TextMetrics().width(of: $0, font: Self.font) <= width })
    limited.lineLimit = 1
    #expect(
      limited.lines(width: width, measurer: measurer).count == 1
        && limited.lines(width: width, measurer: measurer)[0].hasPrefix("one two"))
    limited.truncation = .head
    #expect(
      limited.lines(width: width, measurer: measurer).count == 1
        && limited.lines(width: width, measurer: measurer)[0].hasPrefix("…"))
    #expect(limited.lines(width: width, measurer: measurer)[0].hasSuffix("six seven"))
    limited.truncation = .middle
    let middle = limited.lines(width: width, measurer: measurer)[0]
    #expect(middle.hasPrefix("one") && middle.hasSuffix("seven") && middle.contains("…"))
    #expect(TextMetrics().width(of: middle, font: Self.font) <= width)
    // A word wider than the line is broken between characters; a run that does not wrap keeps one line.
    let narrow = run.lines(width: TextMetrics().width(of: "thr", font: Self.font), measurer: measurer)
    #expect(
      narrow.contains("thr") && narrow.contains("ee")
        && narrow.joined().filter { $0 != " " } == "onetwothreefourfivesixseven")
    #expect(TextRun("a b", font: Self.font, color: Self.red).lines(width: 1, measurer: measurer) == ["a b"])
  }

  @Test func wrappedLinesStackInTheTextsFrameAndFollowItsAlignment() {
    let paragraph = Drawing.wrappingText(
      "one two three four", font: Self.font, color: Self.red, lineSpacing: 3, alignment: .trailing)
    let width = TextMetrics().width(of: "three four", font: Self.font)
    let laidOut = DrawingLayout().layout(paragraph, proposedWidth: width + 1)
    let lineHeight = TextMetrics().lineHeight(of: Self.font)
    #expect(laidOut.height == 2 * lineHeight + 3)
    let texts = Self.texts(laidOut)
    #expect(texts.map(\.0) == ["one two", "three four"])
    #expect(texts[1].1.y == lineHeight + 3)
    #expect(abs(texts[0].1.x + texts[0].1.width - laidOut.width) < 1e-9)
    #expect(abs(texts[1].1.x + texts[1].1.width - laidOut.width) < 1e-9)
  }

  @Test func aMaxWidthFrameCapsItsContentsOffer() {
    let text = Drawing.wrappingText("one two three four", font: Self.font, color: Self.red)
    let capped = text.frame(maxWidth: TextMetrics().width(of: "three four", font: Self.font) + 1)
    #expect(Self.texts(DrawingLayout().layout(capped, proposedWidth: 500)).count == 2)
    #expect(Self.texts(DrawingLayout().layout(capped)).count == 2)
  }

  // MARK: Indicators

  @Test func aSpinnerShowsItsArcOrItsDashesWhileSpinningAndHidesWhenIdle() throws {
    let model = VSpinnerModel()
    let arc = DrawingLayout().layout(try VSpinner().drawing())
    let arcs = arc.leaves.filter {
      if case .shape(.arc(let start, let end), _, _, _) = $0.node {
        start == 0 && end == 360 * model.continuous.layout.arcLength
      } else {
        false
      }
    }
    #expect(arcs.count == 1 && arcs[0].opacity == 1)
    #expect(arcs[0].rect.width == model.continuous.layout.dimension.points(on: .iOS))
    let dashes = DrawingLayout().layout(try VSpinner(type: .dashed).drawing()).leaves
    #expect(dashes.count == model.dashed.layout.dashCount)
    #expect(Set(dashes.map(\.opacity)).count == model.dashed.layout.dashCount)
    #expect(dashes.map(\.opacity).min() == model.dashed.colors.trailingDashOpacity)
    let idle = DrawingLayout().layout(try VSpinner(state: .idle).drawing())
    #expect(idle.leaves.allSatisfy { $0.opacity == 0 })
    var counterClockwise = VSpinnerModel()
    counterClockwise.continuous.misc.isClockwise = false
    let reversed = try VSpinner(model: counterClockwise).drawing()
    #expect(Self.svg(reversed).contains(" 1 0 "))
  }

  @Test(arguments: [0.0, 0.25, 0.4, 1])
  func theProgressBarsFillFollowsItsValue(value: Double) throws {
    let laidOut = DrawingLayout().layout(try VProgressBar(value: value).drawing(), proposedWidth: 200)
    let rects = laidOut.leaves.map(\.rect)
    // The track, the fill, and the track's border over both.
    #expect(rects.count == 3)
    #expect(rects[0].width == 200 && rects[0].height == VProgressBarModel().layout.height.points(on: .iOS))
    #expect(abs(rects[1].width - 200 * value) < 1e-9)
    #expect(rects[2] == rects[0])
  }

  @Test func settingAProgressLevelMovesTheValueOnlyWhenItIsAtAnotherLevel() {
    var bar = VProgressBar(value: 0.4)
    bar.state = .partial
    #expect(bar.value == 0.4)
    bar.state = .complete
    #expect(bar.value == 1 && bar.state == .complete)
    bar.state = .empty
    #expect(bar.value == 0 && bar.state == .empty)
    bar.state = .partial
    #expect(bar.state == .partial)
  }

  /// The fill colors of the dots, leading first.
  static func dotColors(_ indicator: VPageIndicator) throws -> [Color?] {
    DrawingLayout().layout(try indicator.drawing()).leaves.map {
      if case .shape(_, _, let paint, _) = $0.node { paint.fill } else { nil }
    }
  }

  @Test func thePageIndicatorsSelectedDotFollowsThePageInEveryForm() throws {
    let colors = PageIndicatorColors()
    let selected = colors.selectedDot[.iOS].light
    let finite = try Self.dotColors(VPageIndicator(type: .finite, pageCount: 5, selectedPage: 3))
    #expect(finite.count == 5 && finite.firstIndex(of: selected) == 3)
    let infinite = try Self.dotColors(VPageIndicator(type: .infinite, pageCount: 20, selectedPage: 9))
    #expect(infinite.count == VPageIndicatorModel().infinite.layout.visibleDots)
    #expect(infinite.firstIndex(of: selected) == infinite.count / 2)
    let first = try Self.dotColors(VPageIndicator(type: .infinite, pageCount: 20, selectedPage: 0))
    #expect(first.firstIndex(of: selected) == 0)
  }

  @Test func settingAnAutoIndicatorsFormPicksAPageCountThatShowsIt() throws {
    var auto = VPageIndicator(type: .auto, pageCount: 5, selectedPage: 2)
    let limit = VPageIndicatorModel().auto.layout.finiteDotLimit
    auto.state = .infinite
    #expect(auto.state == .infinite && auto.pageCount == limit + 1)
    #expect(try Self.dotColors(auto).count == VPageIndicatorModel().auto.layout.infinite.visibleDots)
    auto.state = .finite
    #expect(auto.state == .finite && auto.pageCount == limit)
    var finite = VPageIndicator(type: .finite, pageCount: 12)
    finite.state = .infinite
    #expect(finite.state == .finite && finite.pageCount == 12)
  }

  // MARK: Text

  @Test func multiLineTextWrapsAndSingleLineTextDoesNot() throws {
    let words = "Your devices stay connected to known networks, and new ones ask before they join."
    let multi = DrawingLayout().layout(try VText(type: .multiLine, text: words).drawing(), proposedWidth: 200)
    #expect(Self.texts(multi).count > 1)
    #expect(Self.texts(multi).allSatisfy { $0.1.width <= 200 })
    let single = Self.texts(DrawingLayout().layout(try VText(text: words).drawing(), proposedWidth: 200))
    #expect(single.count == 1 && single[0].0.hasSuffix("…") && single[0].1.width <= 200)
    let short = Self.texts(DrawingLayout().layout(try VText(text: "Wi-Fi").drawing(), proposedWidth: 200))
    #expect(short.map(\.0) == ["Wi-Fi"])
    var head = VTextModel()
    head.singleLine.misc.truncation = .head
    let cutAtHead = Self.texts(
      DrawingLayout().layout(try VText(model: head, text: words).drawing(), proposedWidth: 200))
    #expect(cutAtHead.count == 1 && cutAtHead[0].0.hasPrefix("…") && cutAtHead[0].0.hasSuffix("join."))
    var limited = VTextModel()
    limited.multiLine.fonts.textConfiguration.maximumLines = 2
    let cut = DrawingLayout().layout(
      try VText(model: limited, type: .multiLine, text: words).drawing(), proposedWidth: 200)
    #expect(Self.texts(cut).count == 2 && Self.texts(cut)[1].0.hasSuffix("…"))
  }

  @Test func disabledTextTakesTheDisabledColor() throws {
    func color(_ state: Availability) throws -> Color? {
      let laidOut = DrawingLayout().layout(try VText(state: state, text: "Hi").drawing())
      guard case .text(let run, _, _, _) = laidOut.nodes.first else { return nil }
      return run.color
    }
    let colors = TextColors().text
    #expect(try color(.enabled) == colors[.enabled].light)
    #expect(try color(.disabled) == colors[.disabled].light)
    #expect(try color(.enabled) != color(.disabled))
  }

  @Test func cardTitleAndDescriptionWrapAsTextParts() throws {
    let description = DrawingLayout().layout(try VCardDescription.galleryPreview.drawing(), proposedWidth: 150)
    #expect(Self.texts(description).count > 1)
    var model = VCardDescriptionModel()
    model.fonts.textConfiguration.maximumLines = 1
    let one = DrawingLayout().layout(
      try VCardDescription(model: model, text: VCardDescription.galleryPreview.text).drawing(), proposedWidth: 150)
    #expect(Self.texts(one).count == 1 && Self.texts(one)[0].0.hasSuffix("…"))
    #expect(Self.texts(DrawingLayout().layout(try VCardTitle.galleryPreview.drawing())).map(\.0) == ["Notifications"])
  }

  // MARK: Containers

  /// Where the child lands when `drawing`'s slot is filled.
  static func childFrame(_ drawing: Drawing) throws -> DrawingRect {
    let filled = drawing.fillingContent(with: .text("Child", font: font, color: red))
    return try #require(texts(DrawingLayout().layout(filled, proposedWidth: 300)).first { $0.0 == "Child" }?.1)
  }

  @Test func aCardPadsFreeContentButNotItsParts() throws {
    let padding = VCardModel().layout.padding[.iOS]
    #expect(try Self.childFrame(VCard().drawing()).x == padding.leading)
    #expect(try Self.childFrame(VCard().drawing()).y == padding.top)
    #expect(try Self.childFrame(VCard(hasParts: true).drawing()).x == 0)
    var keeps = VCardModel()
    keeps.layout.clearsPaddingWithParts = false
    #expect(try Self.childFrame(VCard(model: keeps, hasParts: true).drawing()).x == padding.leading)
  }

  @Test func aCardsSurfaceHasItsShadowAndBorder() throws {
    var model = VCardModel()
    model.colors.border = .black
    model.layout.borderWidth = 2
    let svg = Self.svg(try VCard(model: model).drawing())
    #expect(svg.contains("stdDeviation=\"\(Int(model.layout.shadow.radius))\""))
    #expect(svg.contains("stroke=\"#000000\" stroke-width=\"2\""))
  }

  @Test func theCardFootersActionsSitAtTheTrailingEdge() throws {
    let frame = try Self.childFrame(VCardFooter().drawing())
    let trailing = VCardFooterModel().layout.padding[.iOS].trailing
    #expect(abs(frame.x + frame.width - (300 - trailing)) < 1e-9)
  }

  @Test func aListSectionsHeaderIsInCapitalsUnlessTheModelSaysOtherwise() throws {
    let texts = Self.texts(DrawingLayout().layout(try VListSection(title: "Network").drawing(), proposedWidth: 300))
    #expect(texts.first?.0 == "NETWORK")
    var model = VListSectionModel()
    model.fonts.headerConfiguration.textCase = .asWritten
    let plain = Self.texts(
      DrawingLayout().layout(try VListSection(model: model, title: "Network").drawing(), proposedWidth: 300))
    #expect(plain.first?.0 == "Network")
  }

  @Test func anEmptyStateShowsItsActionOnlyWhenItHasOneAndWrapsItsMessageWithinItsWidth() throws {
    let full = Self.texts(DrawingLayout().layout(try VEmptyState.galleryPreview.drawing(), proposedWidth: 1000))
    #expect(full.map(\.0).contains("Refresh"))
    let maxWidth = VEmptyStateModel().layout.maxWidth
    #expect(full.allSatisfy { $0.1.width <= maxWidth })
    let bare = VEmptyState(symbol: .tray, title: "No messages", message: "Nothing here.")
    #expect(!Self.texts(DrawingLayout().layout(try bare.drawing())).map(\.0).contains("Refresh"))
  }

  @Test func aSheetRoundsTheCornersItsModelNames() throws {
    var model = VSheetModel()
    model.layout.roundedCorners = .top
    let laidOut = DrawingLayout().layout(try VSheet(model: model).drawing(), proposedWidth: 300)
    let shapes = laidOut.leaves.compactMap { leaf -> CornerRadii? in
      if case .shape(.rectangle(let radii, _), _, _, _) = leaf.node { radii } else { nil }
    }
    let r = model.layout.cornerRadius[.iOS].topLeading
    #expect(shapes == [CornerRadii(topLeading: r, topTrailing: r, bottomTrailing: 0, bottomLeading: 0)])
  }

  // MARK: Snapshots

  /// Golden SVGs in `Golden/Indicators/`, compared by `GoldenSVGTests`.
  static let snapshots = [
    GoldenSVGTests.Snapshot(component: "VSpinner", state: "spinning", scheme: .light),
    GoldenSVGTests.Snapshot(component: "VProgressBar", state: "partial", scheme: .dark),
    GoldenSVGTests.Snapshot(component: "VCard", state: "enabled", scheme: .light),
  ]
}
