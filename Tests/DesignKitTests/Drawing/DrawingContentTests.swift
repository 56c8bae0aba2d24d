import DesignKit
import Testing

/// A container's content slot: the gallery draws its placeholder, a composition puts the children there.
@Suite struct DrawingContentTests {
  let font = Font(size: 17)
  var card: Drawing {
    Drawing.content(placeholder: .text("Sample", font: font, color: .black)).padding(16)
      .background(.shape(.capsule, fill: .white))
  }

  @Test func theLayoutDrawsThePlaceholderWhereNothingFillsTheSlot() {
    let laidOut = DrawingLayout().layout(card, proposedWidth: 300)
    #expect(laidOut.nodes.contains { if case .text(let run, _, _, _) = $0 { run.string == "Sample" } else { false } })
  }

  @Test func fillingTheSlotReplacesThePlaceholderInsideTheContainersPadding() {
    let filled = card.fillingContent(with: .text("Child", font: font, color: .black))
    let nodes = DrawingLayout().layout(filled, proposedWidth: 300).nodes
    let texts = nodes.compactMap { node -> (String, DrawingRect)? in
      if case .text(let run, let rect, _, _) = node { return (run.string, rect) } else { return nil }
    }
    #expect(texts.map(\.0) == ["Child"])
    #expect(texts.first?.1.x == 16 && texts.first?.1.y == 16)
  }

  @Test func aDrawingWithoutASlotShowsTheContentBelowIt() {
    let plain = Drawing.text("Title", font: font, color: .black)
    #expect(
      plain.fillingContent(with: .text("Child", font: font, color: .black))
        == .vstack(spacing: 0, alignment: .leading, [plain, .text("Child", font: font, color: .black)]))
  }

  /// The components whose drawing marks where a composition puts their children: the lists, navigation views and
  /// modals, the lab's containers and card parts, the base button, the row and the field containers.
  static let containers: Set<String> = [
    "VBaseList", "VList", "VSectionList", "VAccordion", "VTabNavigationView", "VNavigationView", "VBaseView", "VModal",
    "VHalfModal", "VSideBar", "VSheet", "VLazyScrollView", "VCard", "VListSection", "VCardHeader", "VCardContent",
    "VCardFooter", "VBaseButton", "VRow", "VField", "VFieldGroup", "VFieldControl",
  ]

  /// A container has a content slot in every state (one per gallery sample: a modal's samples show its close
  /// button's states), where a child shows; every other drawing has none.
  @Test(arguments: GalleryTests.drawn)
  func aContainerHasExactlyOneContentSlotInEveryStateAndALeafNone(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    let isContainer = Self.containers.contains(name)
    for state in component.states {
      let style = tree.resolved(for: state, in: .standard)
      let drawing = try #require(try component.drawing(in: state, style: style, environment: .standard))
      guard isContainer else {
        #expect(drawing.contentSlotCount == 0, "\(name) \(state.name)")
        continue
      }
      #expect(drawing.contentSlotCount >= 1, "\(name) \(state.name)")
      let filled = drawing.fillingContent(with: .text("Child", font: font, color: .black))
      #expect(filled.contentSlotCount == 0, "\(name) \(state.name)")
      #expect(
        filled.leaves().filter { $0.text == "Child" }.count == drawing.contentSlotCount, "\(name) \(state.name)")
    }
  }

  @Test func childrenTakeTheArrangementOfTheSlotsSample() {
    let row = Drawing.content(placeholder: .hstack(spacing: 12, [.text("A", font: font, color: .black)]))
    let children: [Drawing] = [.text("Cancel", font: font, color: .black), .text("Save", font: font, color: .black)]
    // A row, or a column of full-width children where the row does not fit.
    let filled = row.fillingContent(withChildren: children, spacing: 8)
    let stacked = children.map { $0.frame(fillsWidth: true) }
    #expect(filled == .fitting([.hstack(spacing: 12, children), .vstack(spacing: 12, alignment: .trailing, stacked)]))
    let wide = DrawingLayout().layout(filled)
    let narrow = DrawingLayout().layout(filled, proposedWidth: wide.width - 1)
    #expect(wide.height < narrow.height, "side by side when they fit, one under the other when they do not")
    #expect(
      card.fillingContent(withChildren: children, spacing: 8)
        == card.fillingContent(with: .vstack(spacing: 8, alignment: .leading, children)))
  }
}
