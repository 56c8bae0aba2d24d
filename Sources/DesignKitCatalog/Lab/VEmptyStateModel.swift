import DesignKitCore

/// The model of `VEmptyState`: a symbol, a title, a message and an optional action, centered.
public typealias VEmptyStateModel = GroupedModel<VEmptyStateRole>

/// The groups of `VEmptyStateModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VEmptyStateRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Size of the symbol.
    @Dimension public var symbolDimension: Double = 56
    /// Width of the symbol's lines (a regular-weight symbol at the symbol's size).
    @Dimension public var iconLineWidth: Double = 3.5
    /// Spacing between the symbol, the title, the message and the action.
    @Dimension public var spacing: Double = Metrics.spacing(2)
    /// Padding around the whole, per platform: 32 on every side; on watchOS 16 above and below and 8 on the sides, so
    /// a watch's 162 pt keeps its title's words whole at AX3.
    public var padding = PlatformTable(
      iOS: Insets(Metrics.spacing(4)), watchOS: Insets(horizontal: Metrics.spacing(1), vertical: Metrics.spacing(2)))
    /// Widest the text may be; lines wrap beyond it.
    @Dimension public var maxWidth: Double = 320
    /// How the title and message align.
    public var textAlignment = LineAlignment.center
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The symbol.
    public var symbol = Palette.secondaryText
    /// The title.
    public var title = Palette.primaryText
    /// The message.
    public var message = Palette.secondaryText
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = TitleMessageFonts

  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour.
  public typealias Misc = NoMisc

  /// The model's default fonts, set apart from the group's own defaults.
  public static var fonts: Fonts {
    Fonts(
      title: Typography.font(.title3, weight: .semibold), message: Typography.font(.body),
      titleConfiguration: .init(alignment: .center), messageConfiguration: .init(alignment: .center))
  }
}
