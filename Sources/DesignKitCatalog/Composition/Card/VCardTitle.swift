import DesignKitCore

/// A card's title; a header for assistive technologies.
///
/// `VCardTitle(text: "Notifications")`
public struct VCardTitle: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .header }
  public static var category: String { "card" }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text", content: .text(font: "fonts.text"))]
  }
  public static func machineParameters(for model: VCardTitleModel) -> StaticParameters { .inert }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VCardTitleModel
  public var state: InteractionState
  /// The title.
  public var text: String
  public var accessibilityLabel: String { text }

  /// Creates a card title.
  public init(
    model: VCardTitleModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
