import DesignKitCore

/// The model of `VStretchedIndicatorStaticPagerTabView`: tabs sharing the width equally, the indicator as wide as a
/// tab.
public typealias VStretchedIndicatorStaticPagerTabViewModel = PagerTabViewModel<
  StretchedIndicatorStaticPagerTabViewRole
>

/// The sizes of `VStretchedIndicatorStaticPagerTabViewModel`.
public enum StretchedIndicatorStaticPagerTabViewRole: PagerTabViewRole {
  public static var modelName: String { "VStretchedIndicatorStaticPagerTabViewModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The tab bar, titles and indicator.
    public var tabBar = PagerTabBarLayout()
    /// Inset of the indicator from each side of its tab.
    @Dimension public var indicatorSideMargin: Double = 0
    /// Whether the indicator stretches between tabs while it moves, as if pulled by the drag.
    public var indicatorStretchesWhileMoving = true
    /// The defaults.
    public init() {}
  }
}
