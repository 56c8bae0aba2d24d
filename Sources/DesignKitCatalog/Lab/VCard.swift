import DesignKitCore

/// A container on a layer with the lab's card look; built from free content or from card parts.
///
/// `VCard(hasParts: true)` holds a `VCardHeader`, `VCardContent` and `VCardFooter`, which pad themselves.
public struct VCard: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VCardModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "cards" }
  public static var contrastPairs: [ContrastPair] { [.surface()] }
  public static var contentKeys: [ContentKey<Self>] { [.init("hasParts", \.hasParts)] }

  public var model: VCardModel
  public var state: Availability
  /// Whether the content is card parts, which own their spacing.
  public var hasParts: Bool
  /// The label assistive technologies read for the card as a whole, empty to read its content one by one.
  public var accessibilityLabel: String
  /// The padding the card draws around its content on `platform`: none with parts when
  /// `layout.clearsPaddingWithParts`.
  public func contentPadding(on platform: StyleEnvironment.Platform = .iOS) -> Insets {
    hasParts && model.layout.clearsPaddingWithParts ? .zero : model.layout.padding[platform]
  }

  /// Creates a card.
  public init(
    model: VCardModel = .init(), state: Availability = .enabled, hasParts: Bool = false,
    accessibilityLabel: String = ""
  ) {
    self.model = model
    self.state = state
    self.hasParts = hasParts
    self.accessibilityLabel = accessibilityLabel
  }
}
