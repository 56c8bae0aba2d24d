import DesignKitCore

/// The model of `VSectionList`: section headers over groups of rows.
public typealias VSectionListModel = GroupedModel<VSectionListRole>

/// The groups of `VSectionListModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VSectionListRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The rows.
    public var rows = RowLayout()
    /// Margins around a section's header.
    public var headerMargins = Metrics.sectionHeaderMargins
    /// Spacing between sections.
    @Dimension public var sectionSpacing: Double = Metrics.spacing(2)
    /// Corner radius of a section's group of rows (the theme's radius).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// Behind the sections.
    public var background = Palette.canvas
    /// A section's group of rows.
    public var sectionBackground = Palette.layer
    /// The rows.
    public var rows = ListRowColors()
    /// Section headers.
    public var header = Palette.secondaryText
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The rows' titles.
    public var row = Typography.font(.body)
    /// Section headers.
    public var header = Typography.font(.footnote)
    /// The defaults.
    public init() {}
  }

  /// Behaviour: none (whether headers stay pinned while scrolling is the list's, and no still drawing shows it).
  public typealias Misc = NoMisc

  /// Animations.
  public typealias Animations = AvailabilityAnimations
}
