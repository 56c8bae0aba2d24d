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
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Behind the rows.
    public var background = Palette.clear
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Rows built beyond each end of the visible range, so a scroll finds them ready.
    public var prefetchRows = 2
    public init() {}
  }

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = NoFonts()
  public var animations = AvailabilityAnimations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
