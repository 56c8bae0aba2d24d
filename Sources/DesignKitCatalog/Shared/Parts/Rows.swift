import DesignKitCore

/// The geometry of a list's rows: insets, separators and spacing.
public struct RowLayout: Codable, Sendable, Equatable {
  /// Margins around each row's content.
  public var margins = Insets(horizontal: Metrics.spacing(2), vertical: Metrics.spacing(1.5))
  /// Smallest height of a row, so a row stays a comfortable target.
  @Dimension public var minHeight: Double = 44
  /// Thickness of the separator between rows.
  @Dimension public var separatorHeight: Double = Metrics.hairline
  /// Inset of the separator from the row's edges.
  public var separatorMargins = Insets(top: 0, leading: Metrics.spacing(2), bottom: 0, trailing: 0)
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics`.
  public init() {}
}

/// The colors of a list's rows.
public struct RowColors: Codable, Sendable, Equatable {
  /// The row's text.
  public var text = Palette.primaryText
  /// The separator between rows.
  public var separator = Palette.separator
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}

/// The colors of a list's rows per interaction state: the text fades while the list is disabled.
public struct ListRowColors: Codable, Sendable, Equatable {
  /// The row's text.
  public var text = Palette.interactiveContent(Palette.primaryText)
  /// The separator between rows.
  public var separator = Palette.separator
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}
