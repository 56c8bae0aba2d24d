import DesignKitCore

/// A rounded background container for content.
///
/// `VSheet()`
public struct VSheet: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VSheetModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .image }
  public static var contrastPairs: [ContrastPair] { [.surface()] }

  /// Applied by the component itself: Clipping applies to the content the sheet hosts, not to any interaction.
  public static var contentSettings: [String] { ["misc.clipsContent"] }

  public var model: VSheetModel
  public var state: Availability
  public var accessibilityLabel: String { "" }

  /// Creates a sheet.
  public init(model: VSheetModel = .init(), state: Availability = .enabled) {
    self.model = model
    self.state = state
  }
}
