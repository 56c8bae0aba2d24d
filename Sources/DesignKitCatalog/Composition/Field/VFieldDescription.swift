import DesignKitCore

/// The helper text under a field's control.
///
/// `VFieldDescription(text: "We never share it.")`
public struct VFieldDescription: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "field" }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text", content: .text(font: "fonts.text"))]
  }
  public static func machineParameters(for model: VFieldDescriptionModel) -> StaticParameters { .inert }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VFieldDescriptionModel
  public var state: InteractionState
  /// The description.
  public var text: String
  public var accessibilityLabel: String { text }

  /// Creates a field description.
  public init(
    model: VFieldDescriptionModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
