import DesignKitCore

/// The model of `VList`: margins between its sheet and rows; the rows and the sheet are child models.
public struct VListModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Margins between the sheet's edges and the rows.
    public var contentMargins = Insets(horizontal: 0, vertical: Metrics.spacing(0.5))
    public init() {}
  }

  /// Colors (the sheet's and rows' are in their models).
  public struct Colors: Codable, Sendable, Equatable {
    public init() {}
  }

  /// Behaviour (the rows' is in their model).
  public struct Misc: Codable, Sendable, Equatable {
    public init() {}
  }

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = NoFonts()
  public var animations = AvailabilityAnimations()
  public var misc = Misc()
  /// The rows.
  public var list = VBaseListModel()
  /// The rounded background.
  public var sheet = VSheetModel()

  /// The default model.
  public init() {}
}
