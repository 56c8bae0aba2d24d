import DesignKitCore

/// The layout of a menu's rows, nested in a menu picker's `layout.row`.
public struct MenuRowLayout: Codable, Sendable, Equatable {
  /// Smallest height of one row (Apple's minimum target); a row grows with its text.
  @Dimension public var minHeight: Double = 44
  /// Margins around a row's title.
  public var margins = Insets(horizontal: Metrics.spacing(2), vertical: 0)
  /// Size of the checkmark beside the selected row.
  @Dimension public var checkmarkDimension: Double = 12
  /// How a row's icon sits beside its title.
  public var label = LabelLayout(spacing: Metrics.spacing(1), iconSize: 18)
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics`.
  public init() {}
}

/// The colors of a menu's rows, nested in a menu picker's `colors.row`. One color each, not a table per state of
/// the button: the menu shows only while open, and a row's own look (disabled, highlighted) is its own.
public struct MenuRowColors: Codable, Sendable, Equatable {
  /// Title of a selectable row.
  public var title = Palette.primaryText
  /// Title of a disabled row.
  public var disabledTitle = Palette.secondaryText
  /// Background of the row the keyboard highlights or a finger holds.
  public var highlightedBackground = Palette.fill
  /// The checkmark beside the selected row.
  public var checkmark = Palette.link
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}

/// The fonts of a menu's rows, nested in a menu picker's `fonts.row`.
public struct MenuRowFonts: Codable, Sendable, Equatable {
  /// A row's title.
  public var title = Typography.font(.body)
  /// How a row's title is set: lines, shrinking, case, alignment.
  public var titleConfiguration = TextConfiguration()
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): fonts from `Typography`.
  public init() {}
}
