import DesignKitCore

/// A small capsule label with a status kind: info, success, warning or error.
///
/// The kind is content, like the text (the lab's `Badge(text:style:)`): the model holds one color per kind, so one
/// model serves every kind and a preset restyles them all at once.
/// `VBadge(kind: .warning, text: "Expires soon")`
public struct VBadge: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VBadgeModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var contrastPairs: [ContrastPair] {
    StatusKind.allCases.map {
      ContrastPair(
        foreground: "colors.text.\($0.rawValue)", background: "colors.background.\($0.rawValue)",
        content: .text(font: "fonts.text"))
    }
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VBadgeModel
  public var state: Availability
  /// The status kind, which picks the colors.
  public var kind: StatusKind
  /// The text.
  public var text: String
  /// "Kind: text" (the lab's label): the kind is always spoken, since its color alone must not carry it (WCAG 1.4.1).
  public var accessibilityLabel: String { "\(kind.spokenName): \(text)" }

  /// Creates a badge.
  public init(model: VBadgeModel = .init(), state: Availability = .enabled, kind: StatusKind, text: String) {
    self.model = model
    self.state = state
    self.kind = kind
    self.text = text
  }
}
