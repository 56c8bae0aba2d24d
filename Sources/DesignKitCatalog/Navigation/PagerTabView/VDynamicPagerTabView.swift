import DesignKitCore

/// Tabs as wide as their titles in a tab bar that scrolls to keep the selected one in view, an indicator under the
/// selected title (or whole tab) following the drag, over swipeable pages (VComponents 8.1's dynamic pager tab
/// view).
///
/// `VDynamicPagerTabView(tabs: ["All", "Photography", "Architecture", "Travel", "Food"])`
public typealias VDynamicPagerTabView = PagerTabView<DynamicPagerTabViewRole>

extension DynamicPagerTabViewRole: PagerTabViewComponentRole {
  public static var tabBarLayout: KeyPath<Layout, PagerTabBarLayout> { \.tabBar }
  public static var galleryTabs: [String] { ["All", "Photography", "Architecture", "Travel", "Food"] }

  /// Each tab its title's width inside its margins, `layout.tabSpacing` apart, `layout.tabBarSideMargin` at both
  /// ends (squeezed to the view's width unless `layout.tabBarScrolls`); the indicator under the title, or the whole
  /// tab (`layout.indicatorWidth`), between the two tabs the position lies between.
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    let layout = try Resolved<VDynamicPagerTabViewModel>(style).layout
    let margins = try layout.tabBar.tabMargins
    let side = try layout.tabBarSideMargin
    let spacing = try layout.tabSpacing
    let natural = titleWidths.map { $0 + margins.left + margins.right }
    let length = 2 * side + natural.reduce(0, +) + spacing * Double(max(0, natural.count - 1))
    let squeeze = try layout.tabBarScrolls || length <= width ? 1 : max(0, width / max(length, 1))
    var x = side * squeeze
    var tabs: [(x: Double, width: Double)] = []
    for w in natural {
      tabs.append((x, w * squeeze))
      x += (w + spacing) * squeeze
    }
    let titles = tabs.map { tab in
      (x: tab.x + margins.left * squeeze, width: max(0, tab.width - (margins.left + margins.right) * squeeze))
    }
    let byTitle = try layout.indicatorWidth == .title
    return PagerTabBarFrames(
      tabs: tabs, indicator: PagerTabBarFrames.between(byTitle ? titles : tabs, at: position),
      length: length * squeeze)
  }
}
