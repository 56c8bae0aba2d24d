import DesignKitCore

/// The model of `VAccordion`: a pressable header with a chevron over a collapsible list of rows.
public typealias VAccordionModel = GroupedModel<VAccordionRole>

/// The groups of `VAccordionModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VAccordionRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The radius of each corner of the container (the theme's radius; VComponents rounds by 15); one number in a
    /// preset sets every corner.
    public var cornerRadius = Corners(Metrics.cornerRadius)
    /// Whether right to left the leading and trailing corners change sides with the layout (on), or keep the side
    /// each radius is on left to right (off).
    public var reversesCornersRightToLeft = true
    /// Smallest height of the header; it grows with its title's Dynamic Type size.
    @Dimension public var minHeaderHeight: Double = 44
    /// Margins around the header's title and chevron, per platform: 16 on the sides and 8 above and below, half that
    /// on watchOS (`Metrics.margins(_:)`).
    public var headerMargins = Metrics.margins(Insets(horizontal: Metrics.spacing(2), vertical: Metrics.spacing(1)))
    /// Size of the chevron.
    @Dimension public var chevronDimension: Double = 12
    /// The glyph that turns by `chevronRotation` (an SF Symbols name from the icon vocabulary).
    public var chevronIcon = DrawingIcon.chevronForward
    /// Width of the focus ring (macOS draws 3 pt).
    @Dimension public var focusRingWidth: Double = 3
    /// Width of the border, drawn inside the accordion's edge; 0 draws none: none on iOS, a hairline
    /// (`Metrics.hairline`, 1 pt; VComponents 8.1 draws one pixel) on macOS.
    public var borderWidth = PlatformTable<Dimension>(iOS: 0, macOS: Dimension(wrappedValue: Metrics.hairline))
    /// Rotation of the chevron (degrees) per expansion.
    public var chevronRotation = StateTable<DisclosureValue, Double> { $0 == .expanded ? 90 : 0 }
    /// The rows.
    public var rows = RowLayout()
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// The container.
    public var background = StateTable<InteractionState, AdaptiveColor>(Palette.layer)
    /// Behind the header: the highlight while it is pressed, iOS's tapped-cell gray (`systemGray4`).
    public var headerHighlight = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.clear,
      pressed: AdaptiveColor(light: Color(rgb255: 209, 209, 214), dark: Color(rgb255: 58, 58, 60)),
      disabled: Palette.clear)
    /// The header's title.
    public var header = Palette.interactiveContent(Palette.primaryText)
    /// The chevron.
    public var chevron = Palette.interactiveContent(Palette.secondaryText)
    /// The rows.
    public var rows = ListRowColors()
    /// Focus ring around the header, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The border, drawn `layout.borderWidth` wide, per platform (`Palette.containerOutline`: VComponents 8.1's gray
    /// on macOS).
    public var border = Palette.containerOutline(iOS: Palette.controlBorder)
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The header's title.
    public var header = Typography.font(.headline, weight: .bold)
    /// How the header's title is set: lines, shrinking, case, alignment.
    public var headerConfiguration = TextConfiguration()
    /// The rows' titles.
    public var row = Typography.font(.body)
    /// How the rows' titles are set: lines, shrinking, case, alignment.
    public var rowConfiguration = TextConfiguration()
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot: a pressable control's, the header being the press target; expanding and
  /// collapsing animate as a state change.
  public typealias Animations = PressAnimations

  /// The model's default animations: the header shows no pressed motion, and expanding or collapsing (or a change of
  /// enabled-ness) takes the default curve.
  public static var animations: Animations { PressAnimations(press: .none, stateChange: .default) }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether the rows are separated by hairlines.
    public var showsSeparators = true
    /// The defaults.
    public init() {}
  }
}
