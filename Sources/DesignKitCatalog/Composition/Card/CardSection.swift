import DesignKitCore

/// What tells apart the sections of a card that share one generic component (`CardSection<CardHeaderPart>`):
/// besides its model's sizes, colors and alias (which name the component, `VCardHeader`), how it draws.
public protocol CardSectionRole: LayoutPartRole {
  /// The section's drawing in `style`, around a placeholder of what it usually holds (disabled with the section
  /// when `disabled`).
  static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
}

/// A section of a card (its header, content or footer): it pads and lays out children it does not know and reads
/// through them. Each section is an alias of its own role (`VCardHeader`), so `VCardHeader()` has the header's model.
public struct CardSection<Role: CardSectionRole>: ConfiguredComponent {
  /// The interaction machine: none beyond showing content.
  public typealias Machine = AvailabilityMachine
  public typealias Model = LayoutPartModel<Role>
  public static var componentName: String { Role.componentName }
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "cards" }

  public var model: LayoutPartModel<Role>
  public var state: Availability
  /// A section reads through its children.
  public var accessibilityLabel: String { "" }

  /// Creates a card section.
  public init(model: LayoutPartModel<Role> = .init(), state: Availability = .enabled) {
    self.model = model
    self.state = state
  }
}

extension CardSection: DrawableComponent {
  public static var galleryPreview: Self { Self() }

  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Role.drawing(style: style, environment: environment, disabled: state == .disabled)
  }
}
