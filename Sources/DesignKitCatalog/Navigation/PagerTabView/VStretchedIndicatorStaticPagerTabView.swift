import DesignKitCore

/// Tabs sharing the view's width equally, an indicator as wide as a tab following the drag, over swipeable pages
/// (VComponents 8.1's static pager tab view with a stretched indicator).
///
/// `VStretchedIndicatorStaticPagerTabView(tabs: ["Photos", "Videos", "Albums"])`
public struct VStretchedIndicatorStaticPagerTabView: PagerTabViewComponent {
  public typealias Role = StretchedIndicatorStaticPagerTabViewRole

  public var model: VStretchedIndicatorStaticPagerTabViewModel
  public var state: PagingPhase
  public var tabs: [String]
  public var width: Double
  public var position: Double?
  public var onSelect: @Sendable (Int) -> Void
  public var selection = 0
  public var pressedTab: Int?

  /// Creates a pager tab view `width` points wide.
  public init(
    model: VStretchedIndicatorStaticPagerTabViewModel = .init(), state: PagingPhase = .resting, tabs: [String],
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

extension VStretchedIndicatorStaticPagerTabView {
  /// Sample tabs, each with a page.
  public static var galleryPreview: VStretchedIndicatorStaticPagerTabView {
    VStretchedIndicatorStaticPagerTabView(tabs: ["Photos", "Videos", "Albums"])
  }

  /// Equal tabs across the view; the indicator a tab wide less `layout.indicatorSideMargin` on each side, between
  /// the two tabs the position lies between, and wider by up to half a tab halfway between them when
  /// `layout.indicatorStretchesWhileMoving`.
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    let tab = width / Double(max(1, titleWidths.count))
    let tabs = titleWidths.indices.map { (x: Double($0) * tab, width: tab) }
    let margin = min(max(0, try style.number("layout.indicatorSideMargin")), tab / 2)
    var indicator = PagerTabBarFrames.between(tabs, at: position)
    indicator = (indicator.x + margin, indicator.width - 2 * margin)
    if try style.bool("layout.indicatorStretchesWhileMoving") {
      let between = position - position.rounded(.down)
      let stretch = tab * min(between, 1 - between)
      indicator = (indicator.x - stretch / 2, indicator.width + stretch)
    }
    return PagerTabBarFrames(tabs: tabs, indicator: indicator, length: width)
  }
}
