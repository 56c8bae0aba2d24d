import DesignKitCore

/// The helper text under a field's control.
///
/// `VFieldDescription(text: "We never share it.")`
public typealias VFieldDescription = TextPart<FieldDescriptionText>

extension FieldDescriptionText: TextPartComponentRole {
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "fields" }
}
