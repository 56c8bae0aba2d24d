import DesignKitCore

/// The layout of a menu's rows, nested in a menu picker's `layout.row`.
public struct MenuRowLayout: Codable, Sendable, Equatable {
  /// Smallest height of one row (Apple's minimum target); a row grows with its text.
  @Dimension public var minHeight: Double = 44
  /// Margins around a row's title.
  public var margins = Insets(horizontal: Metrics.spacing(2), vertical: 0)
  /// Size of the checkmark beside the selected row.
  @Dimension public var checkmarkDimension: Double = 12
  /// The defaults.
  public init() {}
}

/// The colors of a menu's rows per interaction state of the menu, nested in a menu picker's `colors.row`.
public struct MenuRowColors: Codable, Sendable, Equatable {
  /// Title of a selectable row.
  public var title = Palette.titleText
  /// Title of a disabled row.
  public var disabledTitle = StateTable<InteractionState, AdaptiveColor>(Palette.secondaryText)
  /// Background of the row the keyboard highlights.
  public var highlightedBackground = StateTable<InteractionState, AdaptiveColor>(Palette.fill)
  /// The checkmark beside the selected row.
  public var checkmark = StateTable<InteractionState, AdaptiveColor>(Palette.accent)
  /// The defaults.
  public init() {}
}

/// The fonts of a menu's rows, nested in a menu picker's `fonts.row`.
public struct MenuRowFonts: Codable, Sendable, Equatable {
  /// A row's title.
  public var title = Typography.font(.body)
  /// The defaults.
  public init() {}
}
