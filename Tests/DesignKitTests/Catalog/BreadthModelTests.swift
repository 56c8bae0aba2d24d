import DesignKit
import Testing

/// Issue 25's fifteen components are registered, so the registry batteries (catalog, every leaf live, every state
/// wired, reachable cells, layout, fuzz) cover each one; no model of the issue waits outside the registry.
@Suite struct BreadthModelTests {
  /// Issue 25's fifteen components: the 8.1 components DesignKit lacked.
  static let issueComponents: Set<String> = [
    "VRectangularCaptionButton", "VStretchedToggleButton", "VWrappedToggleButton", "VRectangularToggleButton",
    "VTextView", "VCodeEntryView", "VCarousel", "VDynamicPagerTabView", "VStretchedIndicatorStaticPagerTabView",
    "VWrappedIndicatorStaticPagerTabView", "VNotification", "VFetchingAsyncImage", "VBouncingMarquee",
    "VWrappingMarquee", "VRollingCounter",
  ]

  @Test func everyComponentOfTheIssueIsRegistered() {
    for component in Self.issueComponents {
      #expect(Catalog.registry[component] != nil, "\(component) is not registered")
    }
    #expect(Catalog.registry.components.count >= 74)
  }
}
