import DesignKitCore

/// Tabs sharing the view's width equally, an indicator as wide as the selected title following the drag, over
/// swipeable pages (VComponents 8.1's static pager tab view with a wrapped indicator).
///
/// `VWrappedIndicatorStaticPagerTabView(tabs: ["Photos", "Videos", "Albums"])`
public typealias VWrappedIndicatorStaticPagerTabView = PagerTabView<WrappedIndicatorStaticPagerTabViewRole>

extension WrappedIndicatorStaticPagerTabViewRole: PagerTabViewComponentRole {
  public static var tabBarLayout: KeyPath<Layout, PagerTabBarLayout> { \.tabBar }
  public static var galleryTabs: [String] { ["Photos", "Videos", "Albums"] }

  /// Equal tabs across the view (wider, the bar scrolling, when a title shrunk to its minimum scale does not fit its
  /// share: `PagerTabBarFrames.staticTabWidth`); the indicator as wide as the title (within the tab's margins) and centred under
  /// it, between the two tabs the position lies between.
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    let bar = try Resolved<VWrappedIndicatorStaticPagerTabViewModel>(style).layout.tabBar
    let margins = try bar.tabMargins
    let tab = try PagerTabBarFrames.staticTabWidth(titleWidths: titleWidths, width: width, bar: bar)
    let tabs = titleWidths.indices.map { (x: Double($0) * tab, width: tab) }
    let titles = titleWidths.enumerated().map { i, title in
      let w = min(title, max(0, tab - margins.left - margins.right))
      return (x: Double(i) * tab + (tab - w) / 2, width: w)
    }
    return PagerTabBarFrames(
      tabs: tabs, indicator: PagerTabBarFrames.between(titles, at: position),
      length: max(width, tab * Double(titleWidths.count)))
  }
}
