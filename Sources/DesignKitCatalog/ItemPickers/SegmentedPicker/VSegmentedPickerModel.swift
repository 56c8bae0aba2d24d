import DesignKitCore

/// The model of `VSegmentedPicker`: a row of titled segments with a sliding indicator behind the selected one.
///
/// Picker-wide values resolve with the picker's interaction; segment values (`indicator…`, `title`,
/// `selectedTitle`) resolve with the segment's own interaction (pressed while held, disabled on its own).
public typealias VSegmentedPickerModel = GroupedModel<VSegmentedPickerRole>

/// The groups of `VSegmentedPickerModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VSegmentedPickerRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the picker; it grows with its titles.
    @Dimension public var minHeight: Double = 31
    /// How far (points) the tappable area reaches beyond the control on each side.
    @Dimension public var hitBox: Double = Metrics.hitBox(around: 31)
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = 7
    /// Corner radius of the selection indicator.
    @Dimension public var indicatorCornerRadius: Double = 6
    /// Margin between the background's edge and the indicator.
    @Dimension public var indicatorMargin: Double = 2
    /// Scale of the indicator per segment interaction (a held segment shrinks it).
    public var indicatorScale = StateTable<InteractionState, ScaleFactor>(enabled: 1, pressed: 0.95, disabled: 1)
    /// Horizontal margin of each segment's title.
    @Dimension public var titleMargin: Double = 2
    /// Width of the dividers between unselected segments.
    @Dimension public var dividerWidth: Double = Metrics.hairline
    /// Height of the dividers between unselected segments.
    @Dimension public var dividerHeight: Double = 16
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// How a segment's icon sits beside its title.
    public var label = LabelLayout(spacing: Metrics.spacing(0.5), iconSize: 14)
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// Background of the picker: unchanged by a press, which the held segment's indicator shows.
    public var background = Palette.steadyFill(Palette.fill)
    /// The selection indicator: the layer in light mode; in dark mode lighter than the track (iOS's #636366), as iOS
    /// draws the selected segment; held, darker (still lighter than the track in dark mode, and under its title's
    /// 4.5:1).
    public var indicator = StateTable<InteractionState, AdaptiveColor>(
      enabled: Colors.selectedSegment,
      pressed: Colors.selectedSegment.darkened(by: Foundations.current.stateLayers.pressedDarkening),
      disabled: Colors.selectedSegment.opacity(0.5))
    /// Title of an unselected segment.
    public var title = Palette.interactiveContent(Palette.primaryText)
    /// Title of the selected segment.
    public var selectedTitle = Palette.interactiveContent(Palette.primaryText)
    /// Title of a segment disabled on its own.
    public var disabledTitle = Palette.primaryText.opacity(Foundations.current.stateLayers.disabledContentOpacity)
    /// Dividers between unselected segments.
    public var divider = StateTable<InteractionState, AdaptiveColor>(Palette.separator)
    /// Focus ring around the picker, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}

    /// The selected segment's fill: the layer in light mode, iOS's lighter gray in dark mode.
    static var selectedSegment: AdaptiveColor {
      AdaptiveColor(light: Palette.layer.light, dark: Color(rgb255: 99, 99, 102))
    }
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// Title of an unselected segment.
    public var title = Typography.font(.subheadline, weight: .medium)
    /// Title of the selected segment.
    public var selectedTitle = Typography.font(.subheadline, weight: .semibold)
    /// How segment titles, the selected one's included, are set: lines, shrinking, case, alignment. Titles that do
    /// not fit their shared segment shrink to 0.75 of their size before they are cut with "…" (a watch's four
    /// segments, accessibility sizes).
    public var titleConfiguration = TextConfiguration(minimumScaleFactor: 0.75)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = SelectionAnimations

  /// Behaviour.
  public typealias Misc = WrapBehavior

  /// The model's default animations, set apart from the group's own defaults.
  public static var animations: Animations { Animations(selection: .easeInOut(duration: 0.2)) }
}
