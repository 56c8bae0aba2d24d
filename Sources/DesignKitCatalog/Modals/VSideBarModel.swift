import DesignKitCore

/// The model of `VSideBar`: a panel sliding from an edge.
public typealias VSideBarModel = GroupedModel<VSideBarRole>

/// The groups of `VSideBarModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
/// `Motion`.
public enum VSideBarRole: GroupedRole {
  /// The edge a side bar slides from.
  public enum Edge: String, StyleChoice {
    /// The edge it slides in from (leading and trailing follow the layout direction).
    case leading, trailing
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Width as a fraction of the container's: 0.67 on iOS, 0.33 on macOS (VComponents 8.1), 0.9 on watchOS (8.1 has
    /// no side bar there: two thirds of a 40 mm watch breaks its content's words at the accessibility sizes).
    public var widthFraction = PlatformTable<Opacity>(iOS: 0.67, macOS: 0.33, watchOS: 0.9)
    /// The radius of each corner of a panel sliding from the leading edge: the theme's radius on the corners away
    /// from that edge (VComponents rounds its trailing corners by 15), none on it. A panel sliding from the trailing
    /// edge takes them mirrored, so its rounded corners stay away from its edge.
    /// On macOS, none (VComponents 8.1).
    public var cornerRadius = PlatformTable<Corners>(
      iOS: Corners(
        topLeading: 0, topTrailing: Metrics.cornerRadius, bottomTrailing: Metrics.cornerRadius, bottomLeading: 0),
      macOS: Corners(0))
    /// Whether right to left the leading and trailing corners change sides with the layout (on), or keep the side
    /// each radius is on left to right (off).
    public var reversesCornersRightToLeft = true
    /// Width of the border, drawn inside the panel's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the panel; a clear color draws none.
    public var shadow = Shadow.presented
    /// Margins around the content.
    public var contentMargins = Insets(Metrics.spacing(2))
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The panel: the elevated screen background, so it rises over the page in dark mode; per platform
    /// (`Palette.presentedSurface`: the window background on macOS, as VComponents 8.1).
    public var background = Palette.presentedSurface
    /// The backdrop over the screen behind.
    public var dimming = Palette.dimming
    /// The border, drawn `layout.borderWidth` wide.
    public var border = Palette.outline
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot; their durations are how long presenting and dismissing last.
  public struct Animations: ModelGroup {
    /// When it slides in: the standard spatial spring (`Motion.spatial`: duration 0.5 s, no bounce), as an iOS panel
    /// slides, easing to rest without overshooting (VComponents slides linearly over 0.2 s).
    public var appear = Motion.spatial
    /// When it slides out: the same spring, back past its edge.
    public var disappear = Motion.spatial
    /// When a swipe toward its edge dismisses it (instead of `disappear`); its duration is how long that lasts
    /// (VComponents 8.1: easeInOut 0.2 s).
    public var swipeDismiss = AnimationSpec.easeInOut(duration: 0.2)
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// The edge it slides from.
    public var edge = Edge.leading
    /// What dismisses it; a swipe toward the edge counts past `swipeThreshold`.
    public var dismissSources = DismissSources(closeButton: false, tapOutside: true, swipe: true)
    /// The defaults.
    public init() {}
  }
}

extension VSideBarModel {
  /// The edge a side bar slides from.
  public typealias Edge = VSideBarRole.Edge
}
