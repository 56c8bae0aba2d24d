import DesignKit
import Testing

/// A notification's swipes, as VComponents 8.1 and UIKit take them: only toward its edge dismisses, and the card
/// follows the finger meanwhile.
@Suite struct NotificationSwipeTests {
  /// A top notification 80 pt tall, shown.
  static func session() throws -> ComponentSession<VNotification> {
    try VNotification(state: .shown, title: "Reminder").session()
  }

  @Test func aSwipeDownDoesNotDismissATopNotification() throws {
    var session = try Self.session()
    _ = session.send(.swipeEnded(translation: 200, velocity: 900, height: 80))
    #expect(session.state == .shown)
  }

  /// 8.1's threshold is a fifth of the height (16 pt of 80); a flick dismisses a shorter swipe.
  @Test(arguments: [
    (-20.0, 0.0, ToastPhase.disappearing), (-12, 0, .shown), (-5, -400, .disappearing), (-5, 100, .shown),
  ])
  func aSwipeUpDismissesPastAFifthOfItsHeightOrAsAFlick(translation: Double, velocity: Double, after: ToastPhase)
    throws
  {
    var session = try Self.session()
    _ = session.send(.swipeEnded(translation: translation, velocity: velocity, height: 80))
    #expect(session.state == after)
  }

  @Test func theThresholdAndTheFlickAreModelValues() throws {
    var model = VNotificationModel()
    model.misc.swipeThresholdFraction = 0.5
    model.misc.flickVelocity = 1000
    var session = try VNotification(model: model, state: .shown, title: "Reminder").session()
    _ = session.send(.swipeEnded(translation: -30, velocity: -500, height: 80))
    #expect(session.state == .shown)
    _ = session.send(.swipeEnded(translation: -41, velocity: 0, height: 80))
    #expect(session.state == .disappearing)
  }

  @Test func theCardFollowsTheFingerAndRubberBandsTheWrongWay() throws {
    var session = try Self.session()
    _ = session.send(.swipeChanged(translation: -30, height: 80))
    #expect(session.machine.state.swipeOffset == -30)
    _ = session.send(.swipeChanged(translation: 30, height: 80))
    let against = session.machine.state.swipeOffset
    #expect(against > 0 && against < 15)
    _ = session.send(.swipeChanged(translation: 300, height: 80))
    #expect(session.machine.state.swipeOffset < 80)
    // Let go the wrong way: it settles back where it was.
    let back = session.send(.swipeEnded(translation: 300, velocity: 0, height: 80))
    #expect(back?.transition.slot == .appear && session.machine.state.swipeOffset == 0 && session.state == .shown)
  }

  @Test func theDrawingMovesWithTheSwipe() throws {
    let notification = VNotification(state: .shown, title: "Reminder")
    var session = try notification.session()
    let style = try notification.resolvedStyle()
    let resting = try notification.following(session.machine).drawing(style: style, environment: .standard)
    _ = session.send(.swipeChanged(translation: -30, height: 80))
    let swiped = try notification.following(session.machine).drawing(style: style, environment: .standard)
    #expect(swiped != resting)
    _ = session.send(.swipeEnded(translation: 0, velocity: 0, height: 80))
    #expect(try notification.following(session.machine).drawing(style: style, environment: .standard) == resting)
  }
}
