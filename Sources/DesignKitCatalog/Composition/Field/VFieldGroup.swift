import DesignKitCore

/// A column of form fields with a legend; it takes neither focus nor hover (its fields do): it is enabled or
/// disabled.
///
/// `VFieldGroup(legend: "Account")`
public struct VFieldGroup: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .list }
  public static var category: String { "fields" }
  public static func machineParameters(for model: VFieldGroupModel) -> AvailabilityParameters {
    AvailabilityParameters()
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("legend", \.legend)] }

  public var model: VFieldGroupModel
  public var state: Availability
  /// The group's name for assistive technologies, empty for none.
  public var legend: String
  public var accessibilityLabel: String { legend }

  /// Creates a field group.
  public init(
    model: VFieldGroupModel = .init(), state: Availability = .enabled, legend: String = ""
  ) {
    self.model = model
    self.state = state
    self.legend = legend
  }
}
