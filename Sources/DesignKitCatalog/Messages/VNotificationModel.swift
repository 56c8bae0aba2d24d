import DesignKitCore

/// The model of `VNotification`: a card at the top of the screen with an icon, a title and a message, dismissed by
/// its timer, a swipe or its owner.
public typealias VNotificationModel = GroupedModel<VNotificationRole>

/// The groups of `VNotificationModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VNotificationRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Distance from the screen edge it appears at.
    @Dimension public var edgeOffset: Double = Metrics.spacing(0.5)
    /// Margin to the screen's sides (the notification stretches between them), per platform: two spacing units, half a
    /// unit on watchOS, where the notification spans the screen with small margins as a watch's own do.
    public var sideMargin = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.spacing(2)), watchOS: Dimension(wrappedValue: Metrics.spacing(0.5)))
    /// Corner radius.
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Width of the border.
    @Dimension public var borderWidth: Double = 0
    /// Margins around the icon and texts, per platform: two spacing units, one on watchOS's narrow screen.
    public var margins = PlatformTable<Insets>(iOS: Insets(Metrics.spacing(2)), watchOS: Insets(Metrics.spacing(1)))
    /// Whether the icon sits above the title and message at every text size, per platform: on watchOS, as a watch's
    /// notification shows its app's icon above the title (beside it, the title of a 40 mm watch's notification would
    /// have half the screen); elsewhere it moves above them only past `Drawing.stackingScale`.
    public var stacksIcon = PlatformTable<Bool>(iOS: false, watchOS: true)
    /// Spacing between the icon and the texts.
    @Dimension public var iconTextSpacing: Double = Metrics.spacing(1.5)
    /// Spacing between the title and the message.
    @Dimension public var titleMessageSpacing: Double = 2
    /// Size of the icon.
    @Dimension public var iconDimension: Double = 22
    /// Width and height of the rounded rectangle behind the icon.
    public var iconBackgroundSize = Size(square: 44)
    /// Corner radius of the rounded rectangle behind the icon.
    @Dimension public var iconBackgroundCornerRadius: Double = 10
    /// The shadow under the notification.
    public var shadow = Shadow(color: AdaptiveColor(Color(white: 0, alpha: 0.15)), radius: 20)
    /// The width of the screen it is shown on when nothing gives it one (the gallery), the environment's platform's
    /// (`Size.sampleScreens`); a presentation host sets the real one. It is what the widths above are of.
    public var screenWidth = Size.sampleScreens.map { Dimension(wrappedValue: $0.width) }
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The notification.
    public var background = Palette.layer
    /// The border, drawn when `layout.borderWidth` is above zero.
    public var border = Palette.clear
    /// The icon.
    public var icon = Palette.primaryText
    /// The rounded square behind the icon.
    public var iconBackground = Palette.fill
    /// The title.
    public var title = Palette.primaryText
    /// The message.
    public var message = Palette.secondaryText
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TitleMessageFonts

  /// Animations per transition slot (a toast's); appear and disappear durations are how long they last.
  public typealias Animations = VToastTypeModel.Animations

  /// Behaviour (a toast's: its edge, display duration and dismiss settings).
  public typealias Misc = VToastTypeModel.Misc

  /// The model's default fonts, set apart from the group's own defaults: the title on two lines at most, the message
  /// on four (as an iOS banner shows its body; a 40 mm watch's card needs them for a two-line iPhone message).
  public static var fonts: Fonts {
    Fonts(
      title: Typography.font(.callout, weight: .semibold), message: Typography.font(.callout),
      titleConfiguration: TextConfiguration(maximumLines: 2, minimumScaleFactor: 0.75),
      messageConfiguration: TextConfiguration(maximumLines: 4, minimumScaleFactor: 0.75))
  }

  /// The model's default misc, set apart from the group's own defaults.
  public static var misc: Misc { Misc(edge: .top, displayDuration: 5) }
}

extension VNotificationModel {
  /// The toast machine's parameters: durations from the animations and the misc settings.
  public var parameters: ToastParameters { misc.parameters(animations) }
}
