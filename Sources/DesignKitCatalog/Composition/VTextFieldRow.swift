import DesignKitCore

/// A title above a text field (the field's header) and an optional hint below it (its footer); focus tints the
/// title, the content type picks the keyboard and secure entry.
///
/// `VTextFieldRow(model: .init(), title: "Email", placeholder: "name@example.com")`
public struct VTextFieldRow: TextInputComponent {
  public static var category: String { "fields" }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.field.header", content: .text(font: "fonts.field.header")),
      ContrastPair(
        foreground: "colors.field.text", background: "colors.field.background", content: .text(font: "fonts.field.text")
      ),
      ContrastPair(foreground: "colors.field.footer", content: .text(font: "fonts.field.footer")),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.field.minHeight") }
  public static func machineParameters(for model: VTextFieldRowModel) -> TextInputParameters {
    var parameters = model.misc.field.parameters
    if model.isSecure { parameters.contentType = .secure }
    return parameters
  }
  public static var machineSettings: [String] { TextInputBehavior.machineSettings(under: "misc.field") }
  /// The content type picks the keyboard, autocapitalization and autofill, which the row hands its renderer
  /// itself; only its secure cases (a password) also reach the machine, as a secure field.
  /// The editor's settings go to the platform's text field.
  public static var contentSettings: [String] {
    ["misc.contentType"] + TextInputSettings.paths(under: "misc.field.input")
  }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("title", \.title), .init("footer", \.footer), .init("placeholder", \.placeholder), .init("text", \.text)]
  }

  public var model: VTextFieldRowModel
  public var state: ValueState<ValidationState>
  /// The title above the field; also the accessibility label.
  public var title: String
  /// The hint below the field, empty for none.
  public var footer: String
  /// The placeholder shown while empty.
  public var placeholder: String
  /// The text.
  public var text: String
  /// Called with the new text: the owner's binding.
  public var onChange: @Sendable (String) -> Void
  /// The gallery's password and search samples; the model's settings otherwise.
  var sampleSettings = SampleSettings()
  public var accessibilityLabel: String { title }
  /// The text (dots when secure), then the validation highlight when there is one.
  public var accessibilityValue: String? {
    VTextField(state: state, text: model.isSecure ? TextRowContent.hidden(text) : text)
      .accessibilityValue
  }

  /// Creates a row.
  public init(
    model: VTextFieldRowModel = .init(), state: ValueState<ValidationState> = .init(.none), title: String,
    footer: String = "", placeholder: String = "", text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.onChange = onChange
    self.model = model
    self.state = state
    self.title = title
    self.footer = footer
    self.placeholder = placeholder
    self.text = text
  }
}
