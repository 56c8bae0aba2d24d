import DesignKit
import Testing

/// Scenarios of the toast: typed models, timer paused by hover or focus, swipe dismissal, announcements.
@Suite struct MessagesTests {
  @Test func aToastDismissesAfterItsTypesDurationPausedWhileHovered() throws {
    var model = VToastModel()
    model.warning.misc.displayDuration = 5
    var session = try VToast(model: model, type: .warning, state: .shown, text: "Low battery").session()
    _ = session.send(.timePassed(2))
    _ = session.send(.hoverStarted(.mouse))
    _ = session.send(.timePassed(10))
    #expect(session.state == .shown)
    _ = session.send(.hoverEnded)
    _ = session.send(.timePassed(2.9))
    #expect(session.state == .shown)
    let leaving = session.send(.timePassed(0.1))
    #expect(leaving?.toState == .disappearing)
    #expect(session.send(.timePassed(0.2))?.transition.outputs == [.dismissed])
  }

  @Test func focusPausesTheTimerToo() throws {
    var session = try VToast(type: .info, state: .shown, text: "Copied").session()
    _ = session.send(.focusGained(.keyboard))
    _ = session.send(.timePassed(60))
    #expect(session.state == .shown)
  }

  /// A bottom toast 80 pt tall goes on a swipe down past a fifth of its height (16 pt) or a flick down; a swipe up,
  /// however long or fast, leaves it.
  @Test(arguments: [
    (10.0, 0.0, ToastPhase.shown), (20, 0, .disappearing), (10, 500, .disappearing), (-80, 0, .shown),
    (-80, -900, .shown),
  ])
  func aSwipeTowardItsEdgeDismisses(translation: Double, velocity: Double, after: ToastPhase) throws {
    var session = try VToast(type: .success, state: .shown, text: "Saved").session()
    _ = session.send(.swipeEnded(translation: translation, velocity: velocity, height: 80))
    #expect(session.state == after)
  }

  @Test func eachTypeHasItsOwnTintAndAnErrorIsAnnouncedAssertively() throws {
    let info = try VToast(type: .info, text: "a").resolvedStyle()
    let error = try VToast(type: .error, text: "a").resolvedStyle()
    #expect(info["colors.icon"] != error["colors.icon"])
    #expect(error["colors.border"] == .color(Palette.error.light))
    #expect(VToast(type: .error, text: "Failed").announcement == .assertive)
    #expect(VToast(type: .success, text: "Saved").announcement == .polite)
  }
}
