import DesignKitCore

/// The model of `VBaseList`: rows and their separators.
public typealias VBaseListModel = GroupedModel<VBaseListRole>

/// The groups of `VBaseListModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VBaseListRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The rows.
    public var rows = RowLayout()
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The rows.
    public var rows = ListRowColors()
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The rows' titles.
    public var row = Typography.font(.body)
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether separators are drawn between rows.
    public var showsSeparators = true
    /// Whether a separator is drawn above the first row.
    public var showsFirstSeparator = false
    /// Whether a separator is drawn below the last row.
    public var showsLastSeparator = false
    /// The defaults.
    public init() {}
  }

  /// Animations.
  public typealias Animations = AvailabilityAnimations
}
