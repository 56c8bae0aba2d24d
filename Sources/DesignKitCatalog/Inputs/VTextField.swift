import DesignKitCore

/// A single-line text input with a validation highlight independent of focus.
///
/// `VTextField(model: .init(), state: .init(.error, .focused), placeholder: "Email", text: "a@")`
public struct VTextField: ConfiguredComponent {
  public typealias Machine = TextInputMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .textField }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.text", background: "colors.background"),
      ContrastPair(foreground: "colors.placeholder", background: "colors.background"),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.height") }
  public static func machineParameters(for model: VTextFieldModel) -> TextInputParameters {
    TextInputParameters(contentType: model.misc.contentType, hasClearButton: model.misc.hasClearButton)
  }

  public var model: VTextFieldModel
  public var state: ValueState<ValidationState>
  /// The placeholder shown while empty; also the accessibility label.
  public var placeholder: String
  /// The text.
  public var text: String
  public var accessibilityLabel: String { placeholder }
  /// The text, then the validation highlight when there is one ("a@, error").
  public var accessibilityValue: String? {
    state.value == .none ? text : [text, state.value.rawValue].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// Creates a text field.
  public init(
    model: VTextFieldModel = .init(), state: ValueState<ValidationState> = .init(.none), placeholder: String = "",
    text: String = ""
  ) {
    self.model = model
    self.state = state
    self.placeholder = placeholder
    self.text = text
  }
}
