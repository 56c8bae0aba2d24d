import DesignKitCore

/// The message under an invalid field's control; the control also reads it as its hint.
///
/// `VFieldError(text: "Enter a valid email.")`
public typealias VFieldError = TextPart<FieldErrorText>

extension FieldErrorText: TextPartComponentRole {
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "fields" }
}
