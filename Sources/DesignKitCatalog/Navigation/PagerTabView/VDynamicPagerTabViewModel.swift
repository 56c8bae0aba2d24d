import DesignKitCore

/// The model of `VDynamicPagerTabView`: tabs as wide as their titles in a tab bar that scrolls to keep the selected
/// one in view.
public typealias VDynamicPagerTabViewModel = PagerTabViewModel<DynamicPagerTabViewRole>

/// The sizes of `VDynamicPagerTabViewModel`.
public enum DynamicPagerTabViewRole: PagerTabViewRole {
  public static var modelName: String { "VDynamicPagerTabViewModel" }

  /// How wide the indicator is.
  public enum IndicatorWidth: String, StyleChoice {
    /// As wide as the selected tab's title, or as the whole tab with its margins.
    case title, tab
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The tab bar, titles and indicator.
    public var tabBar = PagerTabBarLayout()
    /// Margin at the tab bar's leading and trailing ends.
    @Dimension public var tabBarSideMargin: Double = Metrics.spacing(0.5)
    /// Spacing between tabs.
    @Dimension public var tabSpacing: Double = 0
    /// How wide the indicator is.
    public var indicatorWidth = IndicatorWidth.title
    /// Whether the tab bar scrolls when its tabs are wider than it.
    public var tabBarScrolls = true
    /// The defaults.
    public init() {}
  }
}
