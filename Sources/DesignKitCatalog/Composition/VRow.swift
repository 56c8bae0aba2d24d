import DesignKitCore

/// A row with leading content (a title) and trailing content (a value, a chevron), plain or inset.
///
/// `VRow(leading: "Wi-Fi", trailing: "Home")`
public struct VRow: ConfiguredComponent {
  public typealias Machine = ContentMachine
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "rows" }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(
        foreground: "colors.leading", background: "colors.insetBackground", content: .text(font: "fonts.leading")),
      ContrastPair(
        foreground: "colors.trailing", background: "colors.insetBackground", content: .text(font: "fonts.trailing")),
    ]
  }
  public static func machineParameters(for model: VRowModel) -> StaticParameters { StaticParameters() }
  public static var contentKeys: [ContentKey<Self>] { [.init("leading", \.leading), .init("trailing", \.trailing)] }

  public var model: VRowModel
  public var state: InteractionState
  /// The leading content's text.
  public var leading: String
  /// The trailing content's text, empty for none.
  public var trailing: String
  /// The gallery's inset sample with a chevron; the model's settings otherwise.
  var sampleSettings = SampleSettings()
  /// The leading text.
  public var accessibilityLabel: String { leading }
  /// The trailing text, read as the row's value.
  public var accessibilityValue: String? { trailing }
  /// The background for the model's style in the current state.
  public var background: AdaptiveColor {
    (model.layout.style == .inset ? model.colors.insetBackground : model.colors.plainBackground)[state]
  }

  /// Creates a row.
  public init(model: VRowModel = .init(), state: InteractionState = .enabled, leading: String, trailing: String = "") {
    self.model = model
    self.state = state
    self.leading = leading
    self.trailing = trailing
  }
}
