import DesignKitCore

/// A rounded background container for content.
///
/// `VSheet()`
public struct VSheet: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .image }
  public static func machineParameters(for model: VSheetModel) -> AvailabilityParameters { .init() }

  public var model: VSheetModel
  public var state: Availability
  public var accessibilityLabel: String { "" }

  /// Creates a sheet.
  public init(model: VSheetModel = .init(), state: Availability = .enabled) {
    self.model = model
    self.state = state
  }
}
