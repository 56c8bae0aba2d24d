import DesignKit
import Testing

/// Scenarios of the buttons family beyond the registry battery.
@Suite struct ButtonsTests {
  @Test func aLinkOpensItsInstancesURLWhenItsPressFires() throws {
    var session = try VLink(title: "Terms", url: "https://example.com/terms").session()
    _ = session.send(.pointerDown)
    let up = session.send(.pointerUp)
    #expect(up?.transition.outputs == [.actionFired, .urlOpened("https://example.com/terms")])
  }

  @Test func aNavigationLinkPushesItsDestinationAndReleasingOutsidePushesNothing() throws {
    let link = VNavigationLink(title: "Settings", destination: "settings")
    #expect(link.accessibility.traits == [.link])
    var session = try link.session()
    _ = session.send(.accessibilityActivated)
    var outside = try link.session()
    _ = outside.send(.pointerDown)
    _ = outside.send(.pointerMoved(distanceOutside: 100))
    #expect(outside.send(.pointerUp)?.transition.outputs.isEmpty ?? true)
    _ = session.send(.pointerDown)
    #expect(session.send(.pointerUp)?.transition.outputs == [.actionFired, .destinationPushed("settings")])
  }

  @Test func aDisabledLinkNeverOpens() throws {
    var session = try VLink(state: .disabled, title: "Terms", url: "https://example.com").session()
    #expect(session.send(.pointerDown) == nil)
    #expect(session.send(.accessibilityActivated) == nil)
  }

  @Test(arguments: [
    (VChevronButton.Direction.left, "Back"), (.right, "Forward"), (.up, "Up"), (.down, "Down"),
  ])
  func chevronButtonsAreNamedForTheirDirection(direction: VChevronButton.Direction, label: String) {
    #expect(VChevronButton(direction: direction, action: {}).accessibility.label == label)
  }

  @Test func buttonsTakeTheirDriftToleranceFromTheModel() throws {
    var model = VSecondaryButtonModel()
    model.misc.pressDriftTolerance = 0
    var session = try VSecondaryButton(model: model, action: {}, title: "More").session()
    _ = session.send(.pointerDown)
    #expect(session.send(.pointerMoved(distanceOutside: 1))?.toState == .enabled)
  }

  @Test func filledButtonsDeriveFromTheThemesAccent() {
    var foundations = Foundations()
    foundations.colors.primary = AdaptiveColor(Color(rgb255: 88, 86, 214))
    let model = VSecondaryButtonModel(foundations: foundations)
    #expect(model.colors.background[.enabled] == foundations.colors.primary)
    #expect(VSquareButtonModel(foundations: foundations).colors.background[.enabled] == foundations.colors.primary)
  }

  @Test func deliberateDifferencesFromVComponents() {
    // The type scale has no 14 pt style: the square button's title is the 15 pt subheadline.
    #expect(VSquareButtonModel().fonts.title[.iOS].size == 15)
    // VComponents' other numbers are kept.
    #expect(VSecondaryButtonModel().layout.minHeight.points(on: .iOS) == 32)
    #expect(VSquareButtonModel().layout.dimension.points(on: .iOS) == 56)
    #expect(VChevronButtonModel().layout.iconDimension == 12)
    #expect(VCloseButtonModel().layout.iconDimension == 11)
  }
}
