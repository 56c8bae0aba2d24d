import DesignKitCore

/// The model of `VSecondaryButton`: a compact filled capsule for secondary actions.
public typealias VSecondaryButtonModel = FilledButtonModel<SecondaryButtonRole>

/// The sizes and title font of `VSecondaryButtonModel`.
public enum SecondaryButtonRole: FilledButtonRole {
  public static var modelName: String { "VSecondaryButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup, BorderedLayout {
    /// Smallest height of the button; it grows with its title.
    public var minHeight = PlatformTable<Dimension>(iOS: 32, watchOS: 48)
    /// How far (points) the tappable area reaches beyond the control on each side.
    @Dimension public var hitBox: Double = Metrics.hitBox(around: 32)
    /// Corner radius of the background (half the height: a capsule).
    public var cornerRadius = PlatformTable<Dimension>(iOS: 16, watchOS: 24)
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: Metrics.spacing(1.25), vertical: 3)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// How the icon sits beside the title; the icon 16 on iOS and macOS, 18 on watchOS (VComponents 8.1's wrapped
    /// button).
    public var label = LabelLayout(
      spacing: Metrics.spacing(1), iconSizes: PlatformTable<Dimension>(iOS: 16, macOS: 16, watchOS: 18))
    /// Width of the border, drawn inside the background's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the background per interaction state; a clear color draws none.
    public var shadow = StateTable<InteractionState, Shadow>(.none)
    /// Scale of the background (its border, shadow and focus ring with it) per interaction state, about its centre.
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var backgroundScale = Motion.pressScale
    /// Scale of the title per interaction state, about its centre.
    /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
    public var labelScale = Motion.pressScale
    /// The defaults.
    public init() {}
  }

  /// Semibold callout; semibold body on macOS and watchOS.
  public static var titleFont: PlatformFont { Typography.compactTitle(.callout, weight: .semibold) }
}
