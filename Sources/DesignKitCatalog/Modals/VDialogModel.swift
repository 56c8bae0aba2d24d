import DesignKitCore

/// The model of `VDialog`: a centered alert whose buttons are button models (its child models
/// `primaryButton`, `secondaryButton`, `destructiveButton`).
public struct VDialogModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Width as a fraction of the container's, per platform: 0.75, the whole screen on watchOS (8.1 has no alert there;
    /// a watch's alert is full screen).
    public var widthFraction = PlatformTable<Opacity>(iOS: 0.75, watchOS: 1)
    /// The widest the dialog is, in points, whatever `widthFraction` gives; 0 sets no limit: none on iOS (iPadOS
    /// follows it, as VComponents 8.1's alert does), 250 on macOS (8.1's absolute 250 pt alert, where a fraction of a
    /// window would grow with it), 640 on tvOS and visionOS, where 8.1 has no alert: DesignKit's, a third of a TV screen
    /// and half the default window, so a dialog does not stretch across a 1920 pt screen.
    public var maxWidth = PlatformTable<Dimension>(iOS: 0, macOS: 250, tvOS: 640, visionOS: 640)
    /// The least space kept between the dialog and the screen's top and bottom edges, per platform: 10 on iOS, 20 on
    /// macOS (VComponents 8.1's alert `marginVertical`), none on watchOS (the alert fills the screen): a dialog taller than the screen less these margins (long text
    /// at the accessibility sizes, stacked buttons) keeps them and grows the screen, as a scroll view's content would.
    public var verticalMargin = PlatformTable<Dimension>(iOS: 10, macOS: 20, watchOS: 0)
    /// The least height as a fraction of the container's, per platform: none, the whole screen on watchOS (a watch's
    /// alert is full screen, its content centred on it).
    public var minHeightFraction = PlatformTable<Opacity>(iOS: 0, watchOS: 1)
    /// The radius of each corner of the container (the theme's radius; VComponents rounds by 20); one number in a
    /// preset sets every corner.
    public var cornerRadius = Corners(Metrics.cornerRadius)
    /// Whether right to left the leading and trailing corners change sides with the layout (on), or keep the side
    /// each radius is on left to right (off).
    public var reversesCornersRightToLeft = true
    /// Width of the border, drawn inside the container's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the container; a clear color draws none.
    public var shadow = Shadow.presented
    /// Margins around the content, per platform: two spacing units, one on watchOS's narrow screen.
    public var margins = PlatformTable<Insets>(iOS: Insets(Metrics.spacing(2)), watchOS: Insets(Metrics.spacing(1)))
    /// Spacing between the title and the message.
    @Dimension public var titleSpacing: Double = Metrics.spacing(0.5)
    /// Spacing between the message and the buttons.
    @Dimension public var buttonsSpacing: Double = Metrics.spacing(2)
    /// Spacing between two buttons side by side: 10 on macOS (VComponents 8.1's; 10 on iOS too, where DesignKit keeps
    /// its spacing unit).
    public var buttonSpacing = PlatformTable<Dimension>(iOS: Dimension(wrappedValue: Metrics.spacing(1)), macOS: 10)
    /// Spacing between stacked buttons (one, or more than two): 10 on macOS (VComponents 8.1's; 5 on iOS, where
    /// DesignKit keeps its spacing unit, as between buttons side by side).
    public var stackedButtonSpacing = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.spacing(1)), macOS: 10)
    /// Scale the container appears from and disappears to (it fades in as it shrinks to full size).
    @ScaleFactor public var appearScale: Double = 1.1
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
    /// The title.
    public var title = Palette.primaryText
    /// The message.
    public var message = Palette.secondaryText
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TitleMessageFonts

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(
    title: Typography.font(.headline, weight: .bold), message: Typography.font(.subheadline),
    titleConfiguration: .init(minimumScaleFactor: 0.75, alignment: .center),
    messageConfiguration: .init(minimumScaleFactor: 0.75, alignment: .center))
  /// Appear and disappear.
  public var animations = PresentationAnimations()
  /// What dismisses it.
  public var misc = DismissSources(closeButton: false, tapOutside: false)
  /// Buttons of the primary and standard roles.
  public var primaryButton = VPrimaryButtonModel.dialogButton(fill: Palette.accent, title: Palette.onAccent)
  /// The cancel button.
  public var secondaryButton = VPrimaryButtonModel.dialogButton(fill: Palette.fill, title: Palette.primaryText)
  /// Buttons of the destructive role (the error role darkened so that white text keeps 4.5:1 in dark mode).
  public var destructiveButton = VPrimaryButtonModel.dialogButton(
    fill: Palette.error.darkened(by: 0.3), title: Palette.onAccent)

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}

extension VPrimaryButtonModel {
  /// A dialog's button filled with `fill`, its title and icon in `title`, 44 pt tall to meet the target size
  /// (VComponents: 40), without haptics (as VComponents' alert buttons); its title shrinks to iOS's 0.75 before a word
  /// breaks.
  static func dialogButton(fill: AdaptiveColor, title: AdaptiveColor) -> VPrimaryButtonModel {
    var model = VPrimaryButtonModel()
    // VComponents 8.1's alert buttons on macOS: 22 high, radius 4, the 13 pt system font (no Dynamic Type there).
    model.layout.minHeight = PlatformTable(iOS: 44, macOS: 22)
    model.layout.cornerRadius[.macOS] = 4
    model.fonts.title[.macOS] = .system(size: 13)
    model.fonts.titleConfiguration.minimumScaleFactor = 0.75
    model.colors.background = Palette.interactiveFill(fill)
    model.colors.title = .init(title)
    // The icon in the title's color: the button model's own (white on the accent) vanishes on a light fill.
    model.colors.icon = .init(title)
    model.misc.haptics = ActionHaptics(actionFired: .silent)
    return model
  }
}
