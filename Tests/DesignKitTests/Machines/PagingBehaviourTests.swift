import DesignKit
import Testing

/// The pager tab views' and the carousel's behaviours beyond paging: initial selection, the tabs' press look and keys (WAI-ARIA APG tabs, automatic activation), and the carousel as an adjustable element.
@Suite struct PagingBehaviourTests {
  static let tabs = ["Photos", "Videos", "Albums", "People"]

  @Test func aPagerAndACarouselStartOnTheirSelectionWithoutSettling() throws {
    let pager = try VWrappedIndicatorStaticPagerTabView(selection: 2, tabs: Self.tabs).session()
    #expect(pager.state == .resting && pager.machine.state.selected == 2 && pager.machine.position == 2)
    let carousel = try VCarousel(selection: 3, cards: Self.tabs).session()
    #expect(carousel.state == .resting && carousel.machine.position == 3)
    // The still shows the same page the machine rests on.
    let still = VDynamicPagerTabView(selection: 2, tabs: Self.tabs)
    #expect(still.accessibilityValue == "Albums, tab 3 of 4")
  }

  @Test func aHeldTabShowsItsPressedLookAndSelectsWhenLifted() throws {
    let pager = VWrappedIndicatorStaticPagerTabView(tabs: Self.tabs)
    var session = try pager.session()
    let style = try pager.resolvedStyle()
    let resting = try pager.following(session.machine).drawing(style: style, environment: .standard)
    _ = session.send(.tabPressed(1))
    #expect(session.machine.state.pressedTab == 1)
    let held = try pager.following(session.machine).drawing(style: style, environment: .standard)
    #expect(held != resting)
    #expect(session.send(.tabTapped(1))?.transition.outputs == [.valueChanged(1)])
    #expect(session.machine.state.pressedTab == nil)
    // A finger that leaves selects nothing.
    _ = session.send(.tabPressed(2))
    #expect(session.send(.tabPressCancelled)?.transition.outputs == [])
    #expect(session.machine.state.pressedTab == nil && session.machine.state.selected == 1)
  }

  /// APG tabs: arrows move with automatic activation and go round; Home and End go to the ends.
  @Test func theKeysSelectAsTheAPGTabsPatternSays() throws {
    var session = try VDynamicPagerTabView(tabs: Self.tabs).session()
    #expect(session.send(.keyDown(.arrowRight))?.transition.outputs == [.valueChanged(1)])
    #expect(session.send(.keyDown(.end))?.transition.outputs == [.valueChanged(3)])
    #expect(session.send(.keyDown(.arrowRight))?.transition.outputs == [.valueChanged(0)])
    #expect(session.send(.keyDown(.arrowLeft))?.transition.outputs == [.valueChanged(3)])
    #expect(session.send(.keyDown(.home))?.transition.outputs == [.valueChanged(0)])
    #expect(session.send(.keyDown(.space)) == nil)
  }

  @Test func theCarouselIsAdjustableAndStopsAtItsEnds() throws {
    let carousel = VCarousel(cards: Self.tabs)
    #expect(carousel.accessibility.traits.contains(.adjustable))
    var host = try ComponentHost(carousel)
    #expect(
      host.handle(.accessibilityAdjusted(increments: true)).flatMap { Array($0.transition.outputs) } == [
        .valueChanged(1)
      ])
    #expect(
      host.handle(.accessibilityAdjusted(increments: false)).flatMap { Array($0.transition.outputs) } == [
        .valueChanged(0)
      ])
    #expect(host.handle(.accessibilityAdjusted(increments: false)).isEmpty)
  }
}
