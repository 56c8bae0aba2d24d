import DesignKit
import Testing

/// Issue 37's edges, a third pass: text touching a control's box, the caption button's glyph, and what else a person
/// still saw at accessibility5.
@Suite struct EdgeFixes6Tests {
  static let ink = Color(white255: 0)

  /// A title `spacing` points beside a 20 pt box, as a check box sets it.
  static func titled(_ spacing: Double, size: Double = 20, box: DrawingShape = .rectangle(CornerRadii(4), .continuous))
    -> Drawing
  {
    Drawing.hstack(
      spacing: spacing,
      [
        Drawing.shape(box, DrawingPaint(fill: nil, stroke: ink, lineWidth: 1)).frame(width: 20, height: 20),
        .text("Remember me", font: Font(size: size), color: ink),
      ])
  }

  static func touching(_ drawing: Drawing, direction: StyleEnvironment.LayoutDirection = .leftToRight)
    -> [LayoutProblem]
  {
    LayoutCheck(layoutDirection: direction).problems(in: drawing, proposedWidth: 375).filter {
      $0.kind == .textTouchingControl
    }
  }

  /// Text nearer a box than 0.15 em (at least 2 pt) touches it, in either direction; farther does not. A box that
  /// holds the text (a button's surface), a line (a caret, a divider) and a scrim larger than any control are not
  /// control boxes.
  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func textNearerAControlsBoxThanItsGapTouchesIt(direction: StyleEnvironment.LayoutDirection) {
    #expect(LayoutCheck.minimumGap(besideTextOf: 10) == 2)
    #expect(abs(LayoutCheck.minimumGap(besideTextOf: 53) - 7.95) < 1e-9)
    let close = Self.touching(Self.titled(1), direction: direction)
    #expect(close.count == 1, "\(close)")
    #expect(close.first?.path == "hstack[1]/\"Remember me\"")
    #expect(close.first?.message == "text \"Remember me\" touches the control's box at hstack[0]")
    #expect(Self.touching(Self.titled(4), direction: direction).isEmpty)
    // At 50 pt the same 4 pt reads as touching: the gap grows with the text.
    #expect(Self.touching(Self.titled(4, size: 50), direction: direction).count == 1)
    #expect(Self.touching(Self.titled(8, size: 50), direction: direction).isEmpty)
    // A button's surface holds its title; a caret and a full-screen scrim are no control.
    let button = Drawing.text("Save", font: Font(size: 20), color: Self.ink).padding(2)
      .background(.shape(.rectangle(CornerRadii(8), .continuous), fill: Color(white255: 230)))
    #expect(Self.touching(button).isEmpty)
    let caret = Drawing.hstack(
      spacing: 1,
      [
        .text("Lisbon", font: Font(size: 20), color: Self.ink),
        Drawing.shape(.rectangle(CornerRadii(0), .continuous), fill: Self.ink).frame(width: 2, height: 22),
      ])
    #expect(Self.touching(caret).isEmpty)
    let scrim = Drawing.layers(
      [
        Drawing.shape(.rectangle(CornerRadii(0), .continuous), fill: Self.ink.opacity(0.3)).frame(
          width: 375, height: 300),
        Drawing.text("Photo", font: Font(size: 20), color: Self.ink).offset(y: 140),
      ], alignment: .center)
    #expect(Self.touching(scrim).isEmpty)
  }

  /// A circle's gap is to its round edge: text beside the corner of a circle's frame is clear of the circle.
  @Test func aCirclesGapIsToItsEdge() {
    let glyphs = DrawingRect(x: 0, y: 0, width: 10, height: 10)
    let frame = DrawingRect(x: 11, y: 11, width: 20, height: 20)
    // The frame's corner is √2 pt off the glyphs' corner; the circle's edge is 11√2 − 10 ≈ 5.6 pt off.
    let square = LayoutCheck.gap(between: glyphs, and: frame, roundedBy: .rectangle(CornerRadii(0), .circular))
    #expect(abs(square - 2.squareRoot()) < 1e-9)
    let edge = 11 * 2.squareRoot() - 10
    #expect(abs(LayoutCheck.gap(between: glyphs, and: frame, roundedBy: .circle) - edge) < 1e-9)
    #expect(abs(LayoutCheck.gap(between: glyphs, and: frame, roundedBy: .capsule) - edge) < 1e-9)
    #expect(
      abs(LayoutCheck.gap(between: glyphs, and: frame, roundedBy: .rectangle(CornerRadii(10), .circular)) - edge) < 1e-9
    )
  }

  /// The families the rule found on main, at accessibility5 right to left, dark: none touches now. On today's main the
  /// check box's "Remember me", the radio button's and radio group's titles stood 5 pt from a box grown 2.6 times
  /// (0.15 em is 5.4–7.9 pt), focused 3 pt from the ring, and the modal's "Settings" 7 pt from its close button.
  @Test(arguments: ["VCheckBox", "VRadioButton", "VRadioGroup", "VModal"])
  func noTitleTouchesItsControlAtAccessibility5(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let audit = LayoutAudit(
      dynamicTypeSizes: [.accessibility3, .accessibility5], layoutDirections: [.leftToRight, .rightToLeft],
      colorSchemes: [.dark])
    let keys = try audit.check(component, in: .default).baselineKeys
    let touching = keys.filter { $0.contains("textTouchingControl") }
    #expect(touching.isEmpty, "\(touching.joined(separator: "\n"))")
  }

  /// The check box's, radio button's and radio group's title spacing grows with the title as the box does.
  @Test func aCheckBoxTitleStandsOffItsBoxAsItGrows() throws {
    var environment = StyleEnvironment(dynamicTypeSize: .accessibility5)
    environment.layoutDirection = .rightToLeft
    let box = VCheckBox(title: "Agree")
    let style = try box.drawingStyle(in: environment)
    let leaves = try box.drawing(in: environment).leaves(in: environment, width: 375)
    let title = try #require(leaves.first { $0.text == "Agree" }).rect
    let square = try #require(leaves.first { $0.shape != nil }).rect
    // Right to left: the box on the right, the title painted up to its box's right edge.
    let gap = square.x - (title.x + title.width)
    let spacing = try style.number("layout.titleSpacing")
    #expect(gap >= (try style.font("fonts.title").scaledMetric(spacing)) - 0.5, "\(gap) pt between")
  }

  /// The caption's glyph stays on its title's line at accessibility5, as 8.1's caption (an `HStack`) does: on today's
  /// main it stacked above "Add favourites", under the square's icon, and read as a second icon.
  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func theCaptionsGlyphStaysBesideItsTitle(direction: StyleEnvironment.LayoutDirection) throws {
    var environment = StyleEnvironment(dynamicTypeSize: .accessibility5)
    environment.layoutDirection = direction
    let button = VRectangularCaptionButton(action: {}, icon: .heart, title: "Add favourites", captionIcon: .plus)
    let leaves = try button.drawing(in: environment).leaves(in: environment, width: 375)
    let lines = leaves.filter { $0.text != nil }.map(\.rect)
    let icons = leaves.filter { leaf in
      guard case .icon? = leaf.shape else { return false }
      return true
    }
    #expect(icons.count == 2)
    let glyph = try #require(icons.max { $0.rect.y < $1.rect.y }).rect
    let title = try #require(lines.first)
    let top = lines.map(\.y).min() ?? 0
    let bottom = lines.map { $0.y + $0.height }.max() ?? 0
    // Beside the title's lines, not above them.
    #expect(glyph.midY >= top && glyph.midY <= bottom, "glyph \(glyph), caption \(top)…\(bottom)")
    #expect(glyph.x + glyph.width <= title.x + 0.5 || glyph.x >= title.x + title.width - 0.5)
  }
}

extension EdgeFixes6Tests {
  /// A segmented picker does not scroll on iOS: at accessibility5 its segments share the width offered, their titles
  /// on one line and cut with "…" (on today's main it ran wider than its 375 pt cell, each segment as wide as "Month").
  @Test(arguments: [DynamicTypeSize.large, .accessibility5])
  func aSegmentedPickerKeepsToTheWidthOffered(size: DynamicTypeSize) throws {
    let environment = StyleEnvironment(dynamicTypeSize: size)
    let picker = VSegmentedPicker.galleryPreview
    let laidOut = DrawingLayout(measurer: environment.textMeasurer)
      .layout(try picker.drawing(in: environment), proposedWidth: 375)
    #expect(laidOut.width <= 375 + 0.5, "\(laidOut.width) pt wide")
    let titles = laidOut.leaves.compactMap(\.text)
    #expect(titles.count == 4, "\(titles)")
    // At the default size every title shows whole; at accessibility5 the longer ones are cut on one line.
    #expect(titles.contains { $0.hasSuffix("…") } == (size == .accessibility5), "\(titles)")
  }
}
