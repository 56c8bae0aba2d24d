import DesignKitCore

/// The message under an invalid field's control; the control also reads it as its hint.
///
/// `VFieldError(text: "Enter a valid email.")`
public struct VFieldError: TextPartComponent {
  public typealias Machine = ContentMachine
  public typealias Model = VFieldErrorModel
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "field" }

  public var model: VFieldErrorModel
  public var state: InteractionState
  /// The message.
  public var text: String

  /// Creates a field error.
  public init(
    model: VFieldErrorModel = .init(), state: InteractionState = .enabled, text: String
  ) {
    self.model = model
    self.state = state
    self.text = text
  }
}
