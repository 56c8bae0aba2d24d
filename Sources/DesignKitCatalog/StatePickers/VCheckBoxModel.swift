import DesignKitCore

/// The model of `VCheckBox`: a small box that is off, on (a checkmark) or indeterminate (a dash), with a title.
public typealias VCheckBoxModel = StatePickerModel<CheckBoxPickerRole>

/// The sizes and colors of `VCheckBoxModel`.
public enum CheckBoxPickerRole: StatePickerRole {
  public static var modelName: String { "VCheckBoxModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Side of the box: 22 on iOS, 16 on macOS (VComponents 8.1).
    public var dimension = PlatformTable<Dimension>(iOS: 22, macOS: 16)
    /// Corner radius of the box: 11 on iOS (a round box, as VComponents 8.1 draws it there), 4 on macOS.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 11, macOS: 4)
    /// Width of the box's border: 1.5 on iOS, a hairline (`Metrics.hairline`, 1 pt) on macOS (VComponents 8.1).
    public var borderWidth = PlatformTable<Dimension>(iOS: 1.5, macOS: Dimension(wrappedValue: Metrics.hairline))
    /// Size of the checkmark or dash: 11 on iOS, 9 on macOS (VComponents 8.1).
    public var iconDimension = PlatformTable<Dimension>(iOS: 11, macOS: 9)
    /// The glyph of an on box.
    public var onIcon = DrawingIcon.checkmark
    /// The glyph of an indeterminate box.
    public var indeterminateIcon = DrawingIcon.minus
    /// How far (points) the tappable area reaches beyond the box on each side: to the 44 pt minimum target around
    /// each platform's box (11 on iOS, 14 on macOS).
    public var hitBox = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.hitBox(around: 22)),
      macOS: Dimension(wrappedValue: Metrics.hitBox(around: 16)))
    /// Spacing between the box and its title: 7 on iOS, 5 on macOS (VComponents 8.1).
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
    /// Fill of the box; off, per platform (`Palette.markInside`: VComponents 8.1's white on macOS).
    public var fill = ValueStateTable<CheckboxValue, PlatformColor>(
      off: Palette.markInside(iOS: Palette.offMarkFill), on: PlatformStateColors(everyPlatform: Palette.onMark))
    /// Border of the box.
    public var border = ValueStateTable<CheckboxValue, AdaptiveColor>(
      off: Palette.offMarkBorder, on: .init(Palette.clear))
    /// The checkmark or dash.
    public var icon = StateTable<InteractionState, AdaptiveColor>(Palette.onAccent)
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
