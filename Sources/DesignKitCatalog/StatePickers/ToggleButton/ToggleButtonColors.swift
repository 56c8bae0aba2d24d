import DesignKitCore

/// The colors of a toggle button per value and interaction state: the neutral fill when off (pressed lighter in dark
/// mode, where a darker fill would not show), the accent when on.
public struct ToggleButtonColors: ModelGroup {
  /// Background fill, per platform when off (`Palette.offButtonFill`: VComponents 8.1's black at 10 % on macOS, 60
  /// gray on watchOS in the dark scheme).
  public var background = ValueStateTable<ToggleValue, PlatformColor>(
    off: Palette.offButtonFill(iOS: Palette.interactiveNeutralFill(Palette.fill)),
    on: PlatformStateColors(everyPlatform: Palette.onMark))
  /// The title (the icon's color is `icon`).
  public var content = ValueStateTable<ToggleValue, AdaptiveColor>(
    off: Palette.interactiveContent(Palette.primaryText), on: Palette.interactiveContent(Palette.onAccent))
  /// Border, drawn when `layout.borderWidth` is above zero.
  public var border = ValueStateTable<ToggleValue, AdaptiveColor>(.init(Palette.clear))
  /// Focus ring, shown when focused from the keyboard.
  public var focusRing = ValueStateTable<ToggleValue, AdaptiveColor>(Palette.focusRing)
  /// The icon: the title's colors unless set apart (VComponents 8.1 colors a toggle button's icon and title apart).
  public var icon = ValueStateTable<ToggleValue, AdaptiveColor>(
    off: Palette.interactiveContent(Palette.primaryText), on: Palette.interactiveContent(Palette.onAccent))
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}

  /// The contrast pairs of a toggle button: its title and icon on its background.
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.content", background: "colors.background")]
  }
}
