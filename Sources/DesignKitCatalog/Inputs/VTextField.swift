import DesignKitCore

/// A single-line text input (standard, secure with reveal, or search with clear) with a validation highlight
/// independent of focus, and header and footer texts.
///
/// `VTextField(state: .init(.error, .focused), header: "Email", footer: "Invalid address", text: "a@")`
public struct VTextField: TextInputComponent {
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.text", background: "colors.background", content: .text(font: "fonts.text")),
      ContrastPair(
        foreground: "colors.placeholder", background: "colors.background", content: .text(font: "fonts.placeholder")),
      .boundary("colors.border"), .boundary("colors.border", on: "colors.background"),
      ContrastPair(foreground: "colors.header", content: .text(font: "fonts.header")),
      ContrastPair(foreground: "colors.footer", content: .text(font: "fonts.footer")),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight") }
  public static func machineParameters(for model: VTextFieldModel) -> TextInputParameters { model.misc.parameters }
  public static var machineSettings: [String] { TextInputBehavior.machineSettings(under: "misc") }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("header", \.header), .init("footer", \.footer), .init("placeholder", \.placeholder), .init("text", \.text)]
  }

  public var model: VTextFieldModel
  public var state: ValueState<ValidationState>
  /// The text above the field; the accessibility label when there is one.
  public var header: String
  /// The text below the field (a hint, or what is wrong).
  public var footer: String
  /// The placeholder shown while empty; the accessibility label without a header.
  public var placeholder: String
  /// The text.
  public var text: String
  /// Called with the text the clear button leaves (empty): the owner's binding.
  public var onChange: @Sendable (String) -> Void
  /// The gallery's secure and search samples; the model's settings otherwise.
  var sampleSettings = SampleSettings()
  public var accessibilityLabel: String { header.isEmpty ? placeholder : header }
  public static var callbackProbe: CallbackProbe<Self>? {
    .clearing { VTextField(text: "abc", onChange: $0) }
  }

  /// Creates a text field.
  public init(
    model: VTextFieldModel = .init(), state: ValueState<ValidationState> = .init(.none), header: String = "",
    footer: String = "", placeholder: String = "", text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    (self.model, self.state, self.onChange) = (model, state, onChange)
    (self.header, self.footer, self.placeholder, self.text) = (header, footer, placeholder, text)
  }
}
