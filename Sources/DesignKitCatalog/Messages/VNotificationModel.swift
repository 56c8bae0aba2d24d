import DesignKitCore

/// The model of `VNotification`: a card at the top of the screen with an icon, a title and a message, dismissed by
/// its timer, a swipe or its owner.
public struct VNotificationModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Distance from the screen edge it appears at.
    @Dimension public var edgeOffset: Double = Metrics.spacing(0.5)
    /// Margin to the screen's sides (in portrait; the notification stretches between them).
    @Dimension public var sideMargin: Double = Metrics.spacing(2)
    /// Width as a fraction of the screen's in landscape.
    @Fraction public var landscapeWidthFraction: Double = 0.5
    /// Corner radius.
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Width of the border.
    @Dimension public var borderWidth: Double = 0
    /// Margins around the icon and texts.
    public var margins = Insets(Metrics.spacing(2))
    /// Spacing between the icon and the texts.
    @Dimension public var iconTextSpacing: Double = Metrics.spacing(1.5)
    /// Spacing between the title and the message.
    @Dimension public var titleMessageSpacing: Double = 2
    /// Size of the icon.
    @Dimension public var iconDimension: Double = 22
    /// Size of the rounded square behind the icon.
    @Dimension public var iconBackgroundDimension: Double = 44
    /// Corner radius of the square behind the icon.
    @Dimension public var iconBackgroundCornerRadius: Double = 10
    /// Most lines of the title.
    public var titleLineLimit = 2
    /// Most lines of the message.
    public var messageLineLimit = 2
    /// Smallest scale the texts shrink to before they are cut.
    @ScaleFactor public var minimumScaleFactor: Double = 0.75
    /// The shadow under the notification.
    public var shadow = Shadow(color: AdaptiveColor(Color(white: 0, alpha: 0.15)), radius: 20)
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
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

  /// Animations per transition slot; appear and disappear durations are how long they last.
  public struct Animations: Codable, Sendable, Equatable {
    /// When it appears.
    public var appear = AnimationSpec.easeOut(duration: 0.2)
    /// When it disappears.
    public var disappear = AnimationSpec.easeIn(duration: 0.2)
    /// When a pointer starts or stops hovering.
    public var hover = Motion.hover
    /// When focus arrives or leaves.
    public var focus = Motion.focus
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// The edge it appears at.
    public var edge = VToastTypeModel.Edge.top
    /// Seconds it stays shown; 0 keeps it until dismissed.
    @Seconds public var displayDuration: Double = 5
    /// Whether hover or focus pauses the display timer.
    public var pausesOnHoverOrFocus = true
    /// Whether a swipe toward its edge past `swipeThreshold` dismisses it.
    public var dismissesOnSwipe = true
    /// How far (points) a swipe must go to dismiss.
    @Dimension public var swipeThreshold: Double = 50
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(
    title: Typography.font(.callout, weight: .semibold), message: Typography.font(.callout))
  /// Animations per transition slot.
  public var animations = Animations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  public init() {}

  /// The toast machine's parameters: durations from the animations and the misc settings.
  public var parameters: ToastParameters {
    var p = ToastParameters()
    p.appearDuration = AnimationEvaluator(animations.appear).duration
    p.disappearDuration = AnimationEvaluator(animations.disappear).duration
    p.displayDuration = misc.displayDuration > 0 ? misc.displayDuration : .infinity
    p.swipeThreshold = misc.dismissesOnSwipe ? misc.swipeThreshold : nil
    p.pausesOnHoverOrFocus = misc.pausesOnHoverOrFocus
    return p
  }
}
