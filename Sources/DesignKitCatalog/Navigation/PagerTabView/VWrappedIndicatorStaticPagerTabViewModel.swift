import DesignKitCore

/// The model of `VWrappedIndicatorStaticPagerTabView`: tabs sharing the width equally, the indicator as wide as the
/// selected tab's title.
public typealias VWrappedIndicatorStaticPagerTabViewModel = PagerTabViewModel<
  WrappedIndicatorStaticPagerTabViewRole
>

/// The sizes of `VWrappedIndicatorStaticPagerTabViewModel`.
public enum WrappedIndicatorStaticPagerTabViewRole: PagerTabViewRole {
  public static var modelName: String { "VWrappedIndicatorStaticPagerTabViewModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The tab bar, titles and indicator.
    public var tabBar = PagerTabBarLayout()
    /// The defaults.
    public init() {}
  }
}
