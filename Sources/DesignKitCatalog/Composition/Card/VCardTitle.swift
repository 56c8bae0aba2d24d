import DesignKitCore

/// A card's title; a header for assistive technologies.
///
/// `VCardTitle(text: "Notifications")`
public struct VCardTitle: TextPartComponent {
  public typealias Machine = ContentMachine
  public typealias Model = VCardTitleModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .header }
  public static var category: String { "card" }

  public var model: VCardTitleModel
  public var state: InteractionState
  /// The title.
  public var text: String

  /// Creates a card title.
  public init(
    model: VCardTitleModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
