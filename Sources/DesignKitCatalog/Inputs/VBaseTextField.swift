import DesignKitCore

/// The bare single-line text input the text field builds on: text and placeholder, no decoration.
///
/// `VBaseTextField(placeholder: "Name", text: "Ada", onChange: { name = $0 })`
public struct VBaseTextField: TextInputComponent {
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text"), ContrastPair(foreground: "colors.placeholder")]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minimumHeight") }
  public static func machineParameters(for model: VBaseTextFieldModel) -> TextInputParameters { model.misc.parameters }
  public static var machineSettings: [String] { TextInputBehavior.machineSettings(under: "misc") }
  public static var contentKeys: [ContentKey<Self>] { [.init("placeholder", \.placeholder), .init("text", \.text)] }

  public var model: VBaseTextFieldModel
  public var state: ValueState<ValidationState>
  /// The placeholder shown while empty; also the accessibility label.
  public var placeholder: String
  /// The text.
  public var text: String
  /// Called with the new text.
  public var onChange: @Sendable (String) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    .clearing { onChange in
      var model = VBaseTextFieldModel()
      model.misc.hasClearButton = true
      return VBaseTextField(model: model, text: "abc", onChange: onChange)
    }
  }
  public var accessibilityLabel: String { placeholder }
  public var accessibilityValue: String? { text }

  /// Creates a bare text field.
  public init(
    model: VBaseTextFieldModel = .init(), state: ValueState<ValidationState> = .init(.none), placeholder: String = "",
    text: String = "", onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    (self.placeholder, self.text) = (placeholder, text)
    self.onChange = onChange
  }
}
