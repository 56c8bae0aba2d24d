import DesignKit
import Testing

@testable import DesignKitTesting

/// `SessionTester.pressed(at:)`, `moved(to:)` and `released(at:)`: positions hit-tested as a host tests them.
@Suite struct SessionTesterPointerTests {
  typealias Calls = HostInputTests.Calls

  /// A caption button whose action counts into `calls`, and where its gap and a point below it are.
  static func captionButton(_ calls: Calls) throws -> (VRectangularCaptionButton, gap: HostPoint, below: HostPoint) {
    let button = VRectangularCaptionButton(action: { calls.add("shared") }, icon: .squareAndArrowUp, title: "Share")
    let frame = try ComponentHost(button).frame()
    let square = try frame.style.number("layout.rectangleSize.height")
    let spacing = try frame.style.number("layout.rectangleCaptionSpacing")
    try #require(spacing > 0 && frame.laidOut.height > square + spacing, "the caption is below the square, apart")
    let x = frame.laidOut.width / 2
    return (button, HostPoint(x: x, y: square + spacing / 2), HostPoint(x: x, y: frame.laidOut.height + 30))
  }

  @Test func aPressInACaptionButtonsGapBetweenIconAndCaptionPressesTheButton() throws {
    let (calls, log) = (Calls(), FailureLog())
    let (button, gap, _) = try Self.captionButton(calls)
    var tester = SessionTester(button, exhaustivity: .nonExhaustive, reporter: log.reporter)
    tester.pressed(at: gap) { $0.session = .pointer(inside: true) }
    tester.released(at: gap) { $0.outputs = [.actionFired] }
    #expect(log.messages == [])
    #expect(calls.all == ["shared"])
    #expect(tester.trace.map(\.event) == ["pointerDown", "pointerUp"])
  }

  @Test func aPressOutsideTheHitAreaDoesNothing() throws {
    let (calls, log) = (Calls(), FailureLog())
    let (button, _, below) = try Self.captionButton(calls)
    var tester = SessionTester(button, reporter: log.reporter)
    tester.pressed(at: below)
    tester.released(at: below)
    #expect(log.messages == [], "an exhaustive tester expecting no change saw none")
    #expect(calls.all.isEmpty)
    #expect(tester.trace.isEmpty)
  }

  @Test func aPressThatLeavesTheHitAreaAndIsReleasedOutsideDoesNotFire() throws {
    let calls = Calls()
    let (button, gap, below) = try Self.captionButton(calls)
    var tester = SessionTester(button, exhaustivity: .nonExhaustive)
    tester.pressed(at: gap)
    tester.moved(to: HostPoint(x: below.x, y: below.y + 200)) { $0.session = .pointer(inside: false) }
    tester.released(at: HostPoint(x: below.x, y: below.y + 200))
    #expect(calls.all.isEmpty)
  }

  @Test(arguments: [StyleEnvironment.LayoutDirection.leftToRight, .rightToLeft])
  func aPressOnASegmentSelectsThatSegmentMirroredInRightToLeft(direction: StyleEnvironment.LayoutDirection) throws {
    let picker = VSegmentedPicker(items: ["Day", "Week", "Month"])
    let environment = StyleEnvironment(layoutDirection: direction)
    let frame = try ComponentHost(picker, environment: environment).frame()
    let firstThird = HostPoint(x: frame.laidOut.width / 6, y: frame.laidOut.height / 2)
    var tester = SessionTester(picker, environment: environment, exhaustivity: .nonExhaustive)
    tester.pressed(at: firstThird)
    tester.released(at: firstThird)
    #expect(tester.value == .number(direction == .leftToRight ? 0 : 2))
  }

  @Test func aTesterMadeFromATypeSaysItHasNoDrawingToHit() {
    let log = FailureLog()
    var tester = SessionTester(VPrimaryButton.self, restingIn: .enabled, reporter: log.reporter)
    tester.pressed(at: HostPoint(x: 10, y: 10))
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("needs a tester made from a component instance") == true)
  }
}
