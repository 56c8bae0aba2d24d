import DesignKitCore

/// The behaviour group of a plain text input (`VBaseTextField`'s, `VTextView`'s): the machine's tunables, the clear
/// button and the platform editor's settings, which `TextInput` reads whatever else the group holds.
public protocol TextInputMisc: GroupValue {
  /// Whether a clear button shows while focused and not empty.
  var hasClearButton: Bool { get set }
  /// The platform editor's keyboard, autofill, correction, capitalization and return key.
  var input: TextInputSettings { get }
  /// The text input machine's tunables.
  var parameters: TextInputParameters { get }
}

extension TextInputBehavior: TextInputMisc {}
extension VTextViewRole.Misc: TextInputMisc {}

/// What tells apart the plain text inputs that share one generic component (`TextInput<VTextViewRole>`): besides
/// its model's groups and alias (which name the component, `VTextView`), its target, contrast pairs, gallery
/// samples, drawing and platform editor.
public protocol TextInputRole: GroupedRole
where Fonts == TextInputFonts, Animations == TextInputAnimations, Misc: TextInputMisc {
  /// The pairs of colors the audit checks for contrast, by the model's paths.
  static var contrastPairs: [ContrastPair] { get }
  /// The smallest target a person taps, by the model's paths.
  static var targetSize: TargetSize { get }
  /// The model's paths the machine reads.
  static var machineSettings: [String] { get }
  /// Whether the accessibility value names the validation highlight after the text ("a@, error").
  static var announcesValidation: Bool { get }
  /// The gallery's samples: a placeholder and a text each.
  static var gallerySamples: [(placeholder: String, text: String)] { get }
  /// `input` in `style`, its model's resolved style.
  static func drawing(of input: TextInput<Self>, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  /// The platform editor over `input` in `style`.
  static func textEditor(of input: TextInput<Self>, style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription
}

/// A text input with a placeholder and nothing around its text but what its model draws (`VBaseTextField`,
/// `VTextView`): its text is the owner's, each change goes to `onChange`; read by its placeholder, announced as a
/// text field. Each is an alias of its own role, so `VTextView(placeholder:)` has the text view's model, name and
/// drawing.
public struct TextInput<Role: TextInputRole>: TextInputComponent {
  /// The model, the alias of the same role (`VTextViewModel`).
  public typealias Model = GroupedModel<Role>
  public static var componentName: String { Role.componentName }
  public static var contrastPairs: [ContrastPair] { Role.contrastPairs }
  public static var targetSize: TargetSize? { Role.targetSize }
  public static func machineParameters(for model: Model) -> TextInputParameters { model.misc.parameters }
  public static var machineSettings: [String] { Role.machineSettings }
  public static var contentKeys: [ContentKey<Self>] { [.init("placeholder", \.placeholder), .init("text", \.text)] }

  public var model: Model
  public var state: ValueState<ValidationState>
  /// The placeholder shown while empty; also the accessibility label.
  public var placeholder: String
  /// The text; in a multi-line input, line breaks in it start new lines.
  public var text: String
  /// Called with the new text (the clear button leaves it empty): the owner's binding.
  public var onChange: @Sendable (String) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    .clearing { onChange in
      var model = Model()
      model.misc.hasClearButton = true
      return Self(model: model, text: "abc", onChange: onChange)
    }
  }
  public var accessibilityLabel: String { placeholder }
  /// The text, then the validation highlight when the role announces it and there is one ("a@, error").
  public var accessibilityValue: String? { Role.announcesValidation ? validatedValue : text }

  /// Creates a text input.
  public init(
    model: Model = .init(), state: ValueState<ValidationState> = .init(.none), placeholder: String = "",
    text: String = "", onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    (self.model, self.state, self.onChange) = (model, state, onChange)
    (self.placeholder, self.text) = (placeholder, text)
  }
}

extension TextInput: DrawableComponent {
  public static var galleryPreview: Self { galleryPreviews[0] }
  public static var galleryPreviews: [Self] {
    Role.gallerySamples.map { Self(placeholder: $0.placeholder, text: $0.text) }
  }

  /// The role's drawing (`TextInputRole.drawing(of:style:environment:)`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Role.drawing(of: self, style: style, environment: environment)
  }
}

extension TextInput: EditableTextComponent {
  /// The role's editor (`TextInputRole.textEditor(of:style:)`).
  public func textEditor(style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription {
    try Role.textEditor(of: self, style: style)
  }
}
