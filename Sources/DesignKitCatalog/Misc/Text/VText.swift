import DesignKitCore

/// A text of two types, each with its own model: single line (truncated) and multi-line (wrapped up to a line
/// limit).
///
/// `VText(type: .multiLine, text: "Terms apply.")`
public struct VText: TypedComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VTextModel
  /// The text's types.
  public enum Kind: String, StyleChoice {
    /// One truncated line, or wrapping lines up to a limit.
    case singleLine, multiLine
  }
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var contrastPairs: [ContrastPair] {
    Kind.allCases.map { ContrastPair(foreground: "\($0).colors.text") }
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text)] }

  public var model: VTextModel
  public var type: Kind
  public var state: Availability
  /// The text.
  public var text: String
  public var accessibilityLabel: String { text }
  /// The most lines drawn; nil for no limit.
  public var lineLimit: Int? {
    let fonts = type == .singleLine ? model.singleLine.fonts : model.multiLine.fonts
    return fonts.textConfiguration.maximumLines > 0 ? fonts.textConfiguration.maximumLines : nil
  }

  /// Creates a text.
  public init(model: VTextModel = .init(), type: Kind = .singleLine, state: Availability = .enabled, text: String) {
    self.model = model
    self.type = type
    self.state = state
    self.text = text
  }
}
