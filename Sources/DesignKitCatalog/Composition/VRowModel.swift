import DesignKitCore

/// The model of `VRow`: leading and trailing content in a row, plain or inset on a layer.
public typealias VRowModel = GroupedModel<VRowRole>

/// The groups of `VRowModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VRowRole: GroupedRole {
  /// A row's look: on the background (`plain`), or inset on a rounded layer (`inset`).
  public enum Style: String, StyleChoice {
    /// Plain rows edge to edge, or inset rows on the inset background.
    case plain, inset
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Plain or inset; a composition sets it for a subtree with the `row` configuration
    /// (`"config": {"rows": {"layout": {"style": "inset"}}}`).
    public var style = Style.plain
    /// Smallest height: a tap target; the row grows with its text.
    @Dimension public var minHeight: Double = 44
    /// Margins around the content.
    public var contentMargins = Insets(horizontal: Metrics.spacing(2), vertical: Metrics.spacing(1.5))
    /// Spacing between the leading and trailing content.
    @Dimension public var spacing: Double = Metrics.spacing(1.5)
    /// Corner radius of the inset background.
    @Dimension public var insetCornerRadius: Double = Metrics.cornerRadius
    /// Whether a chevron follows the trailing content (a row that navigates).
    public var showsChevron = false
    /// Size of the chevron.
    @Dimension public var chevronDimension: Double = 12
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// Background of a plain row; focus tints it (hover, on a touch-first platform, does not).
    public var plainBackground = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.clear, pressed: Palette.clear, disabled: Palette.clear, focused: Palette.fill)
    /// Background of an inset row; focus tints it.
    public var insetBackground = StateTable<InteractionState, AdaptiveColor>(
      enabled: Palette.layer, pressed: Palette.layer, disabled: Palette.layer, focused: Palette.fill)
    /// Leading content's text.
    public var leading = Palette.interactiveContent(Palette.primaryText)
    /// Trailing content's text.
    public var trailing = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The chevron, when shown.
    public var chevron = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// Leading content.
    public var leading = Typography.font(.body)
    /// Trailing content.
    public var trailing = Typography.font(.body)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public typealias Misc = NoMisc
}

extension VRowModel {
  /// A row's look: on the background (`plain`), or inset on a rounded layer (`inset`).
  public typealias Style = VRowRole.Style
}
