import DesignKitCore

/// The model of `VSectionList`: section headers over groups of rows.
public struct VSectionListModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The rows.
    public var rows = RowLayout()
    /// Margins around a section's header.
    public var headerMargins = Insets(
      top: Metrics.spacing(2), leading: Metrics.spacing(2), bottom: Metrics.spacing(0.75), trailing: Metrics.spacing(2))
    /// Spacing between sections.
    @Dimension public var sectionSpacing: Double = Metrics.spacing(2)
    /// Corner radius of a section's group of rows (the theme's radius).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Behind the sections.
    public var background = Palette.canvas
    /// A section's group of rows.
    public var sectionBackground = Palette.layer
    /// The rows.
    public var rows = RowColors()
    /// Section headers.
    public var header = Palette.secondaryText
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The rows' titles.
    public var row = Typography.font(.body)
    /// Section headers.
    public var header = Typography.font(.footnote)
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Whether section headers stay pinned at the top while their section scrolls.
    public var pinsHeaders = false
    public init() {}
  }

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts()
  public var animations = AvailabilityAnimations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
