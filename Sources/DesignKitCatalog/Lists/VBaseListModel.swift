import DesignKitCore

/// The model of `VBaseList`: rows and their separators.
public struct VBaseListModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// The rows.
    public var rows = RowLayout()
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The rows.
    public var rows = RowColors()
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The rows' titles.
    public var row = Typography.font(.body)
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
