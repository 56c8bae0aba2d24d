import DesignKitCore

/// The secondary text under a card's title.
///
/// `VCardDescription(text: "Choose what you hear about.")`
public struct VCardDescription: TextPartComponent {
  public typealias Machine = ContentMachine
  public typealias Model = VCardDescriptionModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "card" }

  public var model: VCardDescriptionModel
  public var state: InteractionState
  /// The description.
  public var text: String

  /// Creates a card description.
  public init(
    model: VCardDescriptionModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
