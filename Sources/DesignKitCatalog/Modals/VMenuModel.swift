import DesignKitCore

/// The model of `VMenu`: a popover of item rows in sections.
public struct VMenuModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
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
  public struct Colors: Codable, Sendable, Equatable {
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
  public struct Fonts: Codable, Sendable, Equatable {
    /// Item titles.
    public var item = Typography.font(.body)
    /// How item titles are set: lines, shrinking, case, alignment.
    public var itemConfiguration = TextConfiguration()
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Appear and disappear.
  public var animations = PresentationAnimations()
  /// What dismisses it.
  public var misc = DismissSources(closeButton: false, tapOutside: true)

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}
