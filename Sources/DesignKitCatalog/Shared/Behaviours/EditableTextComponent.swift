import DesignKitCore

/// A component the user types into through the platform's own editor (keyboard, IME, autofill, selection and undo
/// come from the platform): a native face puts that editor where the drawing marks its text
/// (`DrawingRegions.editableTexts`), styled as `textEditor(style:)` says, and paints the rest of the drawing around it.
public protocol EditableTextComponent: DrawableComponent {
  /// The editor over the text, styled from `style` (the resolved style the component is drawn with).
  func textEditor(style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription
}

/// What a native face needs to put the platform's editor over a component's text.
public struct TextEditorDescription: Sendable, Equatable {
  /// Which platform editor edits the text.
  public enum Kind: String, Sendable {
    /// One line (`TextField`).
    case singleLine
    /// One hidden line with a reveal button (`SecureField` while hidden, `TextField` once revealed).
    case secure
    /// Several lines (`TextEditor`).
    case multiLine
    /// An invisible one-line editor under cells the drawing paints itself (a code entry, as 8.1's is): it takes
    /// the keyboard, and the drawing keeps showing the characters.
    case hiddenCode
  }

  /// Which platform editor.
  public var kind: Kind
  /// The prompt shown while empty.
  public var placeholder: String
  /// The text's font, as resolved for the environment (Dynamic Type applied).
  public var font: Font
  /// The text's color.
  public var color: Color
  /// The placeholder's font.
  public var placeholderFont: Font
  /// The placeholder's color.
  public var placeholderColor: Color
  /// How lines align in the editor's box.
  public var alignment: DrawingAlignment.Horizontal
  /// The keyboard, autofill, correction, capitalization and return key.
  public var settings: TextInputSettings

  /// Whether the drawing paints the text itself (a code entry's cells) rather than leaving it to the editor.
  public var drawingShowsText: Bool { kind == .hiddenCode }

  /// An editor of `kind` with the text and the placeholder each in its font and color (`text`, `prompt`: a model's
  /// `fonts.text` and `colors.text`, `fonts.placeholder` and `colors.placeholder`).
  static func reading(
    _ kind: Kind, placeholder: String, text: (Font, Color), prompt: (Font, Color),
    alignment: DrawingAlignment.Horizontal = .leading, settings: TextInputSettings
  ) -> TextEditorDescription {
    TextEditorDescription(
      kind: kind, placeholder: placeholder, font: text.0, color: text.1, placeholderFont: prompt.0,
      placeholderColor: prompt.1, alignment: alignment, settings: settings)
  }
}

extension VBaseTextFieldRole {
  /// A one-line editor, secure when the model's content type is.
  public static func textEditor(of input: VBaseTextField, style: ResolvedStyle) throws(Diagnostic)
    -> TextEditorDescription
  {
    let (model, placeholder) = (input.model, input.placeholder)
    let m = Resolved<VBaseTextFieldModel>(style)
    return .reading(
      model.misc.contentType == .secure ? .secure : .singleLine, placeholder: placeholder,
      text: (try m.fonts.text, try m.colors.text), prompt: (try m.fonts.placeholder, try m.colors.placeholder),
      settings: model.misc.input)
  }
}

extension VTextField: EditableTextComponent {
  /// A one-line editor, secure when the content type (the model's, or a gallery sample's) is.
  public func textEditor(style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription {
    let style = sampleSettings.applied(to: style)
    let m = Resolved<Model>(style)
    return .reading(
      try m.misc.contentType == .secure ? .secure : .singleLine, placeholder: placeholder,
      text: (try m.fonts.text, try m.colors.text), prompt: (try m.fonts.placeholder, try m.colors.placeholder),
      settings: model.misc.input)
  }
}

extension VTextFieldRow: EditableTextComponent {
  /// The field's one-line editor, secure when the row's content type (a password) or the field's is.
  public func textEditor(style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription {
    let m = Resolved<Model>(style)
    let (fonts, colors) = (try m.fonts.field, try m.colors.field)
    return .reading(
      model.isSecure ? .secure : .singleLine, placeholder: placeholder,
      text: (try fonts.text, try colors.text), prompt: (try fonts.placeholder, try colors.placeholder),
      settings: model.misc.field.input)
  }
}

extension VTextViewRole {
  /// A multi-line editor, its lines aligned as the drawing aligns them.
  public static func textEditor(of input: VTextView, style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription {
    let (model, placeholder) = (input.model, input.placeholder)
    let m = Resolved<VTextViewModel>(style)
    return .reading(
      .multiLine, placeholder: placeholder,
      text: (try m.fonts.text, try m.colors.text), prompt: (try m.fonts.placeholder, try m.colors.placeholder),
      alignment: (try m.layout.textAlignment).horizontal, settings: model.misc.input)
  }
}

extension VCodeEntryView: EditableTextComponent {
  /// A hidden one-line editor under the cells, which keep drawing the code.
  public func textEditor(style: ResolvedStyle) throws(Diagnostic) -> TextEditorDescription {
    let m = Resolved<Model>(style)
    return .reading(
      .hiddenCode, placeholder: "",
      text: (try m.fonts.text, try m.colors.text), prompt: (try m.fonts.placeholder, try m.colors.placeholder),
      settings: model.misc.input)
  }
}
