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
    model.misc.swipeThreshold = 80
    var session = try VHalfModal(model: model, containerHeight: 1000).session()
    // 60 pt below the 300 pt min detent: not enough, it snaps to min.
    #expect(session.send(.dragEnded(height: 240))?.toState == SheetVisualState(.presented, .min))
    let dismiss = session.send(.dragEnded(height: 200))
    #expect(dismiss?.toState.phase == .dismissing)
    // A dismissing pull takes the swipe-dismiss animation (8.1: easeInOut 0.15 s), not the disappear one.
    #expect(dismiss?.transition.slot == .swipeDismiss)
    #expect(dismiss?.animation == model.animations.swipeDismiss)
    #expect(session.send(.timePassed(0.15))?.transition.outputs == [.dismissed])
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
