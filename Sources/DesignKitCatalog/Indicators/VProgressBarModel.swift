import DesignKitCore

/// The model of `VProgressBar`: a track with a filled part.
public typealias VProgressBarModel = GroupedModel<VProgressBarRole>

/// The groups of `VProgressBarModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette` and sizes from `Metrics`.
public enum VProgressBarRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// The way the bar fills, from its start edge.
    public var direction = AxisDirection.leadingToTrailing
    /// Length of the bar along its direction: a vertical bar is this tall; a horizontal one takes the width offered,
    /// at least this.
    @Dimension public var length: Double = 160
    /// Thickness of the bar (its width when it runs vertically).
    public var height = PlatformTable<Dimension>(iOS: 10, watchOS: 13.5)
    /// Corner radius of the track and the fill.
    public var cornerRadius = PlatformTable<Dimension>(iOS: 5, watchOS: 6.75)
    /// Whether the fill is rounded where it ends inside the track; off, it ends square.
    public var roundsProgressEnd = true
    /// Width of the track's border, drawn inside its edge over the fill; 0 draws none: none on iOS, watchOS, tvOS and
    /// visionOS, a hairline (`Metrics.hairline`, 1 pt; VComponents 8.1 draws one pixel) on macOS.
    public var borderWidth = PlatformTable<Dimension>(iOS: 0, macOS: Dimension(wrappedValue: Metrics.hairline))
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The empty track, per platform as VComponents 8.1's: `Palette.fill` on iOS (iPadOS follows it), black at 5 %
    /// (dark: white at 12.5 %) on macOS, 135 gray (dark: 90) on tvOS, and in the dark scheme 90 gray on watchOS and
    /// white at 20 % on visionOS (neither shows a light scheme; there the light cell keeps iOS's).
    public var track = PlatformColor(
      iOS: Palette.fill,
      macOS: AdaptiveColor(light: Color(white: 0, alpha: 0.05), dark: Color(white: 1, alpha: 0.125)),
      watchOS: Palette.darkOnly(Color(white255: 90), over: Palette.fill),
      tvOS: AdaptiveColor(light: Color(white255: 135), dark: Color(white255: 90)),
      visionOS: Palette.darkOnly(Color(white: 1, alpha: 0.2), over: Palette.fill))
    /// The filled part, per platform as VComponents 8.1's: the accent (8.1's blue) on iOS, macOS and visionOS, and in
    /// the dark scheme 220 gray on tvOS and white on watchOS.
    ///
    /// Not 8.1's 220 gray on tvOS in the light scheme: on a light page it is 1.2:1, and a complete bar vanishes; there
    /// the fill keeps the accent.
    public var progress = PlatformColor(
      iOS: Palette.accent, watchOS: Palette.darkOnly(.white, over: Palette.accent),
      tvOS: Palette.darkOnly(Color(white255: 220), over: Palette.accent))
    /// The track's border, `layout.borderWidth` wide, per platform: on macOS VComponents 8.1's black at 12.5 % (dark:
    /// clear, the track alone shows).
    public var border = PlatformColor(
      iOS: Palette.outline, macOS: AdaptiveColor(light: Color(white: 0, alpha: 0.125), dark: .clear))
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public struct Animations: ModelGroup {
    /// When the progress moves.
    public var progress = AnimationSpec.default
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether a reset to zero animates back instead of showing at once.
    public var animatesResetToZero = false
    /// The defaults.
    public init() {}
  }
}
