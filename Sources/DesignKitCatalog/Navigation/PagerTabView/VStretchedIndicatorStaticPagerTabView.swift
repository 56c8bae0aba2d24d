import DesignKitCore

/// Tabs sharing the view's width equally, an indicator as wide as a tab following the drag, over swipeable pages
/// (VComponents 8.1's static pager tab view with a stretched indicator).
///
/// `VStretchedIndicatorStaticPagerTabView(tabs: ["Photos", "Videos", "Albums"])`
public typealias VStretchedIndicatorStaticPagerTabView = PagerTabView<StretchedIndicatorStaticPagerTabViewRole>

extension StretchedIndicatorStaticPagerTabViewRole: PagerTabViewComponentRole {
  public static var tabBarLayout: KeyPath<Layout, PagerTabBarLayout> { \.tabBar }
  public static var galleryTabs: [String] { ["Photos", "Videos", "Albums"] }

  /// Equal tabs across the view (wider, the bar scrolling, when a title shrunk to its minimum scale does not fit its
  /// share: `PagerTabBarFrames.staticTabWidth`); the indicator a tab wide less `layout.indicatorSideMargin` on each side, between
  /// the two tabs the position lies between, and wider by up to half a tab halfway between them when
  /// `layout.indicatorStretchesWhileMoving`.
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    let layout = try Resolved<VStretchedIndicatorStaticPagerTabViewModel>(style).layout
    let tab = try PagerTabBarFrames.staticTabWidth(titleWidths: titleWidths, width: width, bar: try layout.tabBar)
    let tabs = titleWidths.indices.map { (x: Double($0) * tab, width: tab) }
    let margin = min(max(0, try layout.indicatorSideMargin), tab / 2)
    var indicator = PagerTabBarFrames.between(tabs, at: position)
    indicator = (indicator.x + margin, indicator.width - 2 * margin)
    if try layout.indicatorStretchesWhileMoving {
      let between = position - position.rounded(.down)
      let stretch = tab * min(between, 1 - between)
      indicator = (indicator.x - stretch / 2, indicator.width + stretch)
    }
    return PagerTabBarFrames(tabs: tabs, indicator: indicator, length: max(width, tab * Double(titleWidths.count)))
  }
}
