import DesignKitCore

/// The model of `VBaseList`: rows and their separators.
public struct VBaseListModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The rows.
    public var rows = RowLayout()
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The rows.
    public var rows = ListRowColors()
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The rows' titles.
    public var row = Typography.font(.body)
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Whether separators are drawn between rows.
    public var showsSeparators = true
    /// Whether a separator is drawn above the first row.
    public var showsFirstSeparator = false
    /// Whether a separator is drawn below the last row.
    public var showsLastSeparator = false
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations per transition slot.
  public var animations = AvailabilityAnimations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}
