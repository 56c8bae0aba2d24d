import DesignKitValues

/// The semantic theme: the color roles, metrics, type scale and motion every default model is computed from.
///
/// A model's property initializers read the foundations in effect (`Foundations.current`), so `M()` is the model
/// for the default foundations and `M(foundations: f)` the model for `f`. A preset's `theme` section is a partial
/// `Foundations` in JSON (`{"theme": {"colors": {"primary": "#5856D6"}, "spacingUnit": 6}}`). The Swift name is not
/// `Theme`, which already means every model under a preset.
///
/// Defaults come from the DesignKit lab (primary, corner radius 12, spacing unit 8), VComponents' palette, with the
/// accent and secondary text darkened so that the defaults pass WCAG AA (see `FoundationsTests`), and iOS's background
/// sets for the canvas, layers and presented surfaces.
public struct Foundations: Codable, Sendable, Equatable {
  /// Colors by role, each light and dark (and increased contrast where it matters).
  public struct Colors: Codable, Sendable, Equatable {
    /// The accent: filled controls, selection, links, focus.
    public var primary = AdaptiveColor(
      light: Color(rgb255: 0, 110, 230), dark: Color(rgb255: 10, 110, 225),
      lightIncreasedContrast: Color(rgb255: 0, 64, 221), darkIncreasedContrast: Color(rgb255: 20, 110, 240))
    /// Text and icons drawn on the accent.
    public var onPrimary = AdaptiveColor(.white)
    /// The accent as text and icons on the canvas or a layer (links, back buttons, a selected tab), lighter in dark
    /// mode than the fill so it keeps 4.5:1 there.
    public var link = AdaptiveColor(
      light: Color(rgb255: 0, 95, 200), dark: Color(rgb255: 64, 156, 255),
      lightIncreasedContrast: Color(rgb255: 0, 64, 221), darkIncreasedContrast: Color(rgb255: 120, 185, 255))
    /// The screen background behind content: iOS's grouped background (`systemGroupedBackground`), black in dark
    /// mode, where surfaces rise by getting lighter.
    public var canvas = BackgroundSet.base.grouped
    /// A layer on the canvas: cards, rows, sheets, fields (iOS's `secondarySystemGroupedBackground`).
    public var layer = BackgroundSet.base.secondaryGrouped
    /// iOS's base background set, for content on the screen; `canvas` and `layer` are what components draw on it
    /// (its grouped pair unless a theme changes them).
    public var base = BackgroundSet.base
    /// iOS's elevated background set, for presented content (modals, sheets, side bars, dialogs, action sheets,
    /// menus, toasts): lighter than the base set in dark mode, so what is presented rises over what it covers.
    public var elevated = BackgroundSet.elevated
    /// A neutral fill for unselected controls (a segmented picker's background, a stepper).
    public var fill = AdaptiveColor(light: Color(white255: 233), dark: Color(white255: 40))
    /// A boundary that identifies a control or its state and keeps 3:1 against the canvas and layers (WCAG 2.2
    /// SC 1.4.11): a switch's off track, a field's border, inactive page dots, a slider's track.
    public var outline = AdaptiveColor(
      light: Color(rgb255: 120, 120, 128), dark: Color(rgb255: 124, 124, 130),
      lightIncreasedContrast: Color(rgb255: 90, 90, 96), darkIncreasedContrast: Color(rgb255: 150, 150, 156))
    /// Primary text.
    public var primaryText = AdaptiveColor(light: Color(white255: 20), dark: Color(white255: 254))
    /// Secondary text: captions, placeholders, descriptions.
    public var secondaryText = AdaptiveColor(
      light: Color(white255: 100), dark: Color(white255: 150), lightIncreasedContrast: Color(white255: 70),
      darkIncreasedContrast: Color(white255: 190))
    /// Hairlines between rows and around fields.
    public var separator = AdaptiveColor(
      light: Color(rgb255: 60, 60, 67, alpha: 0.29), dark: Color(rgb255: 84, 84, 88, alpha: 0.6),
      lightIncreasedContrast: Color(rgb255: 60, 60, 67, alpha: 0.37),
      darkIncreasedContrast: Color(rgb255: 84, 84, 88, alpha: 0.68))
    /// The scrim behind modals: black in both schemes, so it darkens what it covers in dark mode too (a light
    /// scrim would lift the page toward the presented surface and make it look sunken).
    public var dimming = AdaptiveColor(
      light: Color(white255: 0, alpha: 0.2), dark: Color(white255: 0, alpha: 0.48))
    /// Success: confirmations, valid fields.
    public var success = AdaptiveColor(
      light: Color(rgb255: 25, 120, 50), dark: Color(rgb255: 48, 209, 88),
      lightIncreasedContrast: Color(rgb255: 0, 110, 40), darkIncreasedContrast: Color(rgb255: 74, 217, 104))
    /// Warning: attention without failure.
    public var warning = AdaptiveColor(
      light: Color(rgb255: 201, 52, 0), dark: Color(rgb255: 255, 159, 10),
      lightIncreasedContrast: Color(rgb255: 160, 42, 0), darkIncreasedContrast: Color(rgb255: 255, 179, 64))
    /// Error: invalid input, destructive actions.
    public var error = AdaptiveColor(
      light: Color(rgb255: 215, 0, 21), dark: Color(rgb255: 255, 69, 58),
      lightIncreasedContrast: Color(rgb255: 170, 0, 17), darkIncreasedContrast: Color(rgb255: 255, 105, 97))
    /// Information: neutral notices.
    public var info = AdaptiveColor(
      light: Color(rgb255: 0, 110, 190), dark: Color(rgb255: 100, 190, 255),
      lightIncreasedContrast: Color(rgb255: 0, 80, 150), darkIncreasedContrast: Color(rgb255: 140, 210, 255))
    /// The defaults.
    public init() {}
  }

  /// How interaction states derive from a role color.
  public struct StateLayers: Codable, Sendable, Equatable {
    /// How much of black is mixed into a fill when pressed.
    @Opacity public var pressedDarkening: Double = 0.2
    /// The opacity of a fill when disabled (the lab: primary at 0.4).
    @Opacity public var disabledFillOpacity: Double = 0.4
    /// The opacity of content (titles, icons) when disabled (the lab: label at 0.6).
    @Opacity public var disabledContentOpacity: Double = 0.6
    /// The opacity of content while pressed.
    @Opacity public var pressedContentOpacity: Double = 0.9
    /// The defaults.
    public init() {}
  }

  /// A font per Dynamic Type text style, at the default content size category.
  public struct TypeScale: Codable, Sendable, Equatable {
    /// Large title.
    public var largeTitle = Font(size: 34, textStyle: .largeTitle)
    /// Title 1.
    public var title1 = Font(size: 28, textStyle: .title1)
    /// Title 2.
    public var title2 = Font(size: 22, textStyle: .title2)
    /// Title 3.
    public var title3 = Font(size: 20, textStyle: .title3)
    /// Headline.
    public var headline = Font(size: 17, weight: .semibold, textStyle: .headline)
    /// Body.
    public var body = Font(size: 17, textStyle: .body)
    /// Callout.
    public var callout = Font(size: 16, textStyle: .callout)
    /// Subheadline.
    public var subheadline = Font(size: 15, textStyle: .subheadline)
    /// Footnote.
    public var footnote = Font(size: 13, textStyle: .footnote)
    /// Caption 1.
    public var caption1 = Font(size: 12, textStyle: .caption1)
    /// Caption 2.
    public var caption2 = Font(size: 11, textStyle: .caption2)
    /// The defaults.
    public init() {}

    /// The font of `style`.
    public subscript(style: Font.TextStyle) -> Font {
      switch style {
      case .largeTitle: largeTitle
      case .title1: title1
      case .title2: title2
      case .title3: title3
      case .headline: headline
      case .body: body
      case .callout: callout
      case .subheadline: subheadline
      case .footnote: footnote
      case .caption1: caption1
      case .caption2: caption2
      }
    }
  }

  /// Standard motion: the animations components start from, by what they animate.
  public struct Motion: Codable, Sendable, Equatable {
    /// A pressed look appearing or going away.
    public var press = AnimationSpec.spring(duration: 0.2)
    /// Enabled-ness, loading or a value changing.
    public var stateChange = AnimationSpec.easeInOut(duration: 0.2)
    /// Keyboard focus arriving or leaving.
    public var focus = AnimationSpec.easeInOut(duration: 0.15)
    /// A pointer starting or stopping to hover.
    public var hover = AnimationSpec.easeInOut(duration: 0.1)
    /// Something appearing (a toast, a modal, a button inside a field).
    public var appear = AnimationSpec.easeOut(duration: 0.2)
    /// Something disappearing.
    public var disappear = AnimationSpec.easeIn(duration: 0.2)
    /// Moving between positions or sizes (expanding, sliding, snapping).
    public var spatial = AnimationSpec.spring(duration: 0.5, bounce: 0)
    /// Snapping to a detent or a row after a drag (VComponents' half modal snap).
    public var snap = AnimationSpec.interpolatingSpring(mass: 1, stiffness: 300, damping: 30, initialVelocity: 1)
    /// The defaults.
    public init() {}
  }

  /// Colors by role.
  public var colors = Colors()
  /// How pressed and disabled looks derive from role colors.
  public var stateLayers = StateLayers()
  /// The base corner radius of controls and cards.
  @Dimension public var cornerRadius: Double = 12
  /// The spacing unit paddings and gaps are multiples of.
  @Dimension public var spacingUnit: Double = 8
  /// The width of separators and thin borders.
  @Dimension public var hairline: Double = 1
  /// The smallest side of a tappable area (Apple asks for 44 pt); smaller controls reach it with a hit box.
  @Dimension public var minimumTarget: Double = 44
  /// Fonts by text style.
  public var typeScale = TypeScale()
  /// Standard animations.
  public var motion = Motion()

  /// The default foundations.
  public init() {}

  /// The foundations in effect: what model property initializers read. Bound with `withCurrent(_:)`.
  @TaskLocal public static var current = Foundations()

  /// Runs `body` with `self` as the foundations in effect (models created inside derive from them).
  public func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
    try Foundations.$current.withValue(self, operation: body)
  }
}

extension AdaptiveColor {
  /// Every variant with `fraction` of black mixed in (in sRGB, as a pressed look darkens a fill).
  public func darkened(by fraction: Double) -> AdaptiveColor {
    func dark(_ c: Color) -> Color {
      let k = 1 - min(max(fraction, 0), 1)
      return Color(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha)
    }
    return AdaptiveColor(
      light: dark(light), dark: dark(self.dark), lightIncreasedContrast: lightIncreasedContrast.map(dark),
      darkIncreasedContrast: darkIncreasedContrast.map(dark))
  }
}
