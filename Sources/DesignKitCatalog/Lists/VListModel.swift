import DesignKitCore

/// The model of `VList`: margins between its sheet and rows; the rows and the sheet are child models.
public struct VListModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Margins between the sheet's edges and the rows.
    public var contentMargins = Insets(horizontal: 0, vertical: Metrics.spacing(0.5))
    /// The defaults.
    public init() {}
  }

  /// Colors (the sheet's and rows' are in their models).
  public struct Colors: Codable, Sendable, Equatable {
    /// The defaults.
    public init() {}
  }

  /// Behaviour (the rows' is in their model).
  public typealias Misc = NoMisc

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
  /// The rows.
  public var list = VBaseListModel()
  /// The rounded background.
  public var sheet = VSheetModel()

  /// The default model.
  public init() {}
}
