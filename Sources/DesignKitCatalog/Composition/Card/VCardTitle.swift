import DesignKitCore

/// A card's title; a header for assistive technologies.
///
/// `VCardTitle(text: "Notifications")`
public typealias VCardTitle = TextPart<CardTitleText>

extension CardTitleText: TextPartComponentRole {
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .header }
  public static var category: String { "cards" }
}
