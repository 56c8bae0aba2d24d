import DesignKitCore

/// The secondary text under a card's title.
///
/// `VCardDescription(text: "Choose what you hear about.")`
public struct VCardDescription: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "card" }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text", content: .text(font: "fonts.text"))]
  }
  public static func machineParameters(for model: VCardDescriptionModel) -> StaticParameters { .inert }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VCardDescriptionModel
  public var state: InteractionState
  /// The description.
  public var text: String
  public var accessibilityLabel: String { text }

  /// Creates a card description.
  public init(
    model: VCardDescriptionModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
