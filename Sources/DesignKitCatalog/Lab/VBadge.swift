import DesignKitCore

/// A small capsule label with a status kind: info, success, warning or error.
///
/// The kind is content, like the text (the lab's `Badge(text:style:)`): the model holds one color per kind, so one
/// model serves every kind and a preset restyles them all at once.
/// `VBadge(kind: .warning, text: "Expires soon")`
public struct VBadge: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var contrastPairs: [ContrastPair] {
    StatusKind.allCases.map {
      ContrastPair(
        foreground: "colors.text.\($0.rawValue)", background: "colors.background.\($0.rawValue)",
        content: .text(font: "fonts.text"))
    }
  }
  public static func machineParameters(for model: VBadgeModel) -> StaticParameters { .inert }
  /// Whether the kind is spoken shapes the accessibility label, which the badge writes itself.
  public static var contentSettings: [String] { ["misc.speaksKind"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VBadgeModel
  public var state: InteractionState
  /// The status kind, which picks the colors.
  public var kind: StatusKind
  /// The text.
  public var text: String
  /// "Style: text" (the lab's label), or the text alone when `misc.speaksKind` is off.
  public var accessibilityLabel: String { model.misc.speaksKind ? "\(kind.spokenName): \(text)" : text }

  /// Creates a badge.
  public init(model: VBadgeModel = .init(), state: InteractionState = .enabled, kind: StatusKind, text: String) {
    self.model = model
    self.state = state
    self.kind = kind
    self.text = text
  }
}
