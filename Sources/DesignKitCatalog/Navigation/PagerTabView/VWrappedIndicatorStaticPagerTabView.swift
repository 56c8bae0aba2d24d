import DesignKitCore

/// Tabs sharing the view's width equally, an indicator as wide as the selected title following the drag, over
/// swipeable pages (VComponents 8.1's static pager tab view with a wrapped indicator).
///
/// `VWrappedIndicatorStaticPagerTabView(tabs: ["Photos", "Videos", "Albums"])`
public struct VWrappedIndicatorStaticPagerTabView: PagerTabViewComponent {
  public typealias Role = WrappedIndicatorStaticPagerTabViewRole

  public var model: VWrappedIndicatorStaticPagerTabViewModel
  public var state: PagingPhase
  public var tabs: [String]
  public var width: Double
  public var position: Double?
  public var onSelect: @Sendable (Int) -> Void
  public var selection = 0
  public var pressedTab: Int?

  /// Creates a pager tab view `width` points wide.
  public init(
    model: VWrappedIndicatorStaticPagerTabViewModel = .init(), state: PagingPhase = .resting, tabs: [String],
    width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.tabs = tabs
    self.width = width.isFinite ? max(0, width) : 0
    self.onSelect = onSelect
  }
}

extension VWrappedIndicatorStaticPagerTabView {
  /// Sample tabs, each with a page.
  public static var galleryPreview: VWrappedIndicatorStaticPagerTabView {
    VWrappedIndicatorStaticPagerTabView(tabs: ["Photos", "Videos", "Albums"])
  }

  /// Equal tabs across the view; the indicator as wide as the title (within the tab's margins) and centred under
  /// it, between the two tabs the position lies between.
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    let margins = try style.insets("layout.tabBar.tabMargins")
    let tab = width / Double(max(1, titleWidths.count))
    let tabs = titleWidths.indices.map { (x: Double($0) * tab, width: tab) }
    let titles = titleWidths.enumerated().map { i, title in
      let w = min(title, max(0, tab - margins.left - margins.right))
      return (x: Double(i) * tab + (tab - w) / 2, width: w)
    }
    return PagerTabBarFrames(tabs: tabs, indicator: PagerTabBarFrames.between(titles, at: position), length: width)
  }
}
