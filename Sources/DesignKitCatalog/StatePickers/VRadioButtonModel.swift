import DesignKitCore

/// The model of `VRadioButton`: a small circle with a bullet when on, with a title.
public typealias VRadioButtonModel = StatePickerModel<RadioButtonPickerRole>

/// The sizes and colors of `VRadioButtonModel`.
public enum RadioButtonPickerRole: StatePickerRole {
  public static var modelName: String { "VRadioButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Diameter of the circle: 22 on iOS, 16 on macOS (VComponents 8.1).
    public var dimension = PlatformTable<Dimension>(iOS: 22, macOS: 16)
    /// Corner radius of the circle; half its diameter makes it round: 11 on iOS, 8 on macOS.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 11, macOS: 8)
    /// Width of the circle's border: 1.5 on iOS, a hairline (`Metrics.hairline`, 1 pt) on macOS (VComponents 8.1).
    public var borderWidth = PlatformTable<Dimension>(iOS: 1.5, macOS: Dimension(wrappedValue: Metrics.hairline))
    /// Diameter of the bullet: 12 on iOS, 8 on macOS (VComponents 8.1).
    public var bulletDimension = PlatformTable<Dimension>(iOS: 12, macOS: 8)
    /// Corner radius of the bullet; half its diameter makes it round: 6 on iOS, 4 on macOS.
    public var bulletCornerRadius = PlatformTable<Dimension>(iOS: 6, macOS: 4)
    /// How far (points) the tappable area reaches beyond the circle on each side: to the 44 pt minimum target around
    /// each platform's circle (11 on iOS, 14 on macOS).
    public var hitBox = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.hitBox(around: 22)),
      macOS: Dimension(wrappedValue: Metrics.hitBox(around: 16)))
    /// Spacing between the circle and its title: 7 on iOS, 5 on macOS (VComponents 8.1).
    public var titleSpacing = PlatformTable<Dimension>(iOS: 7, macOS: 5)
    /// How the icon sits beside the title.
    public var label = LabelLayout(spacing: Metrics.spacing(0.75), iconSize: 16)
    /// Width of the focus ring, drawn outside the mark.
    @Dimension public var focusRingWidth: Double = 3
    /// The defaults.
    public init() {}
  }

  /// Colors per value and interaction state.
  public struct Colors: ModelGroup {
    /// Fill inside the circle, behind the bullet: clear, and per platform (`Palette.markInside`: VComponents 8.1's
    /// white on macOS).
    public var fill = ValueStateTable<ToggleValue, PlatformColor>(Palette.markInside(iOS: StateTable(Palette.clear)))
    /// Border of the circle.
    public var border = ValueStateTable<ToggleValue, AdaptiveColor>(off: Palette.offMarkBorder, on: Palette.onMark)
    /// The bullet.
    public var bullet = ValueStateTable<ToggleValue, AdaptiveColor>(off: Palette.offMarkFill, on: Palette.onMark)
    /// Title text, per platform (`Palette.controlTitleText`: primary at 85 % on macOS, as VComponents 8.1).
    public var title = Palette.controlTitleText
    /// The icon beside the title.
    public var titleIcon = Palette.titleText
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}
  }
}
