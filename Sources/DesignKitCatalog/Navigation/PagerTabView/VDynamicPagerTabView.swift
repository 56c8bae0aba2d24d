import DesignKitCore

/// Tabs as wide as their titles in a tab bar that scrolls to keep the selected one in view, an indicator under the
/// selected title (or whole tab) following the drag, over swipeable pages (VComponents 8.1's dynamic pager tab
/// view).
///
/// `VDynamicPagerTabView(tabs: ["All", "Photography", "Architecture", "Travel", "Food"])`
public struct VDynamicPagerTabView: PagerTabViewComponent {
  public typealias Role = DynamicPagerTabViewRole

  public var model: VDynamicPagerTabViewModel
  public var state: PagingPhase
  public var tabs: [String]
  public var width: Double
  public var position: Double?
  public var onSelect: @Sendable (Int) -> Void
  public var selection = 0
  public var pressedTab: Int?

  /// Creates a pager tab view `width` points wide.
  public init(
    model: VDynamicPagerTabViewModel = .init(), state: PagingPhase = .resting, tabs: [String], width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.tabs = tabs
    self.width = width.isFinite ? max(0, width) : 0
    self.onSelect = onSelect
  }
}

extension VDynamicPagerTabView {
  /// Sample tabs, each with a page.
  public static var galleryPreview: VDynamicPagerTabView {
    VDynamicPagerTabView(tabs: ["All", "Photography", "Architecture", "Travel", "Food"])
  }

  /// Each tab its title's width inside its margins, `layout.tabSpacing` apart, `layout.tabBarSideMargin` at both
  /// ends (squeezed to the view's width unless `layout.tabBarScrolls`); the indicator under the title, or the whole
  /// tab (`layout.indicatorWidth`), between the two tabs the position lies between.
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    let margins = try style.insets("layout.tabBar.tabMargins")
    let side = try style.number("layout.tabBarSideMargin")
    let spacing = try style.number("layout.tabSpacing")
    let natural = titleWidths.map { $0 + margins.left + margins.right }
    let length = 2 * side + natural.reduce(0, +) + spacing * Double(max(0, natural.count - 1))
    let squeeze = try style.bool("layout.tabBarScrolls") || length <= width ? 1 : max(0, width / max(length, 1))
    var x = side * squeeze
    var tabs: [(x: Double, width: Double)] = []
    for w in natural {
      tabs.append((x, w * squeeze))
      x += (w + spacing) * squeeze
    }
    let titles = tabs.map { tab in
      (x: tab.x + margins.left * squeeze, width: max(0, tab.width - (margins.left + margins.right) * squeeze))
    }
    let byTitle = try style.choice("layout.indicatorWidth", as: DynamicPagerTabViewRole.IndicatorWidth.self) == .title
    return PagerTabBarFrames(
      tabs: tabs, indicator: PagerTabBarFrames.between(byTitle ? titles : tabs, at: position),
      length: length * squeeze)
  }
}
