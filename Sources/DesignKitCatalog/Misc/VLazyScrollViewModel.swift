import DesignKitCore

/// The model of `VLazyScrollView`: row geometry and how far beyond the visible range rows are built.
public struct VLazyScrollViewModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The height assumed for a row that has not been built yet.
    @Dimension public var estimatedRowHeight: Double = 44
    /// Spacing between rows.
    @Dimension public var rowSpacing: Double = 0
    /// Margins around the rows.
    public var contentMargins = Insets(0)
    /// The defaults.
    public init() {}
  }

  /// Colors: behind the rows, clear.
  public typealias Colors = BackgroundColors

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Rows built beyond each end of the visible range, so a scroll finds them ready.
    public var prefetchRows = 2
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = NoFonts()
  /// Animations per transition slot.
  public var animations = AvailabilityAnimations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
