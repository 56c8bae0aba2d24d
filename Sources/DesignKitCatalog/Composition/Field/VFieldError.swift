import DesignKitCore

/// The message under an invalid field's control; the control also reads it as its hint.
///
/// `VFieldError(text: "Enter a valid email.")`
public struct VFieldError: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "field" }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text", content: .text(font: "fonts.text"))]
  }
  public static func machineParameters(for model: VFieldErrorModel) -> StaticParameters { .inert }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VFieldErrorModel
  public var state: InteractionState
  /// The message.
  public var text: String
  public var accessibilityLabel: String { text }

  /// Creates a field error.
  public init(
    model: VFieldErrorModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
