import DesignKitCore

/// The model of `VNavigationView`: a navigation bar over a stack of screens and the push / pop transitions.
public typealias VNavigationViewModel = GroupedModel<VNavigationViewRole>

/// The groups of `VNavigationViewModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VNavigationViewRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the navigation bar; it grows with its title's Dynamic Type size.
    @Dimension public var minNavigationBarHeight: Double = 44
    /// Margins of the bar's content from the screen edges.
    public var navigationBarMargins = Insets(horizontal: Metrics.spacing(2), vertical: 0)
    /// Whether the bar's title moves under its items when it does not fit between them at its full size, per
    /// platform: on watchOS, whose bar is too narrow for a title between two items (the items keep the bar's ends, the
    /// title is centred under them and cut with "…" only when it is wider than the screen); elsewhere it stays between
    /// them and is cut with "…", as iOS does.
    public var movesTitleBelowItems = PlatformTable<Bool>(iOS: false, watchOS: true)
    /// Size of the back button's chevron.
    @Dimension public var backButtonIconDimension: Double = 17
    /// Spacing between the chevron and the back button's title.
    @Dimension public var backButtonSpacing: Double = Metrics.spacing(0.5)
    /// Thickness of the line under the bar.
    @Dimension public var separatorHeight: Double = Metrics.hairline
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The screens' background.
    public var background = Palette.canvas
    /// The navigation bar.
    public var navigationBar = Palette.layer
    /// The top screen's title.
    public var title = Palette.primaryText
    /// The back button.
    public var backButton = Palette.link
    /// The line under the bar.
    public var separator = Palette.separator
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The title.
    public var title = Typography.font(.headline)
    /// How the title is set: lines, shrinking, case, alignment.
    public var titleConfiguration = TextConfiguration.singleLine
    /// The back button's title.
    public var backButton = Typography.font(.body)
    /// How the back button's title is set: lines, shrinking, case, alignment.
    public var backButtonConfiguration = TextConfiguration.singleLine
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot; their durations are how long pushes and pops last.
  public struct Animations: ModelGroup {
    /// When a screen is pushed.
    public var push = Motion.spatial
    /// When the top screen is popped.
    public var pop = Motion.spatial
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether a swipe from the leading edge pops.
    public var isSwipeBackEnabled = true
    /// How far (points) a swipe back must go to pop.
    @Dimension public var swipeBackThreshold: Double = 100
    /// The defaults.
    public init() {}
  }
}

extension VNavigationViewModel {
  /// The stack machine's parameters for `destinationCount` destinations: durations of the push and pop animations
  /// and the swipe-back distance.
  public func stackParameters(destinationCount: Int) -> NavigationStackParameters {
    var p = NavigationStackParameters()
    p.pushDuration = AnimationEvaluator(animations.push).duration
    p.popDuration = AnimationEvaluator(animations.pop).duration
    p.swipeBackThreshold = misc.isSwipeBackEnabled ? misc.swipeBackThreshold : nil
    p.destinationCount = destinationCount
    return p
  }
}
