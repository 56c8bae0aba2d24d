import DesignKitCore

/// The model of `VRectangularToggleButton`: a square toggle button with an icon or a short title.
public typealias VRectangularToggleButtonModel = ToggleButtonModel<RectangularToggleButtonRole>

/// The sizes and title font of `VRectangularToggleButtonModel`.
public enum RectangularToggleButtonRole: ToggleButtonRole {
  public static var modelName: String { "VRectangularToggleButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Size of the button.
    public var size = PlatformTable<Size>(
      iOS: Size(square: 56), macOS: Size(square: 28), watchOS: Size(width: 64, height: 56))
    /// Corner radius of the background.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 16, macOS: 6)
    /// Width of the border.
    @Dimension public var borderWidth: Double = 0
    /// Margins around the icon or title.
    public var contentMargins = Insets(3)
    /// Size of the icon: 24 on iOS, 14 on macOS, 26 on watchOS (VComponents 8.1).
    public var iconDimension = PlatformTable<Dimension>(iOS: 24, macOS: 14, watchOS: 26)
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
    /// The defaults.
    public init() {}
  }

  /// Semibold subheadline; body on macOS, semibold body on watchOS.
  public static var titleFont: PlatformFont {
    Typography.compactTitle(.subheadline, weight: .semibold, macOSWeight: .regular)
  }
}
