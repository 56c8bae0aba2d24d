import DesignKitCore

/// The model of `VToast`: one model per type (`VToast.Kind`), each tinted with its role color and playing its
/// notification feedback when it appears (as VComponents 8's `info`, `success`, `warning` and `error` toasts).
public struct VToastModel: ComponentModel {
  /// An informational toast.
  public var info = VToastTypeModel.tinted(Palette.info, haptic: .success)
  /// A toast confirming success.
  public var success = VToastTypeModel.tinted(Palette.success, haptic: .success)
  /// A warning toast.
  public var warning = VToastTypeModel.tinted(Palette.warning, haptic: .warning)
  /// An error toast.
  public var error = VToastTypeModel.tinted(Palette.error, haptic: .error)

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}

  /// The model of `type`.
  public subscript(type: VToast.Kind) -> VToastTypeModel {
    switch type {
    case .info: info
    case .success: success
    case .warning: warning
    case .error: error
    }
  }
}

/// The model of one type of `VToast`.
public struct VToastTypeModel: ComponentModel {
  /// The screen edge a toast appears at.
  public enum Edge: String, StyleChoice {
    /// The edge it appears at.
    case top, bottom
  }

  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Distance from the screen edge.
    @Dimension public var edgeOffset: Double = Metrics.spacing(2.5)
    /// Largest width as a fraction of the screen's, per platform: 0.9, 0.95 on watchOS, where a toast spans the screen
    /// with small margins (4 pt each side on a 40 mm watch).
    public var maxWidthFraction = PlatformTable<Opacity>(iOS: 0.9, watchOS: 0.95)
    /// Corner radius (the theme's radius; VComponents draws a capsule).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Margins around the text, per platform: one spacing unit all round on watchOS's narrow screen.
    public var margins = PlatformTable<Insets>(
      iOS: Insets(horizontal: Metrics.spacing(2.5), vertical: Metrics.spacing(1.5)), watchOS: Insets(Metrics.spacing(1))
    )
    /// Width of the border in the type's color.
    @Dimension public var borderWidth: Double = 1.5
    /// The shadow under the toast; a clear color draws none.
    public var shadow = Shadow.message
    /// Size of the type's icon.
    @Dimension public var iconDimension: Double = 20
    /// Spacing between the icon and the text.
    @Dimension public var iconSpacing: Double = Metrics.spacing(1)
    /// The width of the screen it is shown on when nothing gives it one (the gallery), the environment's platform's
    /// (`Size.sampleScreens`); a presentation host sets the real one. It is what the widths above are of.
    public var screenWidth = Size.sampleScreens.map { Dimension(wrappedValue: $0.width) }
    /// The defaults.
    public init() {}
  }

  /// Colors (DesignKit tints the icon and border with the type's color and keeps the text on the layer; VComponents
  /// fills the capsule with it, which fails text contrast for success).
  public struct Colors: Codable, Sendable, Equatable {
    /// The toast: the elevated screen background, so it rises over the page in dark mode.
    public var background = Palette.elevated.system
    /// The text.
    public var text = Palette.primaryText
    /// The type's icon.
    public var icon = Palette.info
    /// The border.
    public var border = Palette.info
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TextFonts

  /// Animations per transition slot; appear and disappear durations are how long they last.
  public struct Animations: ModelGroup {
    /// When it appears.
    public var appear = Motion.appear
    /// When it disappears.
    public var disappear = Motion.disappear
    /// When a pointer starts or stops hovering.
    public var hover = Motion.hover
    /// When focus arrives or leaves.
    public var focus = Motion.focus
    /// When a swipe toward its edge dismisses it (instead of `disappear`); its duration is how long that lasts.
    public var swipeDismiss = AnimationSpec.easeInOut(duration: 0.2)
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// The edge it appears at.
    public var edge = Edge.bottom
    /// Seconds it stays shown; 0 keeps it until dismissed.
    @Seconds public var displayDuration: Double = 3
    /// Whether hover or focus pauses the display timer.
    public var pausesOnHoverOrFocus = true
    /// Whether a swipe toward its edge dismisses it (past `swipeThresholdFraction`, or a flick).
    public var dismissesOnSwipe = true
    /// The fraction of its height a swipe toward its edge must travel to dismiss it.
    @Fraction public var swipeThresholdFraction: Double = 0.2
    /// The speed (points per second) toward its edge at which a shorter swipe dismisses it too.
    @Dimension public var flickVelocity: Double = 300
    /// The feedback its appearing plays.
    public var haptics = PresentationHaptics(presented: .silent)
    /// The defaults.
    public init() {}

    /// The defaults with another edge and display duration.
    public init(edge: Edge, displayDuration: Double) {
      self.edge = edge
      self.displayDuration = displayDuration
    }

    /// The toast machine's tunables: durations from `animations` and these settings.
    public func parameters(_ animations: Animations) -> ToastParameters {
      var p = ToastParameters()
      p.appearDuration = AnimationEvaluator(animations.appear).duration
      p.disappearDuration = AnimationEvaluator(animations.disappear).duration
      p.swipeDismissDuration = AnimationEvaluator(animations.swipeDismiss).duration
      p.displayDuration = displayDuration > 0 ? displayDuration : .infinity
      p.swipeThresholdFraction = dismissesOnSwipe ? swipeThresholdFraction : nil
      p.flickVelocity = flickVelocity
      p.edge = edge == .top ? .top : .bottom
      p.pausesOnHoverOrFocus = pausesOnHoverOrFocus
      return p
    }
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(
    text: Typography.font(.body, weight: .semibold), textConfiguration: TextConfiguration(minimumScaleFactor: 0.75))
  /// Animations per transition slot.
  public var animations = Animations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}

  /// A toast tinted with `tint` that plays `haptic` when it has appeared.
  public static func tinted(_ tint: AdaptiveColor, haptic: Haptic) -> VToastTypeModel {
    var model = VToastTypeModel()
    model.colors.icon = tint
    model.colors.border = tint
    model.misc.haptics = PresentationHaptics(presented: haptic)
    return model
  }

  /// The toast machine's parameters: durations from the animations and the misc settings.
  public var parameters: ToastParameters { misc.parameters(animations) }
}
