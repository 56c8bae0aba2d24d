import DesignKitCore

/// The model of `VWrappedToggleButton`: a capsule toggle button as wide as its title and icon.
public typealias VWrappedToggleButtonModel = ToggleButtonModel<WrappedToggleButtonRole>

/// The sizes and title font of `VWrappedToggleButtonModel`.
public enum WrappedToggleButtonRole: ToggleButtonRole {
  public static var modelName: String { "VWrappedToggleButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Height of the button; it grows with its title (Dynamic Type).
    public var minHeight = PlatformTable<Dimension>(iOS: 32, watchOS: 48)
    /// Corner radius of the background (half the height: a capsule).
    public var cornerRadius = PlatformTable<Dimension>(iOS: 16, watchOS: 24)
    /// How far (points) the tappable area reaches beyond the button above and below.
    @Dimension public var hitBox: Double = Metrics.hitBox(around: 32)
    /// Width of the border.
    @Dimension public var borderWidth: Double = 0
    /// Margins around the title and icon.
    public var contentMargins = Insets(horizontal: Metrics.spacing(2), vertical: 3)
    /// Spacing between the icon and the title.
    @Dimension public var iconTitleSpacing: Double = Metrics.spacing(1)
    /// Size of the icon: 16 on iOS and macOS, 18 on watchOS (VComponents 8.1).
    public var iconDimension = PlatformTable<Dimension>(iOS: 16, watchOS: 18)
    /// Scale of the background and content per interaction state.
    public var scale = StateTable<InteractionState, ScaleFactor>(1)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// Scale of the background (its border and shadow with it) per interaction state, about its centre, on top of
    /// `scale` (VComponents 8.1's `backgroundPressedScale`).
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var backgroundScale = Motion.pressScale
    /// Scale of the title and icon per interaction state, about their centre, on top of `scale` (8.1's
    /// `labelPressedScale`).
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var labelScale = Motion.pressScale
    /// The shadow under the background, off and on, per interaction state; a clear color draws none.
    public var shadow = ValueStateTable<ToggleValue, Shadow>(.init(.none))
    /// Where the icon sits against the title (VComponents 8.1's `labelTextAndLabelImagePlacement`).
    public var iconPlacement = LabelPlacement.leading
    /// The defaults.
    public init() {}
  }

  /// Semibold subheadline; semibold body on macOS and watchOS.
  public static var titleFont: PlatformFont { Typography.compactTitle(.subheadline, weight: .semibold) }
}
