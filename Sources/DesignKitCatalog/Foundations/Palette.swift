import DesignKitCore

/// The color roles of the foundations in effect, and the state tables models build from them.
///
/// Each member reads `Foundations.current`, so a model's property initializer that says `Palette.accent` follows
/// the theme: `VToggleModel(foundations: brand)` has the brand's accent. Names follow the preset's `theme.colors`
/// keys (`Palette.accent` ↔ `theme.colors.primary`).
public enum Palette {
  private static var roles: Foundations.Colors { Foundations.current.colors }
  private static var layers: Foundations.StateLayers { Foundations.current.stateLayers }

  /// The accent (`theme.colors.primary`).
  public static var accent: AdaptiveColor { roles.primary }
  /// Text and icons on the accent (`theme.colors.onPrimary`).
  public static var onAccent: AdaptiveColor { roles.onPrimary }
  /// The accent as text and icons on the canvas or a layer (`theme.colors.link`).
  public static var link: AdaptiveColor { roles.link }
  /// The canvas behind content.
  public static var canvas: AdaptiveColor { roles.canvas }
  /// A layer on the canvas: cards, sheets.
  public static var layer: AdaptiveColor { roles.layer }
  /// iOS's base background set (`theme.colors.base`): content on the screen.
  public static var base: BackgroundSet { roles.base }
  /// iOS's elevated background set (`theme.colors.elevated`): presented content, lighter than the base in dark mode.
  public static var elevated: BackgroundSet { roles.elevated }
  /// `color` in the dark scheme, `base`'s light cells in the light one: VComponents 8.1's color on a platform that
  /// shows only a dark scheme (watchOS, visionOS).
  public static func darkOnly(_ color: Color, over base: AdaptiveColor) -> AdaptiveColor {
    AdaptiveColor(light: base.light, dark: color, lightIncreasedContrast: base.lightIncreasedContrast)
  }
  /// A grouped surface per platform (a group box's background): `layer` on iOS (iPadOS and macOS follow it), and
  /// VComponents 8.1's translucent fills where they can be seen: black at 5 % (dark: white at 10 %) on tvOS, and in the
  /// dark scheme white at 10 % on watchOS and at 20 % on visionOS.
  ///
  /// Not 8.1's where a surface would vanish against the canvas (below the audit's 1.1:1): its macOS black at 3 %
  /// (1.07:1; dark 15 %, 1.00:1), and its watchOS and visionOS whites in the light scheme, which neither platform shows
  /// (1.01:1, 1.02:1 on white); there DesignKit keeps `layer`.
  public static var groupedSurface: PlatformColor {
    PlatformColor(
      iOS: layer, watchOS: darkOnly(Color(white: 1, alpha: 0.1), over: layer),
      tvOS: AdaptiveColor(light: Color(white: 0, alpha: 0.05), dark: Color(white: 1, alpha: 0.1)),
      visionOS: darkOnly(Color(white: 1, alpha: 0.2), over: layer))
  }
  /// A presented surface per platform (a modal's, a dialog's, a sheet's, a side bar's background): the elevated
  /// system background on iOS (iPadOS and visionOS follow it), and VComponents 8.1's elsewhere where it holds: the
  /// window background on macOS (`NSColor.windowBackgroundColor`, 236 gray; dark: 40, a step below its 50 so that
  /// secondary text keeps 4.5:1 on it, 4.33:1 on 50) and white on tvOS in the light scheme.
  ///
  /// Not 8.1's black on visionOS and on tvOS in the dark scheme: over a dimmed dark page a black surface is 1.00:1, it
  /// does not rise (the audit's surface check), and dark text on it is 1.14:1 (8.1 draws it over the system's glass,
  /// with light text); there DesignKit keeps iOS's elevated surface.
  public static var presentedSurface: PlatformColor {
    PlatformColor(
      iOS: elevated.system, macOS: gray(236, 40),
      tvOS: AdaptiveColor(
        light: .white, dark: elevated.system.dark, darkIncreasedContrast: elevated.system.darkIncreasedContrast))
  }
  /// An activity indicator's ink per platform: the accent on iOS (iPadOS follows it) and the system gray (142, 142,
  /// 147) on macOS, watchOS, tvOS and visionOS, as VComponents 8.1's continuous spinner.
  public static var activity: PlatformColor {
    let gray = AdaptiveColor(Color(rgb255: 142, 142, 147))
    return PlatformColor(iOS: accent, macOS: gray, watchOS: gray, tvOS: gray, visionOS: gray)
  }
  /// A track's fill when off per state and platform (a switch's): `iOS` on iOS (iPadOS, tvOS and visionOS follow
  /// it), and VComponents 8.1's own where a disabled control shows it: primary at 3 % on macOS, 50 gray on watchOS in
  /// the dark scheme.
  ///
  /// Enabled and pressed, `iOS`'s: 8.1's primary at 10 % (pressed 16 %) on macOS is 1.25:1 (1.45:1), its 60 gray
  /// (90) on watchOS 1.90:1 (3.04:1 on black, 2.83:1 on a warmer dark canvas), below the 3:1 a control's boundary
  /// needs (WCAG 2.2 SC 1.4.11), the reason DesignKit's iOS track is not iOS's own 1.2:1 gray either.
  public static func offTrack(iOS: StateTable<InteractionState, AdaptiveColor>) -> PlatformStateColors<InteractionState>
  {
    let watch = watchNeutral(iOS)
    return PlatformStateColors(
      iOS: iOS, macOS: StateTable { $0 == .disabled ? primary(0.03) : iOS[$0] },
      watchOS: StateTable { $0 == .disabled ? watch[$0] : iOS[$0] })
  }
  /// A toggle button's background when off per state and platform: `iOS` on iOS, and VComponents 8.1's own
  /// elsewhere: black at 10 % (dark: 15 %; pressed 16 % and 30 %, disabled 5 % and 10 %) on macOS, 60 gray (pressed
  /// 90, disabled 50) on watchOS in the dark scheme (`watchNeutral`).
  public static func offButtonFill(iOS: StateTable<InteractionState, AdaptiveColor>)
    -> PlatformStateColors<InteractionState>
  {
    func black(_ light: Double, _ dark: Double) -> AdaptiveColor {
      AdaptiveColor(light: Color(white: 0, alpha: light), dark: Color(white: 0, alpha: dark))
    }
    return PlatformStateColors(
      iOS: iOS, macOS: StateTable(enabled: black(0.1, 0.15), pressed: black(0.16, 0.3), disabled: black(0.05, 0.1)),
      watchOS: watchNeutral(iOS))
  }
  /// The inside of a check box or radio button per state and platform: `iOS` on iOS, and VComponents 8.1's on macOS:
  /// white (dark: black at 20 %), disabled 250 gray (dark: black at 5 %).
  public static func markInside(iOS: StateTable<InteractionState, AdaptiveColor>)
    -> PlatformStateColors<InteractionState>
  {
    let inside = AdaptiveColor(light: .white, dark: Color(white: 0, alpha: 0.2))
    return PlatformStateColors(
      iOS: iOS,
      macOS: StateTable(
        enabled: inside, pressed: inside,
        disabled: AdaptiveColor(light: Color(white255: 250), dark: Color(white: 0, alpha: 0.05))))
  }
  /// A container's hairline border per state and platform (a disclosure group's): `iOS` on iOS, and VComponents
  /// 8.1's gray on macOS: 200 (dark: 100), disabled 230 (70).
  public static func containerOutline(iOS: StateTable<InteractionState, AdaptiveColor>)
    -> PlatformStateColors<InteractionState>
  {
    PlatformStateColors(iOS: iOS, macOS: StateTable(enabled: gray(200, 100), disabled: gray(230, 70)))
  }
  /// The title beside a switch, check box or radio button per state and platform: `titleText` on iOS, and VComponents
  /// 8.1's on macOS: primary at 85 %, disabled at 85 % × 30 %.
  public static var controlTitleText: PlatformStateColors<InteractionState> {
    PlatformStateColors(
      iOS: titleText, macOS: StateTable(enabled: primary(0.85), pressed: primary(0.85), disabled: primary(0.255)))
  }
  /// SwiftUI's primary (black, dark: white) at `alpha`.
  static func primary(_ alpha: Double) -> AdaptiveColor {
    AdaptiveColor(light: Color(white: 0, alpha: alpha), dark: Color(white: 1, alpha: alpha))
  }
  /// A gray of `light` (dark: `dark`) out of 255.
  static func gray(_ light: Int, _ dark: Int) -> AdaptiveColor {
    AdaptiveColor(light: Color(white255: light), dark: Color(white255: dark))
  }
  /// VComponents 8.1's neutral fill on watchOS, which has the dark scheme only: 60 gray, pressed 90, disabled 50 in
  /// the dark scheme; in the light scheme (which a watch does not show, but a gallery can) `iOS`'s, so that content
  /// drawn for a light fill keeps its contrast.
  static func watchNeutral(_ iOS: StateTable<InteractionState, AdaptiveColor>) -> StateTable<
    InteractionState, AdaptiveColor
  > {
    let dark = StateTable<InteractionState, Int>(enabled: 60, pressed: 90, disabled: 50)
    return StateTable { state in
      AdaptiveColor(
        light: iOS[state].light, dark: Color(white255: dark[state]),
        lightIncreasedContrast: iOS[state].lightIncreasedContrast)
    }
  }
  /// The neutral fill of unselected controls.
  public static var fill: AdaptiveColor { roles.fill }
  /// A boundary that identifies a control or its state, at 3:1 against the canvas and layers (`theme.colors.outline`).
  public static var outline: AdaptiveColor { roles.outline }
  /// Primary text.
  public static var primaryText: AdaptiveColor { roles.primaryText }
  /// Secondary text.
  public static var secondaryText: AdaptiveColor { roles.secondaryText }
  /// Separators and thin borders.
  public static var separator: AdaptiveColor { roles.separator }
  /// The scrim behind modals.
  public static var dimming: AdaptiveColor { roles.dimming }
  /// Success.
  public static var success: AdaptiveColor { roles.success }
  /// Warning.
  public static var warning: AdaptiveColor { roles.warning }
  /// Error.
  public static var error: AdaptiveColor { roles.error }
  /// Information.
  public static var info: AdaptiveColor { roles.info }
  /// Pure white in both schemes (a switch thumb).
  public static let white = AdaptiveColor(.white)
  /// Fully transparent.
  public static let clear = AdaptiveColor(.clear)

  /// `color` as a fill per interaction state: pressed darker, disabled faded, as the foundations' state layers say.
  public static func interactiveFill(_ color: AdaptiveColor) -> StateTable<InteractionState, AdaptiveColor> {
    StateTable(
      enabled: color, pressed: color.darkened(by: layers.pressedDarkening),
      disabled: color.opacity(layers.disabledFillOpacity))
  }

  /// `color` as a fill a press leaves alone (a track whose pressed part shows the press): every state alike but
  /// disabled, which fades it as the foundations' state layers say.
  public static func steadyFill(_ color: AdaptiveColor) -> StateTable<InteractionState, AdaptiveColor> {
    StateTable(enabled: color, pressed: color, disabled: color.opacity(layers.disabledFillOpacity))
  }

  /// A neutral fill per interaction state (a stepper's, a round icon button's): pressed darker in light mode and
  /// lighter in dark mode, since a darkened dark fill (#282828 → #202020) cannot be told from the idle one; disabled
  /// faded.
  public static func interactiveNeutralFill(_ color: AdaptiveColor) -> StateTable<InteractionState, AdaptiveColor> {
    var table = interactiveFill(color)
    table[.pressed] = highlighted(color)
    return table
  }

  /// `color` as pressed: darkened in light mode, lightened in dark mode by the foundations' pressed darkening, so a
  /// press shows on either canvas; each channel rounded to 8 bits, so presets and `Models/default.json` show hex.
  public static func highlighted(_ color: AdaptiveColor) -> AdaptiveColor {
    let fraction = layers.pressedDarkening
    func mixed(_ c: Color, towards target: Double) -> Color {
      func channel(_ v: Double) -> Double { ((v + (target - v) * fraction) * 255).rounded() / 255 }
      return Color(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), alpha: c.alpha)
    }
    return AdaptiveColor(
      light: mixed(color.light, towards: 0), dark: mixed(color.dark, towards: 1),
      lightIncreasedContrast: color.lightIncreasedContrast.map { mixed($0, towards: 0) },
      darkIncreasedContrast: color.darkIncreasedContrast.map { mixed($0, towards: 1) })
  }

  /// Content (a title, an icon) per interaction state: disabled faded.
  public static func interactiveContent(_ color: AdaptiveColor) -> StateTable<InteractionState, AdaptiveColor> {
    StateTable(enabled: color, pressed: color, disabled: color.opacity(layers.disabledContentOpacity))
  }

  /// The opacity of content per interaction state (what a button wraps, a title): pressed and disabled dimmed, as the
  /// foundations' state layers say.
  public static var interactiveOpacity: StateTable<InteractionState, Opacity> {
    StateTable(
      enabled: 1, pressed: Opacity(wrappedValue: layers.pressedContentOpacity),
      disabled: Opacity(wrappedValue: layers.disabledContentOpacity))
  }

  /// A control's border per interaction state (drawn once its width is above zero): the outline role, faded when
  /// disabled.
  public static var controlBorder: StateTable<InteractionState, AdaptiveColor> { interactiveContent(outline) }

  /// The focus ring: invisible until keyboard focus, then the accent.
  public static var focusRing: StateTable<InteractionState, AdaptiveColor> {
    StateTable(enabled: clear, pressed: clear, disabled: clear, focused: accent)
  }

  /// The title beside a control: primary text, secondary when disabled.
  public static var titleText: StateTable<InteractionState, AdaptiveColor> {
    StateTable(enabled: primaryText, pressed: primaryText, disabled: secondaryText)
  }

  /// A value control's mark when on (a check box's fill, a radio button's border and bullet): the
  /// accent as a fill.
  public static var onMark: StateTable<InteractionState, AdaptiveColor> { interactiveFill(accent) }

  /// An empty mark's inside (a check box's fill, a radio button's bullet when off): clear, but the neutral fill while
  /// pressed, so that pressing an empty mark shows.
  public static var offMarkFill: StateTable<InteractionState, AdaptiveColor> {
    StateTable(enabled: clear, pressed: fill, disabled: clear)
  }

  /// A check box's or radio button's border when off: secondary text rather than VComponents' lighter gray, so that
  /// an empty mark keeps the 3:1 contrast of a control's outline. Pressed, it darkens (lightens in dark mode), so
  /// that pressing an empty mark shows.
  public static var offMarkBorder: StateTable<InteractionState, AdaptiveColor> {
    interactiveNeutralContent(secondaryText)
  }

  /// Content on a neutral fill that a press highlights (`interactiveNeutralFill`): highlighted with it while pressed,
  /// so it keeps its contrast with the pressed fill; disabled faded.
  public static func interactiveNeutralContent(_ color: AdaptiveColor) -> StateTable<InteractionState, AdaptiveColor> {
    var table = interactiveContent(color)
    table[.pressed] = highlighted(color)
    return table
  }
}
