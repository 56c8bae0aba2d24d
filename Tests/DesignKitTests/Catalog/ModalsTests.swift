import DesignKit
import Testing

/// Scenarios of the modals: detents, dismiss sources and durations from the model, actions that fire once.
@Suite struct ModalsTests {
  @Test func aHalfModalDraggedFromIdealToMaxAndReleasedBetweenDetentsSnapsToTheNearer() throws {
    // Detents of a 1000 pt container: min 300, ideal 750, max 900.
    var session = try VHalfModal(containerHeight: 1000).session()
    #expect(session.state == SheetVisualState(.presented, .ideal))
    _ = session.send(.dragChanged(height: 900))
    let toMax = session.send(.dragEnded(height: 900))
    #expect(toMax?.toState == SheetVisualState(.presented, .max))
    #expect(toMax?.animation == Motion.snap)
    _ = session.send(.dragChanged(height: 800))
    #expect(session.send(.dragEnded(height: 800))?.toState == SheetVisualState(.presented, .ideal))
    _ = session.send(.dragChanged(height: 860))
    let nearMax = session.send(.dragEnded(height: 860))
    #expect(nearMax?.toState == SheetVisualState(.presented, .max))
    #expect(nearMax?.transition.slot == "snap")
  }

  @Test func pullingAHalfModalDownPastTheThresholdDismissesIt() throws {
    var model = VHalfModalModel()
    model.misc.swipeThresholdFraction = 0.2
    var session = try VHalfModal(model: model, containerHeight: 1000).session()
    // 50 pt below the 300 pt min detent, under 0.2 of it (60 pt): not enough, it snaps to min.
    #expect(session.send(.dragEnded(height: 250))?.toState == SheetVisualState(.presented, .min))
    let dismiss = session.send(.dragEnded(height: 240))
    #expect(dismiss?.toState.phase == .dismissing)
    // A dismissing pull takes the swipe-dismiss animation (8.1: easeInOut 0.15 s), not the disappear one.
    #expect(dismiss?.transition.slot == .swipeDismiss)
    #expect(dismiss?.animation == model.animations.swipeDismiss)
    #expect(session.send(.timePassed(0.15))?.transition.outputs == [.dismissed])
  }

  /// VComponents 8.1's bottom sheet physics: a release 0.1 of the lowest detent below it dismisses; a release at
  /// 600 pt/s or faster goes to the next detent the way it moved, wherever it is released.
  @Test func aHalfModalFollows81sDragPhysics() throws {
    // Detents of a 1000 pt container: min 300, ideal 750, max 900; the dismiss distance is 30 pt.
    func end(at height: Double, velocity: Double = 0, from detent: SheetDetent = .ideal, swipe: Bool = true) throws
      -> SheetVisualState?
    {
      var model = VHalfModalModel()
      model.misc.dismissesOnSwipe = swipe
      var session = try VHalfModal(
        model: model, state: .init(.presented, detent), containerHeight: 1000
      ).session()
      return session.send(.dragEnded(height: height, velocity: velocity))?.toState ?? session.state
    }
    #expect(try end(at: 271)?.detent == .min)
    #expect(try end(at: 270)?.phase == .dismissing)
    #expect(try end(at: 100, swipe: false) == SheetVisualState(.presented, .min))
    // Slow: the nearest detent. Fast: the next one the finger's way, however near the release is to another.
    #expect(try end(at: 760, velocity: -599)?.detent == .ideal)
    #expect(try end(at: 760, velocity: -600)?.detent == .max)
    #expect(try end(at: 890, velocity: 900, from: .max)?.detent == .ideal)
    #expect(try end(at: 740, velocity: 900)?.detent == .min)
    #expect(try end(at: 310, velocity: -900, from: .min)?.detent == .ideal)
    #expect(try end(at: 290, velocity: -900, from: .min)?.detent == .min)
    // A flick down from below the lowest detent dismisses, though 10 pt is under the 30 pt distance.
    #expect(try end(at: 290, velocity: 900, from: .min)?.phase == .dismissing)
    #expect(try end(at: 290, velocity: 900, from: .min, swipe: false) == SheetVisualState(.presented, .min))
    // The flick speed is the model's.
    var model = VHalfModalModel()
    model.misc.flickVelocity = 1000
    var session = try VHalfModal(model: model, containerHeight: 1000).session()
    _ = session.send(.dragEnded(height: 760, velocity: -900))
    #expect(session.state == SheetVisualState(.presented, .ideal))
    #expect(DetentSheetEvent(name: "dragEnded(height: 760, velocity: -900)") == .dragEnded(height: 760, velocity: -900))
  }

  @Test func aMenusDestructiveItemDismissesAndFiresOnce() throws {
    let menu = VMenu(sections: [
      [.init("Rename"), .init("Share", isEnabled: false)], [.init("Delete", role: .destructive)],
    ])
    let delete = try #require(menu.items.firstIndex { $0.role == .destructive })
    var session = try menu.session()
    #expect(session.send(.actionChosen(1)) == nil)  // disabled
    var fired: [MachineOutput] = []
    for event: ActionMenuEvent in [.actionChosen(delete), .actionChosen(delete), .actionChosen(0), .timePassed(1)] {
      fired += session.send(event)?.transition.outputs.filter { $0 != .dismissed } ?? []
    }
    #expect(fired == [.valueChanged(2), .actionFired])
    #expect(session.state == .dismissed)
  }

  @Test func aDialogLaysOutItsButtonsByCount() throws {
    let one = VDialog(actions: [.init("OK")])
    let two = VDialog(actions: [.init("OK"), .init("Cancel", role: .cancel)])
    let three = VDialog(actions: [.init("Save"), .init("Discard", role: .destructive), .init("Cancel", role: .cancel)])
    #expect([one.buttonAxis, two.buttonAxis, three.buttonAxis] == [.vertical, .horizontal, .vertical])
  }

  @Test func aDialogsReturnChoosesTheDefaultAndEscapeTheCancelAction() throws {
    let dialog = VDialog(
      title: "Delete?",
      actions: [.init("Delete", role: .destructive), .init("Keep", role: .primary), .init("Cancel", role: .cancel)])
    var enter = try dialog.session()
    let chosen = enter.send(.presentation(.keyDown(.return))).map { Array($0.transition.outputs.prefix(2)) }
    #expect(chosen == [.valueChanged(1), .actionFired])
    var escape = try dialog.session()
    let cancelled = escape.send(.presentation(.keyDown(.escape))).map { Array($0.transition.outputs.prefix(2)) }
    #expect(cancelled == [.valueChanged(2), .actionFired])
    #expect(dialog.accessibility.traits.contains(.isModal))
  }

  @Test func aModalTakesItsDismissSourcesAndDurationsFromItsModel() throws {
    var model = VModalModel()
    model.misc.dismissesOnEscape = false
    model.animations.disappear = .easeIn(duration: 0.5)
    var session = try VModal(model: model, title: "Settings").session()
    #expect(session.send(.keyDown(.escape)) == nil)
    let close = session.send(.closeButtonTapped)
    #expect(close?.animation == .easeIn(duration: 0.5))
    #expect(session.send(.timePassed(0.4)) != nil)
    #expect(session.state == .dismissing)
    #expect(session.send(.timePassed(0.1))?.transition.outputs == [.dismissed])
    // Without its close button, the modal is not dismissed by it.
    model.closeButton.misc.isVisible = false
    var hidden = try VModal(model: model).session()
    #expect(hidden.send(.closeButtonTapped) == nil)
  }

  @Test func childModelsAreAddressableFromAPreset() throws {
    let theme = try PresetLoader(
      registry: Catalog.registry,
      files: InMemoryFileSource([
        "p.json":
          ##"{"components": {"VModal": {"closeButton": {"layout": {"dimension": 40}}}, "VDialog": {"destructiveButton": {"layout": {"minHeight": 50}}}}}"##
      ])
    ).load(file: "p.json")
    #expect(
      try theme.tree(for: "VModal").node(at: ["closeButton", "layout", "dimension"]) == .number(40, .nonNegative))
    #expect(
      try theme.tree(for: "VDialog").node(at: ["destructiveButton", "layout", "minHeight"])?.json
        .isStructurallyEqual(to: .number(50)) == true
    )
  }
}
