import DesignKitCore

/// The model of `VBaseView`: a screen's background and navigation bar.
public typealias VBaseViewModel = GroupedModel<VBaseViewRole>

/// The groups of `VBaseViewModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VBaseViewRole: GroupedRole {
  /// How the title is drawn.
  public enum TitleDisplayMode: String, StyleChoice {
    /// A title inside the bar; or a large title below it while the content is at its top, moving into the bar once
    /// the content is scrolled (`VBaseView.isScrolled`), as iOS does.
    case inline, large
  }

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
    /// Spacing between items at one end of the bar.
    @Dimension public var itemSpacing: Double = Metrics.spacing(2)
    /// Margins around the screen's content.
    public var contentMargins = Insets(Metrics.spacing(2))
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The screen's background.
    public var background = Palette.canvas
    /// The navigation bar.
    public var navigationBar = Palette.layer
    /// The title.
    public var title = Palette.primaryText
    /// The leading and trailing items, faded when the screen is disabled.
    public var items = Palette.availableContent(Palette.link)
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The inline title.
    public var title = Typography.font(.headline)
    /// How the inline title is set: lines, shrinking, case, alignment.
    public var titleConfiguration = TextConfiguration.singleLine
    /// The large title.
    public var largeTitle = Typography.font(.largeTitle, weight: .bold)
    /// How the large title is set: lines, shrinking, case, alignment. It shrinks to 0.75 before a word of it breaks
    /// (a watch's narrow screen at accessibility sizes).
    public var largeTitleConfiguration = TextConfiguration(minimumScaleFactor: 0.75)
    /// The items.
    public var items = Typography.font(.body)
    /// How the bar items' titles are set: lines, shrinking, case, alignment.
    public var itemsConfiguration = TextConfiguration.singleLine
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether the title is inline in the bar or large below it (a root screen's title, as iOS apps draw it).
    public var titleDisplayMode = TitleDisplayMode.large
    /// The defaults.
    public init() {}
  }

  /// Animations.
  public typealias Animations = AvailabilityAnimations
}

extension VBaseViewModel {
  /// How the title is drawn.
  public typealias TitleDisplayMode = VBaseViewRole.TitleDisplayMode
}
