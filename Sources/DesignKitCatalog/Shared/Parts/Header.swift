import DesignKitCore

/// The geometry of a container's header: a title, the close button (the container's child model) and a divider.
public struct HeaderLayout: Codable, Sendable, Equatable {
  /// Margins around the title and close button.
  public var margins = Insets(horizontal: Metrics.spacing(2), vertical: Metrics.spacing(1.5))
  /// Spacing between the title and the close button.
  @Dimension public var spacing: Double = Metrics.spacing(1)
  /// Whether the close button comes before the title, at the leading edge, per platform: on watchOS, where a sheet's
  /// close button is in its top leading corner; after it, at the trailing edge, elsewhere (VComponents 8.1).
  public var closeButtonLeads = PlatformTable<Bool>(iOS: false, watchOS: true)
  /// Thickness of the divider under the header.
  @Dimension public var dividerHeight: Double = Metrics.hairline
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics`.
  public init() {}
}

/// The colors of a container's header.
public struct HeaderColors: Codable, Sendable, Equatable {
  /// The title.
  public var title = Palette.primaryText
  /// The divider under the header.
  public var divider = Palette.separator
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}

/// The fonts of a container with a header (a modal, a half modal).
public struct HeaderFonts: Codable, Sendable, Equatable {
  /// The header's title.
  public var headerTitle = Typography.font(.headline)
  /// How the header's title is set: lines, shrinking, case, alignment. It shrinks to iOS's 0.75 before a word of it
  /// breaks.
  public var headerTitleConfiguration = TextConfiguration(minimumScaleFactor: 0.75)
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): fonts from `Typography`.
  public init() {}
}

extension ContrastPair {
  /// A container's header title (`colors.header.title`) on its background (`colors.background`).
  public static var headerTitle: ContrastPair {
    ContrastPair(foreground: "colors.header.title", background: "colors.background")
  }
}
