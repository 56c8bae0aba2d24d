import DesignKit
import Testing

@testable import DesignKitCore

/// A presentation whose presence an owner's Boolean holds (a SwiftUI `isPresented` binding), on the virtual clock:
/// the owner presents and dismisses, the person's and the clock's dismissals are written back once, and the
/// presented content goes where the drawing's content slot is.
@Suite struct PresentationCoordinatorTests {
  static let phone = (width: 390.0, height: 844.0)

  static func modal(
    isPresented: Bool = false, width: Double = phone.width, height: Double = phone.height
  ) throws -> PresentationCoordinator<VModal> {
    try PresentationCoordinator(
      VModal(state: .dismissed, title: "Settings"), isPresented: isPresented, screenWidth: width, screenHeight: height)
  }

  /// A modal presented on a phone, at rest.
  static func presentedModal() throws -> PresentationCoordinator<VModal> {
    var modal = try modal(isPresented: true)
    _ = modal.advance(to: 1)
    return modal
  }

  static func tap(_ p: HostPoint) -> [HostInput] {
    [.touchDown(p), .touchUp(p, translation: .zero, velocity: .zero)]
  }

  /// Runs `inputs` and gathers what each wrote back.
  static func writes<C>(_ coordinator: inout PresentationCoordinator<C>, _ inputs: [HostInput]) -> [Bool] {
    inputs.compactMap { coordinator.handle($0).writeBack }
  }

  /// The clock run to `end` in thirtieths of a second, and what each step wrote back.
  static func run<C>(_ coordinator: inout PresentationCoordinator<C>, from start: Double, to end: Double) -> [Bool] {
    stride(from: start, through: end, by: 1.0 / 30).compactMap { coordinator.advance(to: $0).writeBack }
  }

  @Test func theOwnerPresentsAndTheHostAnimatesIt() throws {
    var modal = try Self.modal()
    #expect(!modal.isShowing, "hidden: no layer, no touches taken")
    let changed = modal.ownerChanged(isPresented: true)
    #expect(changed)
    #expect(modal.host.state == .presenting && modal.isShowing)
    let written = Self.run(&modal, from: 0, to: 1)
    #expect(written.isEmpty, "an appearance the owner asked for writes nothing back")
    #expect(modal.host.state == .presented && modal.isPresented)
  }

  @Test func aBindingThatStartsTruePresentsOnAppear() throws {
    let modal = try Self.modal(isPresented: true)
    #expect(modal.host.state == .presenting)
  }

  @Test func theOwnerDismissingHalfwayInTurnsTheAppearanceBackFromWhereItIs() throws {
    var sideBar = try PresentationCoordinator(
      VSideBar(state: .dismissed, label: "Menu"), isPresented: true, screenWidth: 390, screenHeight: 844)
    _ = sideBar.advance(to: 0.1)
    let halfway = try sideBar.frame().motion.presented
    #expect(halfway > 0 && halfway < 1)
    let changed = sideBar.ownerChanged(isPresented: false)
    #expect(changed)
    #expect(sideBar.host.state == .dismissing)
    #expect(try sideBar.frame(at: 0.1).motion.presented == halfway, "no jump")
    let written = Self.run(&sideBar, from: 0.1, to: 1)
    #expect(written.isEmpty, "the owner's own dismissal is not written back to it")
    #expect(sideBar.host.state == .dismissed && !sideBar.isShowing)
  }

  @Test func presentingAgainDuringADismissalTurnsItBack() throws {
    var modal = try Self.presentedModal()
    modal.ownerChanged(isPresented: false)
    #expect(modal.host.state == .dismissing)
    let changed = modal.ownerChanged(isPresented: true)
    #expect(changed)
    #expect(modal.host.state == .presenting)
    let written = Self.run(&modal, from: 1, to: 2)
    #expect(written.isEmpty)
    #expect(modal.host.state == .presented && modal.isPresented)
  }

  @Test func aTapOutsideTheSheetDismissesAndWritesFalseOnce() throws {
    var modal = try Self.presentedModal()
    let sheet = try #require(modal.surface())
    #expect(sheet.width < Self.phone.width && sheet.height < Self.phone.height, "the sheet, not the dimmed screen")
    let inside = HostPoint(x: sheet.midX, y: sheet.midY)
    let insideWrites = Self.writes(&modal, Self.tap(inside))
    #expect(insideWrites.isEmpty, "a tap on the sheet keeps it")
    #expect(modal.host.state == .presented)
    let outside = HostPoint(x: 10, y: 10)
    let outsideWrites = Self.writes(&modal, Self.tap(outside))
    #expect(outsideWrites == [false])
    #expect(modal.host.state == .dismissing && !modal.isPresented)
    let endWrites = Self.run(&modal, from: 1, to: 2)
    #expect(endWrites.isEmpty, "the end of the dismissal writes nothing again")
    #expect(modal.host.state == .dismissed && !modal.isShowing)
  }

  @Test func theCloseButtonDismissesAndWritesFalse() throws {
    var modal = try Self.presentedModal()
    let close = try #require(modal.closeButton())
    let sheet = try #require(modal.surface())
    #expect(close.midX > sheet.midX && close.midY < sheet.midY, "the cross at the header's trailing end")
    let written = Self.writes(&modal, Self.tap(HostPoint(x: close.midX, y: close.midY)))
    #expect(written == [false])
    #expect(modal.host.state == .dismissing)
  }

  @Test func aDragThatStartsOutsideIsNotATapOutside() throws {
    var modal = try Self.presentedModal()
    let start = HostPoint(x: 10, y: 10)
    let end = HostPoint(x: 10, y: 60)
    let translation = HostPoint(x: 0, y: 50)
    let written = Self.writes(
      &modal, [.touchDown(start), .touchUp(end, translation: translation, velocity: .zero)])
    #expect(written.isEmpty && modal.host.state == .presented)
  }

  /// A bottom sheet presented on a phone, at rest.
  static func presentedSheet() throws -> PresentationCoordinator<VHalfModal> {
    var sheet = try PresentationCoordinator(
      VHalfModal(state: .init(.dismissed), title: "Filters", containerHeight: phone.height), isPresented: true,
      screenWidth: phone.width, screenHeight: phone.height)
    _ = sheet.advance(to: 1)
    return sheet
  }

  /// A drag down from the sheet's grip by `distance` points, and what it wrote back.
  static func pull(_ sheet: inout PresentationCoordinator<VHalfModal>, down distance: Double) throws -> [Bool] {
    let surface = try #require(sheet.surface())
    let grip = HostPoint(x: surface.midX, y: surface.y + 10)
    let end = HostPoint(x: grip.x, y: grip.y + distance)
    let translation = HostPoint(x: 0, y: distance)
    return writes(
      &sheet,
      [
        .touchDown(grip), .touchMoved(end, translation: translation, velocity: .zero),
        .touchUp(end, translation: translation, velocity: .zero),
      ])
  }

  @Test func pullingABottomSheetDownPastItsThresholdDismissesIt() throws {
    var sheet = try Self.presentedSheet()
    let written = try Self.pull(&sheet, down: 600)
    #expect(written == [false])
    #expect(sheet.host.state.phase == .dismissing)
  }

  @Test func draggingABottomSheetBetweenDetentsKeepsItPresented() throws {
    var sheet = try Self.presentedSheet()
    let written = try Self.pull(&sheet, down: 200)
    #expect(written.isEmpty)
    #expect(sheet.host.state.phase == .presented)
  }

  @Test func aToastTimingOutWritesFalseOnceWhenItStartsToLeave() throws {
    var toast = try PresentationCoordinator(
      VToast(text: "Saved"), isPresented: true, placement: .edge(.bottom, margin: 16), screenWidth: 390,
      screenHeight: 844)
    let leaves = try #require(
      stride(from: 0.0, through: 10, by: 1.0 / 30).first { t in
        var copy = toast
        return copy.advance(to: t).writeBack != nil
      })
    #expect(leaves > 3 && leaves < 4, "after the model's 3 s display time and the appearance")
    let written = Self.run(&toast, from: 0, to: 10)
    #expect(written == [false])
    #expect(toast.host.state == .removed && !toast.isShowing)
  }

  @Test func anAlertsActionRunsOnceAndWritesFalse() throws {
    let calls = HostInputTests.Calls()
    let actions = [
      PresentedAction("Delete", role: .destructive) { calls.add("delete") },
      PresentedAction("Cancel", role: .cancel) { calls.add("cancel") },
    ]
    var alert = try PresentationCoordinator(
      VDialog(state: .dismissed, title: "Delete photo?", message: "This cannot be undone.", actions: actions),
      isPresented: true, screenWidth: 390, screenHeight: 844, actionTitles: actions.map(\.title))
    _ = alert.advance(to: 1)
    let areas = alert.actionAreas().compactMap { $0 }
    #expect(areas.count == 2)
    let outsideWrites = Self.writes(&alert, Self.tap(HostPoint(x: 10, y: 10)))
    #expect(outsideWrites.isEmpty, "an alert ignores taps outside")
    let cancel = areas[1]
    let update = alert.handle(.touchDown(HostPoint(x: cancel.midX, y: cancel.midY)))
    #expect(update.writeBack == nil)
    let chosen = alert.handle(
      .touchUp(HostPoint(x: cancel.midX, y: cancel.midY), translation: .zero, velocity: .zero))
    #expect(chosen.writeBack == false)
    #expect(chosen.outputs.contains(.actionFired))
    #expect(calls.all == ["cancel"])
    let endWrites = Self.run(&alert, from: 1, to: 2)
    #expect(endWrites.isEmpty)
    #expect(alert.host.state == .dismissed)
  }

  @Test(arguments: [(320.0, 568.0), (390.0, 844.0), (1024.0, 768.0)])
  func aModalsContentGoesInItsSlotInsideTheSheet(width: Double, height: Double) throws {
    let modal = try Self.modal(isPresented: true, width: width, height: height)
    var shown = modal
    _ = shown.advance(to: 1)
    let sheet = try #require(shown.surface())
    let content = try #require(shown.content())
    #expect(content.opacity == 1)
    #expect(abs(sheet.midX - width / 2) < 0.5 && abs(sheet.midY - height / 2) < 0.5, "centred on this screen")
    #expect(content.rect.x >= sheet.x && content.rect.x + content.rect.width <= sheet.x + sheet.width + 0.01)
    #expect(content.rect.y > sheet.y, "below the header")
    #expect(content.rect.y + content.rect.height <= sheet.y + sheet.height + 0.01)
    let appearing = try #require(modal.content(at: 0))
    #expect(appearing.opacity < 0.5, "the content fades in with the sheet")
  }

  @Test(arguments: [(320.0, 568.0), (390.0, 844.0), (1024.0, 768.0)])
  func aBottomSheetsContentFillsTheSheetBelowItsHeader(width: Double, height: Double) throws {
    var sheet = try PresentationCoordinator(
      VHalfModal(state: .init(.dismissed), title: "Filters", containerHeight: height), isPresented: true,
      screenWidth: width, screenHeight: height)
    let entering = try #require(sheet.content(at: 0.1))
    _ = sheet.advance(to: 1)
    let surface = try #require(sheet.surface())
    let content = try #require(sheet.content())
    #expect(abs(surface.y + surface.height - height) < 0.5, "the sheet stands on the bottom edge")
    #expect(abs(surface.height - 0.75 * height) < 1, "at its ideal detent")
    #expect(content.rect.y > surface.y && content.rect.width <= width)
    #expect(entering.rect.y > content.rect.y, "the content slides up with the sheet")
  }

  @Test(arguments: [(320.0, 568.0), (390.0, 844.0), (1024.0, 768.0)])
  func aSideBarsContentIsInThePanelAtTheLeadingEdge(width: Double, height: Double) throws {
    var sideBar = try PresentationCoordinator(
      VSideBar(state: .dismissed, label: "Menu"), isPresented: true, screenWidth: width, screenHeight: height)
    let entering = try #require(sideBar.content(at: 0.05))
    _ = sideBar.advance(to: 1)
    let panel = try #require(sideBar.surface())
    let content = try #require(sideBar.content())
    #expect(panel.x == 0 && abs(panel.height - height) < 0.5 && panel.width < width)
    #expect(content.rect.x > 0 && content.rect.x + content.rect.width <= panel.width + 0.01)
    #expect(entering.rect.x < content.rect.x, "sliding in from the leading edge")
  }

  @Test func edgePlacedContentSitsAtItsEdgeCentredAcross() throws {
    let top = try PresentationCoordinator(
      VNotification(title: "Reminder", message: "Stand-up in 5 minutes"), isPresented: true,
      placement: .edge(.top, margin: 8), screenWidth: 390, screenHeight: 844)
    let rect = top.componentRect()
    #expect(rect.y == 8 && abs(rect.midX - 195) < 0.01 && rect.height > 0)
    #expect(top.content() == nil, "a notification has no content slot")
    let bottom = try PresentationCoordinator(
      VToast(text: "Saved"), isPresented: true, placement: .edge(.bottom, margin: 16), screenWidth: 390,
      screenHeight: 844)
    #expect(abs(bottom.componentRect().y + bottom.componentRect().height - (844 - 16)) < 0.01)
  }

  /// A notification spans the real screen less its side margins, and a long toast grows to its fraction of the real
  /// screen: their widths are of the screen the host runs on, not of the gallery's sample phone.
  @Test(arguments: [390.0, 1024.0])
  func edgePlacedContentIsAsWideAsTheRealScreenAllows(width: Double) throws {
    let notification = try PresentationCoordinator(
      VNotification(title: "Reminder", message: "Stand-up in 5 minutes"), isPresented: true,
      placement: .edge(.top, margin: 8), screenWidth: width, screenHeight: 844)
    let side = VNotificationModel().layout.sideMargin[.iOS].wrappedValue
    #expect(abs(notification.componentRect().width - (width - 2 * side)) < 0.01)
    let text = String(repeating: "Couldn't upload the photos. ", count: 12)
    let toast = try PresentationCoordinator(
      VToast(text: text), isPresented: true, placement: .edge(.bottom, margin: 16), screenWidth: width,
      screenHeight: 844)
    // Wrapped, the text's longest line falls short of the largest width by less than a word.
    let fraction = VToastModel().info.layout.maxWidthFraction[.iOS].wrappedValue
    let toastWidth = toast.componentRect().width
    #expect(toastWidth <= width * fraction + 0.01 && toastWidth > width * fraction - 80, "\(toastWidth)")
  }

  @Test func aRotatedScreenKeepsAPresentedModalShownAndLaysItOutAgain() throws {
    var modal = try Self.presentedModal()
    try modal.screenChanged(to: VModal(state: .dismissed, title: "Settings"), width: 844, height: 390)
    #expect(modal.host.state == .presented && modal.isShowing)
    let sheet = try #require(modal.surface())
    #expect(abs(sheet.midX - 422) < 0.5 && abs(sheet.midY - 195) < 0.5)
  }
}
