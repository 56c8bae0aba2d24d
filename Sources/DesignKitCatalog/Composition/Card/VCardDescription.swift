import DesignKitCore

/// The secondary text under a card's title.
///
/// `VCardDescription(text: "Choose what you hear about.")`
public typealias VCardDescription = TextPart<CardDescriptionText>

extension CardDescriptionText: TextPartComponentRole {
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "cards" }
}
