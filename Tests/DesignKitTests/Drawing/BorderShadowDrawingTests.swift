import DesignKit
import Testing

/// Borders, shadows and pressed scales (`Drawing.surface`, `onScaledSurface`): 0 wide and clear by default where
/// VComponents 8.1 has none, drawn once set, each scale moving only its own part.
@Suite struct BorderShadowDrawingTests {
  static let black = AdaptiveColor(.black)

  static func svg(_ drawing: Drawing) -> String {
    SVGRenderer().svg(for: DrawingLayout().layout(drawing, proposedWidth: 300))
  }

  static func leaves(_ drawing: Drawing) -> [DrawnLeaf] { DrawingLayout().layout(drawing, proposedWidth: 300).leaves }

  @Test func aButtonDrawsNoBorderUntilItHasAWidthThenItsColorInside() throws {
    #expect(!Self.svg(try VPrimaryButton(action: {}, title: "Go").drawing()).contains("stroke-width"))
    var model = VPrimaryButtonModel()
    model.layout.borderWidth = 2
    model.colors.border = .init(Self.black)
    #expect(
      Self.svg(try VPrimaryButton(model: model, action: {}, title: "Go").drawing()).contains(
        ##"stroke="#000000" stroke-width="2""##))
    var square = VSquareButtonModel()
    square.layout.borderWidth = 3
    square.colors.border = .init(Self.black)
    #expect(
      Self.svg(try VSquareButton(model: square, action: {}, title: "Go").drawing()).contains(#"stroke-width="3""#))
  }

  @Test func theBorderedVariantOutlinesAClearButtonInTheAccent() throws {
    let leaves = Self.leaves(try VSecondaryButton(model: .bordered, action: {}, title: "Add").drawing())
    let link = Palette.link.light
    #expect(leaves.contains { $0.shape != nil && $0.stroke == link && $0.fill?.alpha == 0 })
    #expect(leaves.contains { $0.text == "Add" && $0.textColor == link })
    #expect(VPrimaryButtonModel.bordered.layout.borderWidth == ButtonColors.borderedWidth)
  }

  @Test func aPressedButtonScalesItsLabelAndItsBackgroundEachByItsOwnFactor() throws {
    var model = VPrimaryButtonModel()
    model.layout.labelScale[.pressed] = 0.5
    model.layout.backgroundScale[.pressed] = 1
    func rects(_ state: InteractionState) throws -> (label: DrawingRect, background: DrawingRect) {
      let leaves = Self.leaves(try VPrimaryButton(model: model, state: state, action: {}, title: "Go").drawing())
      let label = try #require(leaves.first { $0.text == "Go" }).rect
      let background = try #require(leaves.first { $0.shape != nil && $0.fill != nil }).rect
      return (label, background)
    }
    let (idle, pressed) = (try rects(.enabled), try rects(.pressed))
    #expect(abs(pressed.label.width - idle.label.width / 2) < 0.01)
    #expect(pressed.background == idle.background)
    model.layout.labelScale[.pressed] = 1
    model.layout.backgroundScale[.pressed] = 0.5
    let shrunk = try rects(.pressed)
    #expect(shrunk.label == idle.label)
    #expect(abs(shrunk.background.width - idle.background.width / 2) < 0.01)
  }

  @Test func aButtonsShadowFollowsItsState() throws {
    var model = VPrimaryButtonModel()
    model.layout.shadow[.pressed] = Shadow(color: Self.black.opacity(0.5), radius: 6, y: 3)
    #expect(!Self.svg(try VPrimaryButton(model: model, action: {}, title: "Go").drawing()).contains("<filter"))
    let pressed = Self.svg(try VPrimaryButton(model: model, state: .pressed, action: {}, title: "Go").drawing())
    #expect(pressed.contains(#"stdDeviation="6""#) && pressed.contains(#"dy="3""#))
  }

  @Test func presentedContainersAndToastsCastVComponentsShadowAndTakeABorder() throws {
    #expect(Self.svg(try VModal(title: "Settings").drawing()).contains(#"stdDeviation="10""#))
    #expect(Self.svg(try VDialog(title: "Delete?", message: "", actions: []).drawing()).contains(#"stdDeviation="10""#))
    #expect(Self.svg(try VToast(type: .info, state: .shown, text: "Saved").drawing()).contains(#"stdDeviation="20""#))
    var modal = VModalModel()
    modal.layout.borderWidth = 2
    modal.colors.border = Self.black
    #expect(
      Self.svg(try VModal(model: modal, title: "Settings").drawing()).contains(##"stroke="#000000" stroke-width="2""##))
  }

  @Test func aSlidersTrackAndThumbTakeTheirOwnBorders() throws {
    var model = VSliderModel()
    model.layout.borderWidth = 1
    model.layout.thumbBorderWidth = 2
    model.colors.border = .init(Self.black)
    model.colors.thumbBorder = .init(AdaptiveColor(.white))
    let svg = Self.svg(try VSlider(model: model, value: 0.5).drawing())
    #expect(svg.contains(##"stroke="#000000" stroke-width="1""##))
    #expect(svg.contains(##"stroke="#ffffff" stroke-width="2""##))
  }
}
