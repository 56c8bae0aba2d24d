import DesignKit
import Testing

/// Scenarios of navigation: the stack's pushes and pops on the virtual clock, tabs selected by press and keys.
@Suite struct NavigationTests {
  let view = VNavigationView(rootTitle: "Home", destinations: ["First", "Second", "Third"])

  @Test func aStackPushedTwiceAndSwipedBackOnceShowsTheFirstScreensTitle() throws {
    var session = try view.session()
    _ = session.send(.screenPushed)
    _ = session.send(.screenPushed)
    #expect(view.title(atDepth: session.machine.state.depth) == "Second")
    #expect(session.send(.swipeBackEnded(distance: 30)) == nil)
    let pop = session.send(.swipeBackEnded(distance: 120))
    #expect(pop?.toState == .popping)
    #expect(pop?.animation == Motion.spatial)
    #expect(view.title(atDepth: session.machine.state.depth) == "First")
  }

  @Test func transitionsLastTheModelsAnimationDuration() throws {
    var model = VNavigationViewModel()
    model.animations.push = .easeInOut(duration: 0.4)
    var session = try VNavigationView(model: model, rootTitle: "Home", destinations: ["A"]).session()
    #expect(session.send(.screenPushed)?.toState == .pushing)
    _ = session.send(.timePassed(0.39))
    #expect(session.state == .pushing)
    _ = session.send(.timePassed(0.01))
    #expect(session.state == .stacked)
    // One destination only: a second push does nothing; back returns to the root.
    #expect(session.send(.screenPushed) == nil)
    _ = session.send(.backButtonTapped)
    _ = session.send(.timePassed(5))
    #expect(session.state == .root)
    #expect(session.send(.backButtonTapped) == nil)
  }

  @Test func swipeBackCanBeTurnedOff() throws {
    var model = VNavigationViewModel()
    model.misc.isSwipeBackEnabled = false
    var session = try VNavigationView(model: model, state: .stacked, rootTitle: "Home", destinations: ["A"]).session()
    #expect(session.send(.swipeBackEnded(distance: 500)) == nil)
  }

  let tabs = VTabNavigationView(
    tabs: [
      .init("Home", icon: .house), .init("Search", icon: .magnifyingglass),
      .init("Inbox", icon: .tray, isEnabled: false), .init("Profile", icon: .person),
    ],
    selectedTab: 1)

  @Test func aTabReadsItsPositionAndSelection() throws {
    let second = tabs.tabAccessibility(at: 1)
    #expect(second.label == "Search")
    #expect(second.value == "tab 2 of 4")
    #expect(second.traits == [.button, .selected])
    #expect(tabs.tabAccessibility(at: 2).traits == [.button, .notEnabled])
  }

  @Test func pressingATabSelectsItAndArrowKeysSkipDisabledTabs() throws {
    var session = try tabs.session()
    #expect(session.machine.selection == 1)
    _ = session.send(.pointerDown(segment: 3))
    let up = session.send(.press(.pointerUp))
    #expect(up?.transition.outputs.contains(.valueChanged(3)) == true)
    _ = session.send(.press(.focusGained(.keyboard)))
    _ = session.send(.press(.keyDown(.arrowLeft)))
    #expect(session.machine.selection == 1)
  }
}
