import DesignKitCore

/// The model of `VEmptyState`: a symbol, a title, a message and an optional action, centered.
public struct VEmptyStateModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Size of the symbol.
    @Dimension public var symbolDimension: Double = 56
    /// Width of the symbol's lines (a regular-weight symbol at the symbol's size).
    @Dimension public var iconLineWidth: Double = 3.5
    /// Spacing between the symbol, the title, the message and the action.
    @Dimension public var spacing: Double = Metrics.spacing(2)
    /// Padding around the whole.
    public var padding = Insets(Metrics.spacing(4))
    /// Widest the text may be; lines wrap beyond it.
    @Dimension public var maxWidth: Double = 320
    /// How the title and message align.
    public var textAlignment = LineAlignment.center
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
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

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts(
    title: Typography.font(.title3, weight: .semibold), message: Typography.font(.body),
    titleConfiguration: .init(alignment: .center), messageConfiguration: .init(alignment: .center))
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`.
  public init() {}
}
