import DesignKitCore

/// A text part of a composite (a card's title, a field's error): static text whose model has one color and one font.
public protocol TextPartComponent: ConfiguredComponent where Machine == AvailabilityMachine {
  /// The text.
  var text: String { get set }
}

extension TextPartComponent {
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text", content: .text(font: "fonts.text"))]
  }
  public var accessibilityLabel: String { text }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }
}

/// What tells apart the text parts that share one generic component (`TextPart<CardTitleText>`): besides its model's
/// defaults and alias (which name the component, `VCardTitle`), where the catalog files it, how it reads and what the
/// gallery shows.
public protocol TextPartComponentRole: TextPartRole {
  /// The catalog family.
  static var family: ComponentFamily { get }
  /// How assistive technologies present it.
  static var accessibilityRole: AccessibilityRole { get }
  /// The configuration category a composition scope addresses it by (`card`, `field`).
  static var category: String { get }
  /// The text of the gallery's sample.
  static var galleryText: String { get }
}

/// A text part (a card's title, a field's error). Each part is an alias of its own role (`VCardTitle`), so
/// `VCardTitle(text:)` has the title's model, name and accessibility role.
public struct TextPart<Role: TextPartComponentRole>: TextPartComponent {
  /// The interaction machine: text is enabled or disabled, never focused, hovered or pressed.
  public typealias Machine = AvailabilityMachine
  /// The model, the alias of the same role (`VCardTitleModel`).
  public typealias Model = TextPartModel<Role>
  public static var componentName: String { Role.componentName }
  public static var family: ComponentFamily { Role.family }
  public static var accessibilityRole: AccessibilityRole { Role.accessibilityRole }
  public static var category: String { Role.category }

  public var model: Model
  public var state: Availability
  /// The text.
  public var text: String

  /// Creates a text part.
  public init(model: Model = .init(), state: Availability = .enabled, text: String) {
    self.model = model
    self.state = state
    self.text = text
  }
}

extension TextPart: DrawableComponent {
  public static var galleryPreview: Self { Self(text: Role.galleryText) }
}
