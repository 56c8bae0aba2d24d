import DesignKit
import Testing

/// Each check of what a person sees (`LayoutCheck+Reading.swift`, `LayoutCheck+Paint.swift`) finds a fault built on
/// purpose, and stays quiet once the fault is mended.
@Suite struct LayoutCheckFaultTests {
  static let ink = Color(white255: 0)
  static let blue = Color(hex: 0x006EE6)
  static let white = Color.white
  static let box = DrawingShape.rectangle(CornerRadii(0), .continuous)

  static func problems(
    _ drawing: Drawing, width: Double? = 200, expecting expectations: LayoutExpectations = LayoutExpectations()
  ) -> [LayoutProblem] {
    LayoutCheck(expectations: expectations).problems(in: drawing, proposedWidth: width)
  }

  static func kinds(_ problems: [LayoutProblem], _ kind: LayoutProblem.Kind) -> [LayoutProblem] {
    problems.filter { $0.kind == kind }
  }

  /// `text` beside a `leading`-wide block, on a white card as wide as offered.
  static func squeezed(_ text: String, leading: Double, font: Font = Font(size: 20)) -> Drawing {
    Drawing.hstack(
      spacing: 0,
      [Drawing.shape(box, fill: white).frame(width: leading, height: 10), .text(text, font: font, color: ink)]
    )
    .frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .center))
    .background(.shape(box, fill: white))
  }

  @Test func aWordBrokenThoughItFitsTheLineIsSplit() throws {
    // "Continue" gets 50 pt beside the block, though the card is 200 pt wide.
    let found = Self.kinds(Self.problems(Self.squeezed("Continue", leading: 150)), .splitWord)
    let problem = try #require(found.first, "\(Self.problems(Self.squeezed("Continue", leading: 150)))")
    #expect(problem.message.contains("\"Continue\""), "\(problem)")
    // A word wider than the whole card must break: not a finding.
    let long = Self.squeezed("Pneumonoultramicroscopicsilicovolcanoconiosis", leading: 150)
    #expect(Self.kinds(Self.problems(long), .splitWord).isEmpty)
    // With room, the word stays whole.
    #expect(Self.kinds(Self.problems(Self.squeezed("Continue", leading: 10)), .splitWord).isEmpty)
  }

  @Test func aWordBrokenInsideAFixedWidthPartIsSplitWhenTheScreenCouldHoldIt() throws {
    // A caption 56 pt wide under its square breaks "Share" set at 40 pt, though the 200 pt offered would hold it.
    let caption = Drawing.text("Share", font: Font(size: 40), color: Self.ink).frame(maxWidth: 56)
    let found = Self.kinds(Self.problems(caption), .splitWord)
    let problem = try #require(found.first, "\(Self.problems(caption))")
    #expect(problem.message.contains("broken inside a part narrower than the width offered"), "\(problem)")
    // Offered no more than the word needs, the word must break: not a finding.
    #expect(Self.kinds(Self.problems(caption, width: 80), .splitWord).isEmpty)
    // Shrunk to fit the caption, it stays whole.
    let shrunk = Drawing.text("Share", font: Font(size: 14), color: Self.ink).frame(maxWidth: 56)
    #expect(Self.kinds(Self.problems(shrunk), .splitWord).isEmpty)
  }

  @Test func singleLineTextThatWrapsIsFound() {
    var expected = LayoutExpectations()
    expected.editedText = [Self.ink]
    expected.isSingleLine = true
    let field = Drawing.text("ada@example.com", font: Font(size: 20), color: Self.ink)
    #expect(Self.kinds(Self.problems(field, width: 60, expecting: expected), .wrappedSingleLine).count == 1)
    // A text view's text may wrap.
    expected.isSingleLine = false
    #expect(Self.kinds(Self.problems(field, width: 60, expecting: expected), .wrappedSingleLine).isEmpty)
  }

  @Test func singleLineTextCutWithoutAnEllipsisWhileNotEditedIsFound() {
    var expected = LayoutExpectations()
    expected.editedText = [Self.ink]
    expected.isSingleLine = true
    let run = TextRun("ada@example.com", font: Font(size: 20), color: Self.ink)
    // Scrolled to its start and cut at the field's edge: "ada@example.(".
    let scrolled = Drawing.text(run).scrolling(
      .horizontal, alignment: DrawingAlignment(horizontal: .leading, vertical: .center))
    #expect(Self.kinds(Self.problems(scrolled, width: 60, expecting: expected), .clippedSingleLine).count == 1)
    // Cut at the tail with "…", as an unfocused UITextField shows it: nothing to report.
    var truncated = run
    truncated.lineLimit = 1
    #expect(Self.kinds(Self.problems(.text(truncated), width: 60, expecting: expected), .clippedSingleLine).isEmpty)
    // While edited (a caret), the line scrolls to keep the caret in view.
    var edited = run
    edited.caret = TextCaret(width: 2, color: Self.blue, position: .end)
    let focused = Drawing.text(edited).scrolling(
      .horizontal, alignment: DrawingAlignment(horizontal: .trailing, vertical: .center))
    #expect(Self.kinds(Self.problems(focused, width: 60, expecting: expected), .clippedSingleLine).isEmpty)
  }

  @Test func anEditedLineCutAgainstAButtonIsFound() {
    var expected = LayoutExpectations()
    expected.editedText = [Self.ink]
    expected.isSingleLine = true
    expected.caret = Self.blue
    var run = TextRun("ada@example.com", font: Font(size: 20), color: Self.ink)
    run.caret = TextCaret(width: 2, color: Self.blue, position: .end)
    // The clear button's circle, then the line scrolled to its end: its first glyph in view is cut `gap` from it.
    func field(gap: Double) -> Drawing {
      Drawing.hstack(
        spacing: gap,
        [
          Drawing.shape(.circle, fill: Color(white255: 200)).frame(width: 20, height: 20),
          Drawing.text(run).scrolling(
            .horizontal, alignment: DrawingAlignment(horizontal: .trailing, vertical: .center)),
        ])
    }
    let found = Self.kinds(Self.problems(field(gap: 2), width: 100, expecting: expected), .clippedSingleLine)
    #expect(found.count == 1 && found[0].message.contains("cut against a button"), "\(found)")
    // A quarter of the text's size or more away, the cut glyph stands clear of the button, as iOS cuts it.
    #expect(Self.kinds(Self.problems(field(gap: 6), width: 100, expecting: expected), .clippedSingleLine).isEmpty)
  }

  @Test func aCaretAwayFromTheInsertionPointIsFound() throws {
    var expected = LayoutExpectations()
    expected.editedText = [Self.ink]
    expected.caret = Self.blue
    let text = Drawing.text("Lisbon", font: Font(size: 20), color: Self.ink)
    let caret = Drawing.shape(Self.box, fill: Self.blue).frame(width: 2, height: 24)
    // At the field's trailing edge, not after the text.
    let atEdge = Drawing.hstack(spacing: 0, [text, .spacer, caret]).frame(fillsWidth: true)
    let found = Self.kinds(Self.problems(atEdge, expecting: expected), .misplacedCaret)
    #expect(found.count == 1 && found[0].message.contains("not at the insertion point"), "\(found)")
    // After the text: nothing to report, in either direction.
    let after = Drawing.hstack(spacing: 0, [text, caret, .spacer]).frame(fillsWidth: true)
    #expect(Self.kinds(Self.problems(after, expecting: expected), .misplacedCaret).isEmpty)
    // Right to left, "Lisbon" still reads left to right: it ends on its right, the line's leading side.
    let rtl = LayoutCheck(layoutDirection: .rightToLeft, expectations: expected)
    let before = Drawing.hstack(spacing: 0, [caret, text, .spacer]).frame(fillsWidth: true)
    #expect(Self.kinds(rtl.problems(in: before, proposedWidth: 200), .misplacedCaret).isEmpty)
    #expect(Self.kinds(rtl.problems(in: after, proposedWidth: 200), .misplacedCaret).count == 1)
    // Hebrew reads with the layout: its caret goes after it, on the line's trailing side.
    let hebrew = Drawing.text("ליסבון", font: Font(size: 20), color: Self.ink)
    let afterHebrew = Drawing.hstack(spacing: 0, [hebrew, caret, .spacer]).frame(fillsWidth: true)
    #expect(Self.kinds(rtl.problems(in: afterHebrew, proposedWidth: 200), .misplacedCaret).isEmpty)
    // None at all, or two.
    let none = Self.kinds(Self.problems(text, expecting: expected), .misplacedCaret)
    #expect(none.map(\.message) == ["the focused input shows no caret in \"Lisbon\""])
    let two = Drawing.hstack(spacing: 0, [caret, text, caret])
    #expect(
      Self.kinds(Self.problems(two, expecting: expected), .misplacedCaret).first?.message.contains("2 carets") == true)
  }

  @Test func anIconThatKeptItsSizeBesideGrownTextIsFound() {
    var expected = LayoutExpectations()
    expected.dynamicTypeSize = .accessibility5
    let title = Drawing.text("Share", font: Font(size: 53, textStyle: .body), color: Self.ink)
    func row(_ side: Double) -> Drawing {
      .hstack(
        spacing: 6,
        [.shape(.icon(.chevronDown), stroke: Self.ink, lineWidth: 2).frame(width: side, height: side), title])
    }
    #expect(Self.kinds(Self.problems(row(12), width: 300, expecting: expected), .unscaledIcon).count == 1)
    #expect(Self.kinds(Self.problems(row(40), width: 300, expecting: expected), .unscaledIcon).isEmpty)
    // At the default size the same 12 pt icon beside 17 pt text is the design.
    let small = Drawing.hstack(
      spacing: 6,
      [
        .shape(.icon(.chevronDown), stroke: Self.ink, lineWidth: 2).frame(width: 12, height: 12),
        .text("Share", font: Font(size: 17, textStyle: .body), color: Self.ink),
      ])
    #expect(Self.kinds(Self.problems(small, width: 300), .unscaledIcon).isEmpty)
  }

  @Test func textMovedPastAClipIsCutUnlessItScrolls() {
    let strip = Drawing.text("Architecture", font: Font(size: 20), color: Self.ink).offset(x: 120)
      .frame(width: 200, height: 30, alignment: DrawingAlignment(horizontal: .leading, vertical: .center))
    let clipped = strip.clipped(to: Self.box)
    #expect(Self.kinds(Self.problems(clipped), .cutByClip).count == 1)
    // The same strip in a region that scrolls sideways is scrolled out of view, not cut.
    let scrolling = Drawing.text("Architecture", font: Font(size: 20), color: Self.ink).padding(
      ResolvedInsets(top: 0, left: 120, bottom: 0, right: 0)
    ).scrolling(.horizontal).frame(width: 200)
    #expect(Self.kinds(Self.problems(scrolling), .cutByClip).isEmpty)
  }

  @Test func anOffsetInsideAScrollingRegionIsItsScrollPositionNotTextLeavingItsContent() {
    // Two pages side by side, scrolled halfway: the first page's text is half out of view, not out of its container.
    let pages = Drawing.hstack(
      spacing: 0,
      ["First page", "Second page"].map {
        Drawing.text($0, font: Font(size: 20), color: Self.ink).frame(width: 200)
      })
    let scrolled = pages.offset(x: -100).scrolling(.horizontal, alignment: .leading).frame(width: 200)
      .background(.shape(Self.box, fill: Self.white))
    #expect(Self.kinds(Self.problems(scrolled), .textOutsideContainer).isEmpty, "\(Self.problems(scrolled))")
    // The same pages moved on a card that does not scroll leave it.
    let moved = pages.offset(x: -100).frame(width: 200, alignment: .leading)
      .background(.shape(Self.box, fill: Self.white))
    #expect(!Self.kinds(Self.problems(moved), .textOutsideContainer).isEmpty, "\(Self.problems(moved))")
  }

  @Test func textAnOffsetCarriesPastTheFrameIsMovingNotLaidOutPastIt() {
    // A sheet halfway in from the screen's bottom edge: its text is entering the screen.
    let sheet = Drawing.text("Filters", font: Font(size: 20), color: Self.ink).padding(10)
      .background(.shape(Self.box, fill: Self.white))
    let screen = Drawing.layers(
      [Drawing.shape(Self.box, fill: Self.ink.opacity(0.3)), sheet.offset(y: 40)], alignment: .center
    )
    .frame(width: 200, height: 60)
    #expect(Self.kinds(Self.problems(screen), .textOutsideFrame).isEmpty, "\(Self.problems(screen))")
    // Laid out past the frame (not moved there), it leaves it.
    let past = Drawing.text("Filters", font: Font(size: 20), color: Self.ink)
      .padding(ResolvedInsets(top: 0, left: 0, bottom: 0, right: -40))
    #expect(!Self.kinds(Self.problems(past), .textOutsideFrame).isEmpty, "\(Self.problems(past))")
  }

  @Test func controlsDrawnOverEachOtherAreFound() {
    func button(_ title: String) -> Drawing {
      Drawing.text(title, font: Font(size: 17), color: .white).padding(10).background(
        .shape(.capsule, fill: Self.blue))
    }
    let stacked = Drawing.layers([button("Sign out"), button("Confirm").offset(y: 20)], alignment: .center)
    let found = Self.kinds(Self.problems(stacked), .overlappingControls)
    #expect(found.count == 1 && found[0].message.contains("\"Confirm\""), "\(found)")
    let apart = Drawing.vstack(spacing: 8, [button("Sign out"), button("Confirm")])
    #expect(Self.kinds(Self.problems(apart), .overlappingControls).isEmpty)
    // A pressed highlight under the same title is a layer of the one control, not a second control.
    let pressed = button("Advanced").background(.shape(.capsule, fill: Self.ink))
    #expect(Self.kinds(Self.problems(pressed), .overlappingControls).isEmpty, "\(Self.problems(pressed))")
    // A sheet sliding up over a see-through dimming of the whole screen is presented over it, not drawn over a
    // control (the dimming holds only the screen's "Price" once the sheet's title passes its edge).
    let sheet = Drawing.layers(
      [
        Drawing.shape(Self.box, fill: Self.ink.opacity(0.3)),
        Drawing.text("Price", font: Font(size: 17), color: Self.ink),
        button("Filters").offset(y: 95),
      ], alignment: .center
    ).frame(width: 200, height: 200)
    #expect(Self.kinds(Self.problems(sheet), .overlappingControls).isEmpty, "\(Self.problems(sheet))")
  }

  @Test func controlsClippedAwayDoNotOverlap() {
    func button(_ title: String) -> Drawing {
      Drawing.text(title, font: Font(size: 17), color: .white).padding(10).background(
        .shape(.capsule, fill: Self.blue))
    }
    // Two screens stacked, the first one's sheet slid 30 pt down past its bottom edge onto the second's button, which
    // sits at its top leading corner.
    // The first screen is dimmed behind its sheet, and shows its own "Price" (the sheet's other texts slid away).
    func screens(clipped: Bool) -> Drawing {
      let sheet = button("Filters").offset(y: 30)
      let first = Drawing.layers(
        [
          Drawing.shape(Self.box, fill: Self.ink.opacity(0.3)),
          Drawing.text("Price", font: Font(size: 17), color: Self.ink),
          sheet.frame(width: 200, height: 100, alignment: DrawingAlignment(vertical: .bottom)),
        ], alignment: .center
      ).frame(width: 200, height: 100)
      let second = button("Price").frame(
        width: 200, height: 100, alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
      return .vstack(spacing: 0, [clipped ? first.clipped(to: Self.box) : first, second])
    }
    let open = Self.kinds(Self.problems(screens(clipped: false)), .overlappingControls)
    #expect(open.count >= 1 && open.allSatisfy { $0.message.contains("\"Filters\"") }, "\(open)")
    // The screen's clip hides the part of the sheet past its edge: it covers nothing of the next screen; and the
    // see-through fill over the whole of its clipped screen is the dimming behind the sheet, not a control.
    let clipped = Self.problems(screens(clipped: true))
    #expect(Self.kinds(clipped, .overlappingControls).isEmpty, "\(clipped)")
  }

  @Test func anAccentBorderOrIconIsNotTakenForAFocusRing() {
    var expected = LayoutExpectations()
    expected.focusRing = Self.blue
    // A radio button's 1 pt rim and a checkmark in the ring's accent color, with a 3 pt ring outside the mark.
    func mark(ring: Bool) -> Drawing {
      let rim = Drawing.shape(.circle, fill: .white).overlay(.shape(.circle, stroke: Self.blue, lineWidth: 1))
        .frame(width: 16, height: 16)
      let ringed = ring ? rim.overlay(.shape(.circle, stroke: Self.blue, lineWidth: 3, placement: .outside)) : rim
      let check = Drawing.shape(.icon(.checkmark), stroke: Self.blue, lineWidth: 1.5).frame(width: 16, height: 16)
      return Drawing.hstack(spacing: 8, [ringed, .text("Small", font: Font(size: 17), color: Self.ink), check])
        .padding(8)
    }
    #expect(Self.kinds(Self.problems(mark(ring: true), expecting: expected), .focusIndicator).isEmpty)
    // Without the ring, neither the rim nor the checkmark stands in for it.
    let bare = Self.kinds(Self.problems(mark(ring: false), expecting: expected), .focusIndicator)
    #expect(bare.map(\.message) == ["the focused control draws no focus ring"], "\(bare)")
  }

  @Test func aFocusRingFlushOnItsOwnFillIsInvisible() {
    var expected = LayoutExpectations()
    expected.focusRing = Self.blue
    func control(fill: Color, ring width: Double) -> Drawing {
      Drawing.text("Save", font: Font(size: 17), color: fill == Self.blue ? .white : Self.ink).padding(12)
        .background(.shape(Self.box, fill: fill))
        .overlay(.shape(Self.box, stroke: Self.blue, lineWidth: width, placement: .outside))
    }
    let flush = Self.kinds(Self.problems(control(fill: Self.blue, ring: 3), expecting: expected), .focusIndicator)
    #expect(flush.map(\.message).contains { $0.contains("against the fill it surrounds") }, "\(flush)")
    #expect(Self.kinds(Self.problems(control(fill: .white, ring: 3), expecting: expected), .focusIndicator).isEmpty)
    let thin = Self.kinds(Self.problems(control(fill: .white, ring: 1), expecting: expected), .focusIndicator)
    #expect(thin.map(\.message) == ["the focus ring is 1 pt thick, below 2 pt (WCAG 2.2 SC 2.4.13)"])
    // A focused control without a ring.
    let bare = Drawing.text("Save", font: Font(size: 17), color: Self.ink)
    #expect(Self.kinds(Self.problems(bare, expecting: expected), .focusIndicator).count == 1)
  }

  @Test func faintTextAndIconsAreBelowContrast() {
    let faint = Drawing.hstack(
      spacing: 8,
      [
        .text("Cancel", font: Font(size: 15), color: Color(hex: 0xAAAAAA)),
        .shape(.icon(.xmark), stroke: Color(hex: 0xDDDDDD), lineWidth: 2).frame(width: 16, height: 16),
      ])
    let found = Self.problems(faint)
    #expect(Self.kinds(found, .textContrast).count == 1)
    #expect(Self.kinds(found, .iconContrast).count == 1)
    // The same on a dark card reads.
    var dark = LayoutExpectations()
    dark.canvas = .black
    #expect(
      Self.problems(faint, expecting: dark).filter { $0.kind == .textContrast || $0.kind == .iconContrast }.isEmpty)
    // Disabled states are exempt.
    var disabled = LayoutExpectations()
    disabled.checksContrast = false
    #expect(Self.problems(faint, expecting: disabled).isEmpty)
  }

  @Test func textSetBelowItsMinimumSizeIsFound() {
    var expected = LayoutExpectations()
    expected.minimumTextSizes = [
      LayoutExpectations.MinimumTextSize(color: Self.ink, size: 12, source: "fonts.messageConfiguration")
    ]
    let small = Drawing.text("Noon", font: Font(size: 10.2), color: Self.ink)
    #expect(Self.kinds(Self.problems(small, expecting: expected), .textBelowMinimumSize).count == 1)
    let scaled = Drawing.text("Noon", font: Font(size: 16), color: Self.ink).scaleEffect(0.6)
    #expect(Self.kinds(Self.problems(scaled, expecting: expected), .textBelowMinimumSize).count == 1)
    let fine = Drawing.text("Noon", font: Font(size: 12), color: Self.ink)
    #expect(Self.kinds(Self.problems(fine, expecting: expected), .textBelowMinimumSize).isEmpty)
  }
}
