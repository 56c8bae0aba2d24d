import DesignKit
import Testing

/// The pager tab views' and the carousel's behaviours beyond paging: initial selection, the tabs' press look and keys (WAI-ARIA APG tabs, automatic activation), the carousel as an adjustable element, the disabled state, and a touch mapped to the tab under it.
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

  /// 8.1's `.disabled`: the disabled look and no presses, drags or keys; the owner still selects; not enabled for
  /// assistive technologies.
  @Test func aDisabledPagerTakesNoInputButTheOwnersSelection() throws {
    var session = try VDynamicPagerTabView(state: .disabled, tabs: Self.tabs).session()
    #expect(session.state == .disabled)
    for event: PagingEvent in [
      .tabPressed(1), .tabTapped(1), .keyDown(.arrowRight), .keyDown(.end), .dragStarted, .tabPressCancelled,
    ] {
      #expect(session.send(event) == nil, "\(event)")
    }
    #expect(session.machine.state.selected == 0 && session.machine.state.pressedTab == nil)
    #expect(session.send(.bindingChanged(2))?.transition.outputs == [])
    #expect(session.machine.state.selected == 2 && session.state == .disabled)
    _ = session.send(.timePassed(1))
    #expect(session.send(.enabledChanged(true)) != nil)
    #expect(session.state == .resting)
    #expect(session.send(.keyDown(.arrowRight))?.transition.outputs == [.valueChanged(3)])
  }

  @Test func disablingMidDragSettlesBackAndDropsThePress() throws {
    var session = try VCarousel(cards: Self.tabs).session()
    _ = session.send(.dragStarted)
    _ = session.send(.dragMoved(translation: -100))
    #expect(session.send(.enabledChanged(false))?.transition.outputs == [])
    #expect(session.state == .disabled && session.machine.state.selected == 0)
    _ = session.send(.timePassed(1))
    #expect(session.machine.position == 0 && session.state == .disabled)
    #expect(session.send(.dragEnded(velocity: -500)) == nil)
  }

  @Test func aDisabledPagedViewLooksDisabledAndIsNotEnabled() throws {
    func check<C: DrawableComponent>(_ make: (PagingPhase) -> C) throws where C.Machine.VisualState == PagingPhase {
      let (disabled, resting) = (make(.disabled), make(.resting))
      #expect(try disabled.drawing() != resting.drawing(), "\(C.self)")
      #expect(disabled.accessibility.traits.contains(.notEnabled), "\(C.self)")
      #expect(!resting.accessibility.traits.contains(.notEnabled), "\(C.self)")
    }
    try check { VDynamicPagerTabView(state: $0, tabs: Self.tabs) }
    try check { VStretchedIndicatorStaticPagerTabView(state: $0, tabs: Self.tabs) }
    try check { VWrappedIndicatorStaticPagerTabView(state: $0, tabs: Self.tabs) }
    try check { VCarousel(state: $0, cards: Self.tabs) }
  }

  /// `HostInput`: a touch on a tab presses that tab (the drawing marks each tab), lifting it there taps it, lifting
  /// it elsewhere cancels it; in right to left the first tab is on the right.
  @Test(arguments: StyleEnvironment.LayoutDirection.allCases)
  func aTouchOnATabPressesTheTabUnderIt(direction: StyleEnvironment.LayoutDirection) throws {
    var host = try ComponentHost(
      VWrappedIndicatorStaticPagerTabView(tabs: Self.tabs, width: 260),
      environment: StyleEnvironment(layoutDirection: direction))
    // Four tabs of 65 points; the third one's middle.
    func point(tab: Int) -> HostPoint {
      let x = 65 * Double(tab) + 32.5
      return HostPoint(x: direction == .rightToLeft ? 260 - x : x, y: 20)
    }
    host.handle(.touchDown(point(tab: 2)))
    #expect(host.session.machine.state.pressedTab == 2)
    let up = host.handle(.touchUp(point(tab: 2), translation: .zero, velocity: .zero))
    #expect(up.flatMap { Array($0.transition.outputs) } == [.valueChanged(2)])
    #expect(host.session.machine.state.pressedTab == nil)
    host.handle(.touchDown(point(tab: 1)))
    #expect(host.session.machine.state.pressedTab == 1)
    host.handle(.touchUp(point(tab: 3), translation: .zero, velocity: .zero))
    #expect(host.session.machine.state.pressedTab == nil && host.session.machine.state.selected == 2)
    // A touch on the pages presses no tab.
    host.handle(.touchDown(HostPoint(x: 130, y: 150)))
    #expect(host.session.machine.state.pressedTab == nil)
    host.handle(.touchCancelled)
    // Disabled, a touch presses nothing.
    host.handle(.enabled(false))
    host.handle(.touchDown(point(tab: 0)))
    #expect(host.session.machine.state.pressedTab == nil)
  }
}
