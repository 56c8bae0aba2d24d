import DesignKitCore

/// The defaults of one pager tab view: its sizes. The pager tab views share every other group:
/// `PagerTabViewColors`, `PagerTabViewFonts`, `PagingAnimations` and `PagingBehavior`.
public protocol PagerTabViewRole: GroupedRole
where
  Layout: ModelGroup, Colors == PagerTabViewColors, Fonts == PagerTabViewFonts, Animations == PagingAnimations,
  Misc == PagingBehavior
{}

/// The model of a row of tab headers over swipeable pages, with an indicator under the selected tab that follows the
/// drag (`VDynamicPagerTabView`, `VStretchedIndicatorStaticPagerTabView`, `VWrappedIndicatorStaticPagerTabView`):
/// they share colors, fonts, animations and behaviour, and each is an alias of its own role, which holds its `Layout`.
///
/// A tab changes the page when tapped; a held tab dims, as VComponents 8.1's does.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public typealias PagerTabViewModel<Role: PagerTabViewRole> = GroupedModel<Role>

extension GroupedModel where Role: PagerTabViewRole {
  /// The paging machine's tunables for pages `pageWidth` points wide that settle with the selection animation.
  public func parameters(pageWidth: Double) -> PagingParameters {
    misc.parameters(pageWidth: pageWidth, settling: animations.selection)
  }
}

/// The colors of a pager tab view; a title's color moves from one to the other as the indicator passes.
public struct PagerTabViewColors: ModelGroup {
  /// Background of the tab bar.
  public var tabBarBackground = Palette.canvas
  /// Title of a tab not selected.
  public var tabTitle = Palette.primaryText
  /// Title of the selected tab: the accent as text.
  public var selectedTabTitle = Palette.link
  /// Title of a tab held down, not selected.
  public var pressedTabTitle = Palette.primaryText.opacity(0.3)
  /// Title of the selected tab held down.
  public var pressedSelectedTabTitle = Palette.link.opacity(0.7)
  /// Title of every tab, selected or not, while the view is disabled (VComponents 8.1's disabled tab item color).
  public var disabledTabTitle = Palette.primaryText.opacity(0.3)
  /// The track the indicator slides along.
  public var indicatorTrack = Palette.clear
  /// The indicator under the selected tab.
  public var indicator = Palette.accent
  /// Background of the pages.
  public var pageBackground = Palette.canvas
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}

/// The fonts of a pager tab view.
public struct PagerTabViewFonts: ModelGroup {
  /// A tab's title.
  public var tabTitle = Typography.font(.body)
  /// The selected tab's title.
  public var selectedTabTitle = Typography.font(.body)
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): fonts from `Typography`.
  public init() {}
}

/// The sizes every pager tab view has: the tab bar, the tabs' titles and the indicator.
public struct PagerTabBarLayout: Codable, Sendable, Equatable {
  /// A vertical edge.
  public enum Edge: String, StyleChoice {
    /// The top edge, the bottom edge.
    case top, bottom
  }

  /// Spacing between the tab bar and the pages.
  @Dimension public var tabBarPageSpacing: Double = 0
  /// Margins around a tab's title (its tappable area).
  public var tabMargins = Insets(horizontal: Metrics.spacing(1.25), vertical: Metrics.spacing(1.25))
  /// The smallest height of a tab, its title centred in it: a tab is tapped to select its page, so 44 pt (Apple's
  /// smallest target) by default.
  @Dimension public var tabMinHeight: Double = Metrics.minimumTarget
  /// Smallest scale a tab's title shrinks to before it is cut.
  @ScaleFactor public var tabTitleMinimumScaleFactor: Double = 0.75
  /// Height of the track under the tabs.
  @Dimension public var indicatorTrackHeight: Double = 2
  /// Height of the indicator.
  @Dimension public var indicatorHeight: Double = 2
  /// Corner radius of the indicator.
  @Dimension public var indicatorCornerRadius: Double = 0
  /// Whether the tab bar is above the pages or below them (VComponents 8.1's `tabBarAlignment`).
  public var tabBarEdge = Edge.top
  /// Whether the track and indicator run along the tabs' bottom or their top (8.1's `tabIndicatorStripAlignment`).
  public var indicatorEdge = Edge.bottom
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics`.
  public init() {}
}
