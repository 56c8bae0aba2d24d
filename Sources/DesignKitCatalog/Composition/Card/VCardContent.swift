import DesignKitCore

/// The body of a card: it pads its children on the sides and bottom.
///
/// `VCardContent()`
public struct VCardContent: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "card" }
  public static func machineParameters(for model: VCardContentModel) -> StaticParameters { .inert }

  public var model: VCardContentModel
  public var state: InteractionState
  /// Content reads through its children.
  public var accessibilityLabel: String { "" }

  /// Creates a card content part.
  public init(
    model: VCardContentModel = .init(), state: InteractionState = .enabled
  ) {
    self.model = model
    self.state = state
  }
}
