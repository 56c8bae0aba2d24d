import DesignKitCore

/// The model of `VSquareButton`: a square filled button with a short title or an icon.
public typealias VSquareButtonModel = FilledButtonModel<SquareButtonRole>

/// The sizes and title font of `VSquareButtonModel`.
public enum SquareButtonRole: FilledButtonRole {
  public static var modelName: String { "VSquareButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup, BorderedLayout {
    /// Side of the square.
    public var dimension = PlatformTable<Dimension>(iOS: 56, macOS: 28)
    /// Corner radius of the background.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 16, macOS: 6)
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: 3, vertical: 3)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// How the icon sits beside the title: above it, so a button with both stays square; the icon 24 on iOS, 14 on
    /// macOS, 26 on watchOS (VComponents 8.1's rectangular button).
    public var label = LabelLayout(
      placement: .top, spacing: Metrics.spacing(0.5),
      iconSizes: PlatformTable<Dimension>(iOS: 24, macOS: 14, watchOS: 26))
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

  /// Semibold subheadline (the type scale has no 14 pt style, which VComponents uses); body on macOS, semibold body
  /// on watchOS.
  public static var titleFont: PlatformFont {
    Typography.compactTitle(.subheadline, weight: .semibold, macOSWeight: .regular)
  }
}
