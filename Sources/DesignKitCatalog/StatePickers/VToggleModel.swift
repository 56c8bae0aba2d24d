import DesignKitCore

/// The model of `VToggle`: an on/off switch with an optional title.
public typealias VToggleModel = StatePickerModel<TogglePickerRole>

/// The sizes and colors of `VToggleModel`.
public enum TogglePickerRole: StatePickerRole {
  public static var modelName: String { "VToggleModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Size of the track: 51 × 31 on iOS, 38 × 22 on macOS, 34 × 22 on watchOS (VComponents 8.1).
    public var size = PlatformTable<Size>(
      iOS: Size(width: 51, height: 31), macOS: Size(width: 38, height: 22), watchOS: Size(width: 34, height: 22))
    /// Corner radius of the track: half its height, 15.5 on iOS, 11 on macOS and watchOS.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 15.5, macOS: 11, watchOS: 11)
    /// Diameter of the thumb: 27 on iOS, 20 on macOS and watchOS (VComponents 8.1).
    public var thumbDimension = PlatformTable<Dimension>(iOS: 27, macOS: 20, watchOS: 20)
    /// Corner radius of the thumb; half its height makes it round: 13.5 on iOS, 10 on macOS and watchOS.
    public var thumbCornerRadius = PlatformTable<Dimension>(iOS: 13.5, macOS: 10, watchOS: 10)
    /// Smallest height of the tappable row around the switch and its title (the switch is shorter than Apple's
    /// 44 pt minimum target; the row is not); the row grows with its title (Dynamic Type).
    @Dimension public var minHitHeight: Double = 44
    /// Spacing between the toggle and its title, per platform as VComponents 8.1's `toggleAndLabelSpacing`: 7 on iOS,
    /// 5 on macOS and watchOS; at least clear of the focus ring (`titled`).
    public var titleSpacing = PlatformTable<Dimension>(iOS: 7, macOS: 5, watchOS: 5)
    /// How the icon sits beside the title.
    public var label = LabelLayout(spacing: Metrics.spacing(0.75), iconSize: 16)
    /// Where the thumb sits along the track: 0 at the leading end, 1 at the trailing end.
    public var thumbPosition = StateTable<ToggleValue, Fraction>(off: 0, on: 1)
    /// How much wider the thumb gets per interaction state (a pressed thumb stretches, as on iOS).
    public var thumbStretch = StateTable<InteractionState, Dimension>(enabled: 0, pressed: 6, disabled: 0)
    /// The thumb's shadow; a clear color draws none.
    public var thumbShadow = Shadow(color: AdaptiveColor(Color(white: 0, alpha: 0.25)), radius: 1.5, y: 1.5)
    /// How the track's corners bend (alike while the radius is half the height).
    public var cornerStyle = CornerStyle.circular
    /// Width of the focus ring, drawn outside the track.
    @Dimension public var focusRingWidth: Double = 3
    /// Width of the border, drawn inside the track's edge; 0 draws none: none on iOS and watchOS, a hairline
    /// (`Metrics.hairline`, 1 pt; VComponents 8.1 draws one pixel) on macOS.
    public var borderWidth = PlatformTable<Dimension>(iOS: 0, macOS: Dimension(wrappedValue: Metrics.hairline))
    /// The defaults.
    public init() {}
  }

  /// Colors per value and interaction state.
  public struct Colors: ModelGroup {
    /// Track fill: the outline role when off, so the track keeps the 3:1 of a control's boundary; the accent when on.
    /// Pressing keeps the color (the stretching thumb is the pressed look, as on iOS): a darkened track would sink
    /// into a dark canvas.
    /// Off, the track follows the platform (`Palette.offTrack`: VComponents 8.1's primary at 10 % on macOS, 60 gray on
    /// watchOS in the dark scheme).
    public var fill = ValueStateTable<ToggleValue, PlatformColor>(
      off: Palette.offTrack(iOS: Palette.steadyFill(Palette.outline)),
      on: PlatformStateColors(everyPlatform: Palette.steadyFill(Palette.accent)))
    /// Thumb fill.
    public var thumb = ValueStateTable<ToggleValue, AdaptiveColor>(.init(AdaptiveColor(Color(white255: 254))))
    /// Title text, per platform (`Palette.controlTitleText`: primary at 85 % on macOS, as VComponents 8.1).
    public var title = Palette.controlTitleText
    /// The icon beside the title.
    public var titleIcon = Palette.titleText
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The track's border per value and interaction state, drawn `layout.borderWidth` wide (VComponents, where it draws
    /// one, clears it when on; alike here, so that a value change animates only what shows).
    /// On macOS, VComponents 8.1's grays: 200 (dark: 80), pressed 170 (110), disabled 220 (70), clear when on.
    public var border = ValueStateTable<ToggleValue, PlatformColor>(
      off: PlatformStateColors(
        iOS: Palette.controlBorder,
        macOS: StateTable(
          enabled: Palette.gray(200, 80), pressed: Palette.gray(170, 110), disabled: Palette.gray(220, 70))),
      on: PlatformStateColors(iOS: Palette.controlBorder, macOS: StateTable(Palette.clear)))
    /// Opacity of the thumb and its shadow (a disabled thumb fades into the track, as on iOS).
    public var thumbOpacity = StateTable<InteractionState, Opacity>(enabled: 1, pressed: 1, disabled: 0.5)
    /// The defaults.
    public init() {}
  }
}
