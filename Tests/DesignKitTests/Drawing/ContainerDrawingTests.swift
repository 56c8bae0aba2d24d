import DesignKit
import Testing

/// The drawings of the lists, navigation, modals and messages: the state changes the drawing the way it should (an
/// accordion opens, a modal is presented, a tab is selected); `DrawingContentTests` checks their content slots.
@Suite struct ContainerDrawingTests {
  static func visibleTexts(_ leaves: [DrawnLeaf]) -> [String] { leaves.filter { $0.opacity > 0 }.compactMap(\.text) }

  @Test func aCompositionPutsAModalsChildrenInsideItsSheetInsteadOfTheSample() throws {
    let modal = VModal(title: "Settings")
    let style = try modal.drawingStyle()
    let child = Drawing.text("Child", font: Font(size: 17), color: .black)
    let leaves = try modal.drawing(in: .standard).fillingContent(with: child).leaves()
    let texts = Self.visibleTexts(leaves)
    #expect(texts.contains("Child") && !texts.contains("Notifications"))
    let screenWidth = try style.number("layout.screenSize.width")
    let sheetX = screenWidth * (1 - (try style.number("layout.widthFraction"))) / 2
    let margin = try style.insets("layout.contentMargins").left
    let childRect = try #require(leaves.first { $0.text == "Child" }).rect
    #expect(abs(childRect.x - (sheetX + margin)) < 0.5)
  }

  @Test func anAccordionShowsItsRowsOnlyWhenExpandedAndTurnsItsChevron() throws {
    var accordion = VAccordion(title: "Advanced", rows: ["Proxy", "DNS"])
    let collapsed = try accordion.drawing(in: .standard).leaves()
    accordion.state = .init(.expanded)
    let expanded = try accordion.drawing(in: .standard).leaves()
    #expect(Self.visibleTexts(collapsed) == ["Advanced"])
    #expect(Self.visibleTexts(expanded) == ["Advanced", "Proxy", "DNS"])
    #expect(
      try #require(collapsed.first { $0.text == "Advanced" }).rect.y
        == (try #require(expanded.first { $0.text == "Advanced" })).rect.y)
    // The chevron glyph, and the turn of the group around it.
    func chevron(_ leaves: [DrawnLeaf]) -> [DrawingShape] {
      leaves.compactMap { if case .shape(.icon(.chevronForward), _, _, _) = $0.node { $0.shape } else { nil } }
    }
    func turns(_ nodes: [PlacedNode]) -> [Double] {
      nodes.flatMap { node -> [Double] in
        guard case .group(let effects, let children) = node else { return [] }
        return (effects.rotation == 0 ? [] : [effects.rotation]) + turns(children)
      }
    }
    #expect(chevron(collapsed).count == 1 && chevron(expanded).count == 1)
    accordion.state = .init(.collapsed)
    let collapsedTurns = turns(DrawingLayout().layout(try accordion.drawing(in: .standard), proposedWidth: 300).nodes)
    accordion.state = .init(.expanded)
    let expandedTurns = turns(DrawingLayout().layout(try accordion.drawing(in: .standard), proposedWidth: 300).nodes)
    #expect(collapsedTurns.isEmpty && expandedTurns == [90])
  }

  @Test func anAccordionsHeaderGrowsWithItsTitleAtAX5() throws {
    let accordion = VAccordion(title: "Advanced")
    let ax5 = StyleEnvironment(dynamicTypeSize: .accessibility5)
    let laidOut = DrawingLayout().layout(try accordion.drawing(in: ax5), proposedWidth: 300)
    let style = try accordion.drawingStyle(in: ax5)
    #expect(laidOut.height > (try style.number("layout.minHeaderHeight")))
    #expect(laidOut.height >= (try style.font("fonts.header")).lineHeight)
  }

  @Test func aBaseListSeparatesItsRowsAsItsModelSays() throws {
    var list = VBaseList(rows: ["Wi-Fi", "Bluetooth", "Cellular"])
    let separator = try list.drawingStyle().color("colors.rows.separator")
    func separators() throws -> Int {
      try list.drawing(in: .standard).leaves().filter { $0.fill == separator }.count
    }
    #expect(try separators() == list.separatorCount)
    list.model.misc.showsFirstSeparator = true
    list.model.misc.showsLastSeparator = true
    #expect(try separators() == 4 && list.separatorCount == 4)
    list.model.misc.showsSeparators = false
    #expect(try separators() == 0)
  }

  @Test func aListDrawsItsRowsOnItsSheet() throws {
    let list = VList(rows: ["Wi-Fi", "Bluetooth"])
    let style = try list.drawingStyle()
    let leaves = try list.drawing(in: .standard).leaves()
    let sheet = try #require(leaves.first)
    #expect(sheet.fill == (try style.color("colors.sheet.background")))
    #expect(
      leaves.compactMap(\.text) == ["Wi-Fi", "Bluetooth"]
        && leaves.filter { $0.text != nil }.allSatisfy { $0.rect.y >= sheet.rect.y })
  }

  @Test func aSectionListGroupsEachSectionUnderItsHeader() throws {
    let list = VSectionList.galleryPreview
    let style = try list.drawingStyle()
    let leaves = try list.drawing(in: .standard).leaves()
    let groups = leaves.filter { $0.fill == (try? style.color("colors.sectionBackground")) }
    #expect(groups.count == list.sections.count)
    for (section, group) in zip(list.sections, groups) {
      let header = try #require(leaves.first { $0.text == section.title })
      #expect(header.rect.y < group.rect.y)
      #expect(header.textColor == (try style.color("colors.header")))
    }
  }

  @Test func theSelectedTabIsTintedAndSelectingAnotherMovesTheTint() throws {
    var tabs = VTabNavigationView.galleryPreview
    let style = try tabs.drawingStyle()
    // The tab bar's tinted title (the content's sample repeats it, untinted).
    func tinted() throws -> [String] {
      try tabs.drawing(in: .standard).leaves().filter {
        $0.textColor == (try? style.color("colors.selectedItem"))
      }.compactMap(\.text)
    }
    #expect(try tinted() == [tabs.tabs[1].title])
    tabs.selectedTab = 2
    #expect(try tinted() == [tabs.tabs[2].title])
    // The tab bar sits at the bottom of the screen.
    let bottom = try #require(try tabs.drawing(in: .standard).leaves().last { $0.text == tabs.tabs[2].title })
    #expect(bottom.rect.y > (try style.number("layout.screenSize.height")) / 2)
  }

  @Test func aPushedScreenHasABackButtonTitledWithTheScreenBelow() throws {
    var navigation = VNavigationView.galleryPreview
    let style = try navigation.drawingStyle()
    let root = try navigation.drawing(in: .standard).leaves()
    #expect(root.first { $0.text != nil }?.text == "Settings")
    #expect(!root.contains { $0.textColor == (try? style.color("colors.backButton")) })
    navigation.state = .stacked
    let stacked = try navigation.drawing(in: .standard).leaves()
    let back = try #require(stacked.first { $0.text == "Settings" })
    #expect(back.textColor == (try style.color("colors.backButton")))
    #expect(stacked.contains { $0.text == "General" && $0.textColor == (try? style.color("colors.title")) })
    navigation.state = .pushing
    // Halfway through the push the pushed screen's "About" stands right of where it rests, over the screen below
    // (whose own list gives way to the left).
    let pushing = try navigation.drawing(in: .standard).leaves()
    #expect(
      try #require(pushing.filter { $0.text == "About" }.map(\.rect.x).max())
        > (try #require(stacked.first { $0.text == "About" })).rect.x)
    #expect(pushing.contains { $0.text == "General" && $0.rect.x < 0 }, "the screen below gives way to the left")
  }

  @Test func aLargeTitleSitsUnderTheBarAndAnInlineOneInIt() throws {
    var view = VBaseView.galleryPreview
    let style = try view.drawingStyle()
    let large = try #require(try view.drawing(in: .standard).leaves().first { $0.text == view.title })
    // Scrolled content takes the large title into the bar, as the inline mode always has it.
    view.isScrolled = true
    let scrolled = try #require(try view.drawing(in: .standard).leaves().first { $0.text == view.title })
    view.isScrolled = false
    view.model.misc.titleDisplayMode = .inline
    let inline = try #require(try view.drawing(in: .standard).leaves().first { $0.text == view.title })
    #expect(inline.rect.y < (try style.number("layout.minNavigationBarHeight")))
    #expect(scrolled.rect == inline.rect)
    #expect(large.rect.y >= (try style.number("layout.minNavigationBarHeight")))
    #expect(large.textColor == inline.textColor && large.rect.height > inline.rect.height)
  }

  @Test(arguments: ["VModal", "VHalfModal", "VSideBar", "VDialog", "VActionSheet", "VMenu", "VToast"])
  func aHiddenPresentationShowsNothingAndAPresentedOneIsOpaque(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    func visible(_ stateName: String) throws -> [DrawnLeaf] {
      let state = try #require(component.states.first { $0.name.hasPrefix(stateName) })
      let drawing = try #require(
        try component.drawing(in: state, style: tree.resolved(for: state), environment: .standard))
      let laidOut = DrawingLayout().layout(drawing, proposedWidth: 300)
      // The first gallery sample's screen: the others show the parts' states (a disabled button fades).
      let height = (try? tree.resolved(for: state).number("layout.screenSize.height")) ?? laidOut.height
      let screen = DrawingRect(x: 0, y: 0, width: laidOut.width, height: height)
      return laidOut.leaves.filter {
        $0.opacity > 0 && $0.rect.x < screen.width && $0.rect.x + $0.rect.width > 0 && $0.rect.y < screen.height
      }
    }
    let hidden = name == "VToast" ? "removed" : "dismissed"
    let shown = name == "VToast" ? "shown" : "presented"
    #expect(try visible(hidden).isEmpty)
    #expect(try visible(shown).contains { $0.text != nil || name == "VSideBar" })
    #expect(try visible(shown).allSatisfy { $0.opacity == 1 })
  }

  @Test func aModalsSheetIsItsFractionOfTheScreenWhenItsContentFits() throws {
    let modal = VModal(title: "Settings")
    let style = try modal.drawingStyle()
    let leaves = try modal.drawing(in: .standard).leaves()
    let sheet = try #require(leaves.first { $0.fill == (try? style.color("colors.background")) })
    #expect(abs(sheet.rect.width - (try style.number("layout.screenSize.width")) * 0.9) < 0.01)
    #expect(abs(sheet.rect.height - (try style.number("layout.screenSize.height")) * 0.6) < 0.01)
  }

  @Test func aHalfModalIsAsTallAsItsDetentOrItsContent() throws {
    var sheet = VHalfModal.galleryPreview
    let style = try sheet.drawingStyle()
    var heights: [Double] = []
    for detent in SheetDetent.allCases {
      sheet.state = .init(.presented, detent)
      let leaves = try sheet.drawing(in: .standard).leaves()
      let background = try #require(leaves.first { $0.fill == (try? style.color("colors.background")) })
      let screenHeight = try style.number("layout.screenSize.height")
      let detentHeight = screenHeight * (try style.number("layout.\(detent.rawValue)Height"))
      // The sheet never cuts its content: at the smallest detent the sample's rows make it taller.
      #expect(background.rect.height >= detentHeight - 0.01)
      if detent != .min { #expect(abs(background.rect.height - detentHeight) < 0.01) }
      #expect(abs(background.rect.y + background.rect.height - screenHeight) < 0.01, "rests on the bottom edge")
      heights.append(background.rect.height)
    }
    #expect(heights == heights.sorted())
  }

  @Test func aSideBarHugsTheEdgeItsModelNames() throws {
    var bar = VSideBar.galleryPreview
    let style = try bar.drawingStyle()
    func panel() throws -> DrawingRect {
      try #require(
        try bar.drawing(in: .standard).leaves().first { $0.fill == (try? style.color("colors.background")) }
          .map(\.rect))
    }
    let screenWidth = try style.number("layout.screenSize.width")
    #expect(try panel().x == 0 && abs(try panel().width - screenWidth * 0.67) < 0.01)
    bar.model.misc.edge = .trailing
    #expect(abs(try panel().x + (try panel()).width - screenWidth) < 0.01)
    bar.model.misc.edge = .leading
    let rightToLeft = StyleEnvironment(layoutDirection: .rightToLeft)
    let rtl = try bar.drawing(in: rightToLeft).leaves(in: rightToLeft)
    let mirrored = try #require(rtl.first { $0.fill == (try? style.color("colors.background")) })
    #expect(abs(mirrored.rect.x + mirrored.rect.width - screenWidth) < 0.01, "leading is on the right")
  }

  @Test func aDialogLaysOutTwoButtonsSideBySideAndMoreStackedInTheirRolesColors() throws {
    var dialog = VDialog.galleryPreview
    let style = try dialog.drawingStyle()
    let two = try dialog.drawing(in: .standard).leaves()
    let cancel = try #require(two.first { $0.text == "Cancel" })
    let delete = try #require(two.first { $0.text == "Delete" })
    #expect(cancel.rect.y == delete.rect.y && cancel.rect.x < delete.rect.x)
    #expect(two.contains { $0.fill == (try? style.color("destructiveButton.colors.background")) })
    #expect(two.contains { $0.fill == (try? style.color("secondaryButton.colors.background")) })
    dialog.actions.insert(.init("Archive", role: .primary), at: 0)
    let three = try dialog.drawing(in: .standard).leaves()
    let ys = ["Archive", "Cancel", "Delete"].compactMap { title in three.first { $0.text == title }?.rect.y }
    #expect(ys.count == 3 && ys == ys.sorted() && Set(ys).count == 3)
    #expect(three.contains { $0.fill == (try? style.color("primaryButton.colors.background")) })
  }

  @Test func menusAndActionSheetsDrawDestructiveActionsInRedAndSetCancelApart() throws {
    let menu = VMenu.galleryPreview
    let menuStyle = try menu.drawingStyle()
    let menuLeaves = try menu.drawing(in: .standard).leaves()
    #expect(menuLeaves.first { $0.text == "Delete" }?.textColor == (try menuStyle.color("colors.destructiveText")))
    #expect(menuLeaves.first { $0.text == "Share" }?.textColor == (try menuStyle.color("colors.disabledText")))
    #expect(menuLeaves.contains { $0.fill == (try? menuStyle.color("colors.sectionDivider")) })
    let sheet = VActionSheet.galleryPreview
    let style = try sheet.drawingStyle()
    let leaves = try sheet.drawing(in: .standard).leaves()
    let destructive = try #require(leaves.first { $0.text == "Remove Photo" })
    let cancel = try #require(leaves.first { $0.text == "Cancel" })
    #expect(destructive.textColor == (try style.color("colors.destructiveAction")))
    #expect(cancel.textColor == (try style.color("colors.cancelAction")))
    let groups = leaves.filter { $0.fill == (try? style.color("colors.background")) }
    let gap = groups.count == 2 ? groups[1].rect.y - (groups[0].rect.y + groups[0].rect.height) : 0
    #expect(abs(gap - (try style.number("layout.cancelSpacing"))) < 0.01)
    #expect(cancel.rect.y > groups[1].rect.y)
  }

  @Test(arguments: VToast.Kind.allCases)
  func aToastIsBorderedAndIconedInItsTypesColor(kind: VToast.Kind) throws {
    let toast = VToast(type: kind, state: .shown, text: "Saved")
    let style = try toast.drawingStyle()
    let leaves = try toast.drawing(in: .standard).leaves()
    #expect(leaves.first?.stroke == (try style.color("\(kind.rawValue).colors.border")))
    // The border and the circled sign.
    #expect(leaves.filter { $0.stroke == (try? style.color("\(kind.rawValue).colors.icon")) }.count >= 2)
    #expect(
      leaves.contains { $0.text == "Saved" && $0.textColor == (try? style.color("\(kind.rawValue).colors.text")) })
  }

  /// Golden SVGs in `Golden/Containers/`, compared by `GoldenSVGTests`.
  static let snapshots = [
    GoldenSVGTests.Snapshot(component: "VAccordion", state: "expanded+enabled", scheme: .light),
    GoldenSVGTests.Snapshot(component: "VModal", state: "presented", scheme: .dark),
    GoldenSVGTests.Snapshot(component: "VActionSheet", state: "presented", scheme: .light),
  ]
}
