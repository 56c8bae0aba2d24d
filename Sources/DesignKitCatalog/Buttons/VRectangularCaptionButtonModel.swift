import DesignKitCore

/// The model of `VRectangularCaptionButton`: a tinted square with an icon, and a caption (title, optional icon)
/// below it.
public typealias VRectangularCaptionButtonModel = GroupedModel<VRectangularCaptionButtonRole>

/// The groups of `VRectangularCaptionButtonModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VRectangularCaptionButtonRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Size of the square.
    public var rectangleSize = PlatformTable<Size>(iOS: Size(square: 56), watchOS: Size(width: 64, height: 56))
    /// Corner radius of the square.
    @Dimension public var rectangleCornerRadius: Double = 24
    /// Width of the square's border.
    @Dimension public var rectangleBorderWidth: Double = 0
    /// Size of the icon in the square.
    public var iconDimension = PlatformTable<Dimension>(iOS: 24, watchOS: 26)
    /// Margins around the icon in the square.
    public var iconMargins = Insets(3)
    /// Spacing between the square and the caption.
    public var rectangleCaptionSpacing = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.spacing(1)), watchOS: 3)
    /// Largest width of the caption; a longer caption wraps. 100 (VComponents 8.1's, iOS and watchOS), 193 on tvOS,
    /// where 8.1 has no caption button: iOS's 100 pt holds 6.7 em of its 15 pt subheadline, and tvOS sets the caption
    /// at 29 pt, so the same two lines hold the same words.
    public var captionMaxWidth = PlatformTable<Dimension>(iOS: 100, tvOS: 193)
    /// Most lines of the caption's title; more are cut with an ellipsis.
    public var captionLineLimit = 2
    /// Alignment of the caption's lines.
    public var captionAlignment = LineAlignment.center
    /// Spacing between the caption's icon and title.
    @Dimension public var captionIconTitleSpacing: Double = Metrics.spacing(1)
    /// Size of the caption's icon.
    public var captionIconDimension = PlatformTable<Dimension>(iOS: 16, watchOS: 18)
    /// Smallest scale the caption's title shrinks to before it wraps.
    @ScaleFactor public var captionMinimumScaleFactor: Double = 0.75
    /// Scale of the square and caption per interaction state.
    public var scale = StateTable<InteractionState, ScaleFactor>(1)
    /// Width of the focus ring, drawn outside the square.
    @Dimension public var focusRingWidth: Double = 3
    /// Scale of the square (its border and shadow with it) per interaction state, about its centre, on top of
    /// `scale` (VComponents 8.1's `rectanglePressedScale`).
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var rectangleScale = Motion.pressScale
    /// Scale of the square's icon per interaction state, about its centre, on top of `scale` (8.1's
    /// `labelImagePressedScale`).
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var iconScale = Motion.pressScale
    /// Scale of the caption per interaction state, about its centre, on top of `scale` (8.1's
    /// `captionPressedScale`).
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var captionScale = Motion.pressScale
    /// The shadow under the square per interaction state; a clear color draws none.
    public var shadow = StateTable<InteractionState, Shadow>(.none)
    /// Where the caption's icon sits against its title (VComponents 8.1's `captionTextAndCaptionImagePlacement`).
    public var captionIconPlacement = LabelPlacement.leading
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// The square: the accent, faint.
    public var rectangle = Palette.interactiveFill(Palette.accent.opacity(0.25))
    /// The square's border, drawn when `layout.rectangleBorderWidth` is above zero.
    public var rectangleBorder = StateTable<InteractionState, AdaptiveColor>(Palette.clear)
    /// The icon in the square: the accent as an icon on the canvas.
    public var icon = Palette.interactiveFill(Palette.link)
    /// The caption's title (its icon's color is `captionIcon`): dimmed while pressed.
    public var caption = ButtonColors.borderless(Palette.primaryText).content
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The caption's icon: the caption title's colors unless set apart (VComponents 8.1 colors them apart).
    public var captionIcon = ButtonColors.borderless(Palette.primaryText).content
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The caption's title: subheadline; body on macOS and watchOS.
    public var caption = Typography.compactTitle(.subheadline)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior
}
