import DesignKitCore

/// The spacing, radius and line metrics of the foundations in effect (`theme.spacingUnit`, `theme.cornerRadius`,
/// `theme.hairline`).
public enum Metrics {
  /// The spacing unit.
  public static var spacingUnit: Double { Foundations.current.spacingUnit }
  /// The base corner radius.
  public static var cornerRadius: Double { Foundations.current.cornerRadius }
  /// The width of separators and thin borders.
  public static var hairline: Double { Foundations.current.hairline }

  /// The smallest side of a tappable area.
  public static var minimumTarget: Double { Foundations.current.minimumTarget }

  /// The hit box margin that makes a control `size` points across reach the minimum target on each side.
  public static func hitBox(around size: Double) -> Double { max(0, (minimumTarget - size) / 2) }

  /// `multiple` spacing units (the lab pads a button 1.5 × and 2 ×, a card 2 ×).
  public static func spacing(_ multiple: Double) -> Double { multiple * spacingUnit }

  /// Margins per platform: `insets` on iOS (and the platforms that follow it), each side halved on watchOS, whose
  /// layout margins are half a phone's (8 pt where a phone has 16): a card's, an empty state's, an accordion header's.
  public static func margins(_ insets: Insets) -> PlatformTable<Insets> {
    PlatformTable(
      iOS: insets,
      watchOS: Insets(
        top: insets.top / 2, leading: insets.leading / 2, bottom: insets.bottom / 2, trailing: insets.trailing / 2))
  }

  /// The margins around a list section's header (a section list's, a list section's): the inset of the rows on the
  /// sides, closer to the rows below than to what is above.
  public static var sectionHeaderMargins: Insets {
    Insets(top: spacing(2), leading: spacing(2), bottom: spacing(0.75), trailing: spacing(2))
  }
}

/// The fonts of the foundations' type scale (`theme.typeScale`).
public enum Typography {
  /// The font of a text style, optionally with another weight.
  public static func font(_ style: Font.TextStyle, weight: Font.Weight? = nil) -> Font {
    var font = Foundations.current.typeScale[style]
    if let weight { font.weight = weight }
    return font
  }

  /// The font of a text style on `platform`, in that platform's points (the theme's size for the style in
  /// proportion to iOS's, `Font.scaled(to:on:)`): what a `PlatformTable` row for the platform holds, since a font on a
  /// platform's own row is in its points.
  public static func font(_ style: Font.TextStyle, weight: Font.Weight? = nil, on platform: StyleEnvironment.Platform)
    -> Font
  {
    font(style, weight: weight).scaled(to: .large, on: platform)
  }

  /// A full-width button's title per platform: `style` on iOS (iPadOS, tvOS and visionOS follow it), a fixed 16 pt
  /// on macOS, which has no Dynamic Type, and title3 on watchOS; each in `weight`, as VComponents 8.1's stretched
  /// buttons and stretched toggle button set it.
  public static func stretchedTitle(_ style: Font.TextStyle, weight: Font.Weight = .semibold) -> PlatformFont {
    PlatformFont(
      iOS: font(style, weight: weight), macOS: .system(size: 16, weight: weight),
      watchOS: font(.title3, weight: weight, on: .watchOS))
  }

  /// A compact control's title per platform: `style` on iOS (iPadOS, tvOS and visionOS follow it), body on macOS
  /// and watchOS, in `weight` (on macOS in `macOSWeight` when given), as VComponents 8.1's wrapped and rectangular
  /// buttons (subheadline semibold; body, regular on macOS for a rectangular one) and its check box, radio button and
  /// toggle (subheadline; body) set it.
  public static func compactTitle(
    _ style: Font.TextStyle, weight: Font.Weight? = nil, macOSWeight: Font.Weight? = nil
  ) -> PlatformFont {
    PlatformFont(
      iOS: font(style, weight: weight), macOS: font(.body, weight: macOSWeight ?? weight, on: .macOS),
      watchOS: font(.body, weight: weight, on: .watchOS))
  }
}

/// The standard animations of the foundations in effect (`theme.motion`).
public enum Motion {
  private static var motion: Foundations.Motion { Foundations.current.motion }
  /// A pressed look appearing or going away.
  public static var press: AnimationSpec { motion.press }
  /// Enabled-ness, loading or a value changing.
  public static var stateChange: AnimationSpec { motion.stateChange }
  /// Keyboard focus arriving or leaving.
  public static var focus: AnimationSpec { motion.focus }
  /// A pointer starting or stopping to hover.
  public static var hover: AnimationSpec { motion.hover }
  /// Something appearing.
  public static var appear: AnimationSpec { motion.appear }
  /// Something disappearing.
  public static var disappear: AnimationSpec { motion.disappear }
  /// Moving between positions or sizes.
  public static var spatial: AnimationSpec { motion.spatial }
  /// Snapping to a detent or row after a drag.
  public static var snap: AnimationSpec { motion.snap }

  /// A control's scale per interaction state and platform: 1, and 0.98 pressed on watchOS, as VComponents 8.1's
  /// buttons and toggle buttons shrink when pressed on watchOS alone.
  public static var pressScale: PressScale {
    PressScale(enabled: 1, pressed: PlatformTable(iOS: 1, watchOS: 0.98), disabled: 1)
  }
}
