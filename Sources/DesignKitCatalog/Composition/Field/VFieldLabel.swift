import DesignKitCore

/// A field's label, tinted by the field's validation (a composition scope's `validation`); the field's control
/// takes focus, not its label, so the label is only enabled or disabled.
///
/// `VFieldLabel(text: "Email", isRequired: true)`
public struct VFieldLabel: ConfiguredComponent {
  public typealias Machine = InertFieldMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "fields" }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text", content: .text(font: "fonts.text"))]
  }
  public static func machineParameters(for model: VFieldLabelModel) -> AvailabilityParameters {
    AvailabilityParameters()
  }
  /// The required marker is part of the label's text, which the component writes itself; the machine never sees it.
  public static var contentSettings: [String] { ["misc.marksRequired"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("text", \.text), .init("isRequired", \.isRequired)] }

  public var model: VFieldLabelModel
  public var state: ValueState<ValidationState>
  /// The label.
  public var text: String
  /// Whether the field must be filled (a marker shows when `misc.marksRequired`).
  public var isRequired: Bool
  /// The label, then "required" when it is.
  public var accessibilityLabel: String { isRequired ? "\(text), required" : text }

  /// Creates a field label.
  public init(
    model: VFieldLabelModel = .init(), state: ValueState<ValidationState> = .init(.none), text: String,
    isRequired: Bool = false
  ) {
    self.model = model
    self.state = state
    self.text = text
    self.isRequired = isRequired
  }
}
