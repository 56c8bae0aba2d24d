import DesignKitCore

/// The model of `VStretchedToggleButton`: a toggle button as wide as its container, with a title and an optional icon.
public typealias VStretchedToggleButtonModel = ToggleButtonModel<StretchedToggleButtonRole>

/// The sizes and title font of `VStretchedToggleButtonModel`.
public enum StretchedToggleButtonRole: ToggleButtonRole {
  public static var modelName: String { "VStretchedToggleButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Height of the button; it grows with its title (Dynamic Type).
    public var minHeight = PlatformTable<Dimension>(iOS: 48, macOS: 40)
    /// Corner radius of the background.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 14, macOS: 12)
    /// Width of the border.
    @Dimension public var borderWidth: Double = 0
    /// Margins around the title and icon.
    public var contentMargins = Insets(horizontal: Metrics.spacing(2), vertical: 3)
    /// Spacing between the icon and the title.
    @Dimension public var iconTitleSpacing: Double = Metrics.spacing(1)
    /// Size of the icon: 18 on iOS, 16 on macOS (VComponents 8.1).
    public var iconDimension = PlatformTable<Dimension>(iOS: 18, macOS: 16)
    /// Scale of the background and content per interaction state.
    public var scale = StateTable<InteractionState, ScaleFactor>(1)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// Scale of the background (its border and shadow with it) per interaction state, about its centre, on top of
    /// `scale` (VComponents 8.1's `backgroundPressedScale`).
    public var backgroundScale = StateTable<InteractionState, ScaleFactor>(1)
    /// Scale of the title and icon per interaction state, about their centre, on top of `scale` (8.1's
    /// `labelPressedScale`).
    public var labelScale = StateTable<InteractionState, ScaleFactor>(1)
    /// The shadow under the background, off and on, per interaction state; a clear color draws none.
    public var shadow = ValueStateTable<ToggleValue, Shadow>(.init(.none))
    /// Where the icon sits against the title (VComponents 8.1's `labelTextAndLabelImagePlacement`).
    public var iconPlacement = LabelPlacement.leading
    /// The defaults.
    public init() {}
  }

  /// Semibold callout; a fixed semibold 16 pt on macOS, semibold title3 on watchOS.
  public static var titleFont: PlatformFont { Typography.stretchedTitle(.callout) }
}
