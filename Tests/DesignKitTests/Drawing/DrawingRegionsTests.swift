import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// Where a laid-out drawing puts its content slots and lines of text, for a native face to place its own views
/// there (a text editor over a field's text, a modal's presented content in its slot).
@Suite struct DrawingRegionsTests {
  /// Every text run of `nodes` with its physical line box (group offsets applied).
  static func placedTexts(_ nodes: [PlacedNode], dx: Double = 0, dy: Double = 0) -> [(String, DrawingRect)] {
    nodes.flatMap { node -> [(String, DrawingRect)] in
      switch node {
      case .text(let run, var rect, _, _):
        rect.x += dx
        rect.y += dy
        return [(run.string, rect)]
      case .group(let effects, let children):
        return placedTexts(children, dx: dx + effects.offsetX, dy: dy + effects.offsetY)
      case .shape: return []
      }
    }
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aFieldsTextIsWhereTheDrawingPaintsIt(direction: StyleEnvironment.LayoutDirection) throws {
    let environment = StyleEnvironment(layoutDirection: direction)
    let field = VTextField(text: "ada@example.com")
    let drawing = try field.drawing(in: environment)
    let layout = DrawingLayout(layoutDirection: direction)
    let regions = layout.regions(of: drawing, proposedWidth: 320)
    let laidOut = layout.layout(drawing, proposedWidth: 320)
    #expect(regions.width == laidOut.width && regions.height == laidOut.height)
    let painted = try #require(Self.placedTexts(laidOut.nodes).first { $0.0 == "ada@example.com" })
    #expect(regions.text("ada@example.com") == painted.1, "the editor goes where the text is painted")
    let box = try #require(regions.text("ada@example.com"))
    if direction == .rightToLeft {
      #expect(box.x + box.width > laidOut.width / 2, "right to left, the text starts on the right")
    } else {
      #expect(box.x < laidOut.width / 2)
    }
  }

  @Test func aModalsContentSlotIsInsideItBelowItsHeader() throws {
    let modal = VModal(title: "Settings")
    let drawing = try modal.drawing(in: .standard)
    let regions = DrawingLayout().regions(of: drawing, proposedWidth: 393, proposedHeight: 852)
    let slot = try #require(regions.contentSlots.first)
    let title = try #require(regions.text("Settings"))
    #expect(slot.y >= title.y + title.height, "the content is below the title")
    #expect(slot.width > 0 && slot.height > 0)
    #expect(slot.x >= 0 && slot.x + slot.width <= regions.width)
  }
}
