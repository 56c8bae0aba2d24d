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
      ContrastPair(foreground: "colors.text", background: "colors.background", content: .text(font: "fonts.text")),
      ContrastPair(
        foreground: "colors.placeholder", background: "colors.background", content: .text(font: "fonts.placeholder")),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.height") }
  public static func machineParameters(for model: VTextFieldModel) -> TextInputParameters {
    TextInputParameters(contentType: model.misc.contentType, hasClearButton: model.misc.hasClearButton)
  }
  public static var machineSettings: [String] { ["misc.contentType", "misc.hasClearButton"] }

  public var model: VTextFieldModel
  public var state: ValueState<ValidationState>
  /// The placeholder shown while empty; also the accessibility label.
  public var placeholder: String
  /// The text.
  public var text: String
  /// What a change of the text by the field itself (the clear button) does (the owner's binding).
  public var onTextChange: @Sendable (String) -> Void
  public var accessibilityLabel: String { placeholder }
  public var restingEvents: [TextInputEvent] { text.isEmpty ? [] : [.textChanged(isEmpty: false)] }
  public func handle(_ output: MachineOutput) { if case .valueChanged(let text) = output { onTextChange(text) } }
  /// The text, then the validation highlight when there is one ("a@, error").
  public var accessibilityValue: String? {
    state.value == .none ? text : [text, state.value.rawValue].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// Creates a text field.
  public init(
    model: VTextFieldModel = .init(), state: ValueState<ValidationState> = .init(.none), placeholder: String = "",
    text: String = "", onTextChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.placeholder = placeholder
    self.text = text
    self.onTextChange = onTextChange
  }
}
