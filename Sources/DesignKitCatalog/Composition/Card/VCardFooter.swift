import DesignKitCore

/// The bottom row of a card, holding its actions.
///
/// `VCardFooter()`
public struct VCardFooter: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "card" }
  public static func machineParameters(for model: VCardFooterModel) -> StaticParameters { .inert }

  public var model: VCardFooterModel
  public var state: InteractionState
  /// A footer reads through its actions.
  public var accessibilityLabel: String { "" }

  /// Creates a card footer.
  public init(
    model: VCardFooterModel = .init(), state: InteractionState = .enabled
  ) {
    self.model = model
    self.state = state
  }
}
