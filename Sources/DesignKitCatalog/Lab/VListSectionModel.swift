import DesignKitCore

/// The model of `VListSection`: a titled group of rows with separators between them.
public typealias VListSectionModel = GroupedModel<VListSectionRole>

/// The groups of `VListSectionModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VListSectionRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Margins around the title.
    public var headerMargins = Metrics.sectionHeaderMargins
    /// Corner radius of the group's background (inset rows).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Width of the separators between rows.
    @Dimension public var separatorWidth: Double = Metrics.hairline
    /// How far separators start from the leading edge (and the placeholder rows' text from both), per platform: 16,
    /// 8 on watchOS, whose list rows sit closer to the screen's edges.
    public var separatorInset = PlatformTable<Dimension>(
      iOS: Dimension(wrappedValue: Metrics.spacing(2)), watchOS: Dimension(wrappedValue: Metrics.spacing(1)))
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The title, faded while disabled.
    public var header = Palette.interactiveContent(Palette.secondaryText)
    /// Separators between rows.
    public var separator = Palette.separator
    /// The group's background.
    public var background = Palette.layer
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The title.
    public var header = Typography.font(.footnote, weight: .semibold)
    /// How the title is set: lines, shrinking, case (capitals, as iOS sets a grouped list's section header),
    /// alignment.
    public var headerConfiguration = TextConfiguration(textCase: .uppercase)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot: enabled-ness only.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour: none of its own.
  public typealias Misc = NoMisc
}
