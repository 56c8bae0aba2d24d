import DesignKitCore

/// A multi-line text input whose height follows its line count: tall enough for `layout.minLineCount` lines, growing
/// to `layout.maxLineCount`, then scrolling; with the validation highlight of `VTextField`.
///
/// `VTextView(placeholder: "Notes", text: notes, onChange: { notes = $0 })`
public struct VTextView: TextInputComponent {
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.text", background: "colors.background", content: .text(font: "fonts.text")),
      ContrastPair(
        foreground: "colors.placeholder", background: "colors.background", content: .text(font: "fonts.placeholder")),
      .boundary("colors.border"), .boundary("colors.border", on: "colors.background"),
    ]
  }
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight") }
  public static func machineParameters(for model: VTextViewModel) -> TextInputParameters { model.misc.parameters }
  public static var machineSettings: [String] { ["misc.hasClearButton", "misc.maxLength", "misc.characters"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("placeholder", \.placeholder), .init("text", \.text)] }

  public var model: VTextViewModel
  public var state: ValueState<ValidationState>
  /// The placeholder shown while empty; also the accessibility label.
  public var placeholder: String
  /// The text; line breaks in it start new lines.
  public var text: String
  /// Called with the new text (the clear button leaves it empty): the owner's binding.
  public var onChange: @Sendable (String) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    .clearing { onChange in
      var model = VTextViewModel()
      model.misc.hasClearButton = true
      return VTextView(model: model, text: "abc", onChange: onChange)
    }
  }
  public var accessibilityLabel: String { placeholder }

  /// Creates a text view.
  public init(
    model: VTextViewModel = .init(), state: ValueState<ValidationState> = .init(.none), placeholder: String = "",
    text: String = "", onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    (self.model, self.state, self.onChange) = (model, state, onChange)
    (self.placeholder, self.text) = (placeholder, text)
  }
}
