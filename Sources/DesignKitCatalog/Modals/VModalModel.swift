import DesignKitCore

/// The model of `VModal`: a centered container with a header, a close button (its child model) and a dimmed
/// backdrop.
public struct VModalModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Width as a fraction of the container's: 0.9 on iOS and visionOS, 0.5 on macOS, 0.85 on tvOS (VComponents 8.1),
    /// the whole screen on watchOS (8.1 has no modal there; a watch's sheet is full screen).
    ///
    /// Not 8.1's 0.5 on visionOS: that is half a visionOS window (1280 pt wide by default); in a window as narrow as a
    /// phone, half of it breaks the header's words at accessibility text sizes (the audit on visionOS, which has
    /// Dynamic Type; macOS, at 0.5, has none). A preset for wide windows sets `{"visionOS": 0.5}`.
    public var widthFraction = PlatformTable<Opacity>(iOS: 0.9, macOS: 0.5, watchOS: 1, tvOS: 0.85)
    /// Height as a fraction of the container's: 0.6 on iOS, 0.8 on macOS, tvOS and visionOS (VComponents 8.1), the
    /// whole screen on watchOS.
    public var heightFraction = PlatformTable<Opacity>(iOS: 0.6, macOS: 0.8, watchOS: 1, tvOS: 0.8, visionOS: 0.8)
    /// The radius of each corner of the container (the theme's radius; VComponents rounds by 15); one number in a
    /// preset sets every corner.
    public var cornerRadius = Corners(Metrics.cornerRadius)
    /// Whether right to left the leading and trailing corners change sides with the layout (on), or keep the side
    /// each radius is on left to right (off).
    public var reversesCornersRightToLeft = true
    /// Width of the border, drawn inside the container's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the container; a clear color draws none.
    public var shadow = Shadow.presented
    /// The header.
    public var header = HeaderLayout()
    /// Margins around the content.
    public var contentMargins = Insets(Metrics.spacing(2))
    /// Scale the container appears from and disappears to.
    @ScaleFactor public var appearScale: Double = 1.01
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The container: the elevated screen background, so it rises over the page in dark mode; per platform
    /// (`Palette.presentedSurface`: the window background on macOS, as VComponents 8.1).
    public var background = Palette.presentedSurface
    /// The backdrop over the screen behind.
    public var dimming = Palette.dimming
    /// The border, drawn `layout.borderWidth` wide.
    public var border = Palette.outline
    /// The header.
    public var header = HeaderColors()
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = HeaderFonts

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Appear and disappear (standard motion; VComponents fades a modal in and out over 0.05 s).
  public var animations = PresentationAnimations()
  /// What dismisses it.
  public var misc = DismissSources(closeButton: true, tapOutside: true)
  /// The close button in the header.
  public var closeButton = CloseButtonModel()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}
