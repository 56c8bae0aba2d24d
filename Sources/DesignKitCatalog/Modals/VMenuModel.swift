import DesignKitCore

/// The model of `VMenu`: a popover of item rows in sections.
public typealias VMenuModel = GroupedModel<VMenuRole>

/// The groups of `VMenuModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VMenuRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest width of the menu.
    @Dimension public var minWidth: Double = 250
    /// Corner radius of the menu (the theme's radius).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// The item rows.
    public var rows = RowLayout()
    /// Thickness of the divider between sections.
    @Dimension public var sectionDividerHeight: Double = Metrics.spacing(1)
    /// The shadow that lifts the menu off the screen under it.
    public var shadow = Shadow(color: AdaptiveColor.black.opacity(0.15), radius: 16, y: 4)
    /// How an item's icon sits beside its title (after it, as iOS menus place it).
    public var label = LabelLayout(placement: .trailing, spacing: Metrics.spacing(1), iconSize: 20)
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The menu: the elevated screen background, so it rises over the page in dark mode.
    public var background = Palette.elevated.system
    /// The item rows.
    public var rows = RowColors()
    /// Titles of destructive items.
    public var destructiveText = Palette.error
    /// Titles of disabled items.
    public var disabledText = Palette.secondaryText
    /// The divider between sections.
    public var sectionDivider = Palette.fill
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// Item titles.
    public var item = Typography.font(.body)
    /// How item titles are set: lines, shrinking, case, alignment.
    public var itemConfiguration = TextConfiguration()
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = PresentationAnimations
  /// Behaviour.
  public typealias Misc = DismissSources

  /// The default misc of `VMenuModel`, set apart from the group's own defaults.
  public static var misc: Misc { DismissSources(closeButton: false, tapOutside: true) }
}
