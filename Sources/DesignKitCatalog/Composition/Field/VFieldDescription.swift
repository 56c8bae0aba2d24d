import DesignKitCore

/// The helper text under a field's control.
///
/// `VFieldDescription(text: "We never share it.")`
public struct VFieldDescription: TextPartComponent {
  public typealias Machine = ContentMachine
  public typealias Model = VFieldDescriptionModel
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "field" }

  public var model: VFieldDescriptionModel
  public var state: InteractionState
  /// The description.
  public var text: String

  /// Creates a field description.
  public init(
    model: VFieldDescriptionModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
