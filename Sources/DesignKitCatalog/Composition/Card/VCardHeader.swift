import DesignKitCore

/// The top of a card: it pads its title and description itself.
///
/// `VCardHeader()`
public struct VCardHeader: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "card" }
  public static func machineParameters(for model: VCardHeaderModel) -> StaticParameters { .inert }

  public var model: VCardHeaderModel
  public var state: InteractionState
  /// A header reads through its title and description.
  public var accessibilityLabel: String { "" }

  /// Creates a card header.
  public init(
    model: VCardHeaderModel = .init(), state: InteractionState = .enabled
  ) {
    self.model = model
    self.state = state
  }
}
