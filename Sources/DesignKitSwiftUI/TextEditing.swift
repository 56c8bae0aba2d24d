#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import Foundation
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The platform's editor over a text component's drawn text: a `TextField`, a `SecureField` while a secure
  /// field's text is hidden, a `TextEditor` for a text view, or an invisible `TextField` under a code entry's cells
  /// (as VComponents 8.1's code entry has), so the keyboard, IME, autofill, selection and undo are the platform's.
  ///
  /// It sits where the laid-out drawing marks the editable text (`ComponentHost.editableTexts()`), styled by the
  /// model (font, color, line alignment, the placeholder as its prompt) and configured by `misc.input` (keyboard,
  /// content type, autocorrection, autocapitalization, submit label). Each change of its text goes to the host as
  /// `HostInput.textEdited`, so the machine applies the length limit and character filter and the owner decides
  /// (`text(_:)`); the editor shows the text the host holds afterwards. Return submits (`textSubmitted`). Focus is
  /// the component's `@FocusState`, so the host hears the editor gaining and losing it. The canvas around it paints
  /// everything else: border, background, header, footer, icons and buttons (`editingLayout(of:)`).
  struct TextEditingOverlay<C: DrawableComponent>: View {
    let component: C
    let store: HostStore<C>
    var isFocused: FocusState<Bool>.Binding
    let send: @MainActor (HostInput) -> Bool

    var body: some View {
      if let editing = store.editing(component) {
        editor(editing)
          .modifier(EditorInputSettings(settings: editing.description.settings))
          .focused(isFocused)
          .onSubmit { _ = send(.textSubmitted) }
          .opacity(editing.description.drawingShowsText ? 0.02 : 1)
          .frame(width: CGFloat(editing.rect.width), height: CGFloat(editing.rect.height), alignment: .leading)
          .offset(x: CGFloat(editing.rect.x), y: CGFloat(editing.rect.y))
      }
    }

    /// The editor for `editing`'s kind, bound to the host's text.
    @ViewBuilder
    private func editor(_ editing: TextEditing) -> some View {
      let send = self.send
      let current = editing.text
      let text = Binding<String>(get: { current }, set: { _ = send(.textEdited($0)) })
      let description = editing.description
      let prompt = Text(description.placeholder).font(SwiftUI.Font(description.placeholderFont))
        .foregroundStyle(SwiftUI.Color(description.placeholderColor))
      switch description.kind {
      case .singleLine, .hiddenCode:
        styled(TextField(text: text, prompt: prompt) { Text(description.placeholder) }, description)
      case .secure where editing.isTextHidden:
        styled(SecureField(text: text, prompt: prompt) { Text(description.placeholder) }, description)
      case .secure:
        styled(TextField(text: text, prompt: prompt) { Text(description.placeholder) }, description)
      case .multiLine:
        #if os(tvOS) || os(watchOS)
          styled(TextField(text: text, prompt: prompt, axis: .vertical) { Text(description.placeholder) }, description)
        #else
          styled(TextEditor(text: text).scrollContentBackground(.hidden), description)
        #endif
      }
    }

    /// `editor` in the model's font, color and line alignment, with no decoration of its own.
    private func styled(_ editor: some View, _ description: TextEditorDescription) -> some View {
      editor
        .textFieldStyle(.plain)
        .font(SwiftUI.Font(description.font))
        .foregroundStyle(SwiftUI.Color(description.color))
        .multilineTextAlignment(TextAlignment(description.alignment))
    }
  }

  /// What the editor over a component needs: where, how, and the text the host holds.
  struct TextEditing {
    /// Where the drawing marks the editable text, in the component's coordinates.
    var rect: DrawingRect
    /// Which editor and how it is styled and configured.
    var description: TextEditorDescription
    /// The text the host holds.
    var text: String
    /// Whether a secure field's text is hidden (not revealed).
    var isTextHidden: Bool
  }

  extension HostStore {
    /// The editor over `component`'s text now, in the size the canvas was placed at; nil for a component without
    /// editable text, or before the host exists.
    func editing(_ component: C) -> TextEditing? {
      guard let editable = component as? any EditableTextComponent, let host,
        let rect = try? host.editableTexts().first, let style = try? host.frame().style,
        let description = try? editable.textEditor(style: style)
      else { return nil }
      let isTextHidden = (host.session.machine as? TextInputMachine)?.isTextHidden ?? true
      return TextEditing(
        rect: rect, description: description, text: host.editedText ?? "", isTextHidden: isTextHidden)
    }

    /// `frame`'s laid-out drawing as the canvas paints it under an editor: without the text and caret the platform's
    /// editor shows itself (a code entry's hidden editor leaves its cells drawn).
    func editingLayout(of frame: HostFrame, for component: C) -> LaidOutDrawing {
      guard let editable = component as? any EditableTextComponent, let host,
        let description = try? editable.textEditor(style: frame.style), !description.drawingShowsText,
        let rects = try? host.editableTexts(at: frame.time)
      else { return frame.laidOut }
      return frame.laidOut.omittingEditedText(in: rects)
    }
  }

  /// The model's input settings on the platform editor, each where the platform has it.
  private struct EditorInputSettings: ViewModifier {
    let settings: TextInputSettings

    func body(content: Content) -> some View {
      #if canImport(UIKit) && !os(watchOS)
        content
          .autocorrectionDisabled(settings.autocorrection == .disabled)
          .submitLabel(SubmitLabel(settings.submitLabel))
          .keyboardType(UIKeyboardType(settings.keyboardType))
          .textContentType(UITextContentType(settings.textContentType))
          .textInputAutocapitalization(TextInputAutocapitalization(settings.autocapitalization))
      #else
        content
          .autocorrectionDisabled(settings.autocorrection == .disabled)
          .submitLabel(SubmitLabel(settings.submitLabel))
      #endif
    }
  }

  extension TextAlignment {
    /// The drawing's line alignment.
    init(_ alignment: DrawingAlignment.Horizontal) {
      switch alignment {
      case .leading: self = .leading
      case .center: self = .center
      case .trailing: self = .trailing
      }
    }
  }

  extension SubmitLabel {
    /// The model's submit key.
    init(_ key: SubmitKey) {
      switch key {
      case .done: self = .done
      case .go: self = .go
      case .send: self = .send
      case .join: self = .join
      case .route: self = .route
      case .search: self = .search
      case .return: self = .return
      case .next: self = .next
      case .continue: self = .continue
      }
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    extension UIKeyboardType {
      /// The model's keyboard.
      init(_ type: KeyboardType) {
        switch type {
        case .standard: self = .default
        case .asciiCapable: self = .asciiCapable
        case .numbersAndPunctuation: self = .numbersAndPunctuation
        case .url: self = .URL
        case .numberPad: self = .numberPad
        case .phonePad: self = .phonePad
        case .namePhonePad: self = .namePhonePad
        case .emailAddress: self = .emailAddress
        case .decimalPad: self = .decimalPad
        case .twitter: self = .twitter
        case .webSearch: self = .webSearch
        case .asciiCapableNumberPad: self = .asciiCapableNumberPad
        }
      }
    }

    extension UITextContentType {
      /// The model's content type; nil for none.
      init?(_ content: AutofillContent) {
        switch content {
        case .unspecified: return nil
        case .name: self = .name
        case .namePrefix: self = .namePrefix
        case .givenName: self = .givenName
        case .middleName: self = .middleName
        case .familyName: self = .familyName
        case .nameSuffix: self = .nameSuffix
        case .nickname: self = .nickname
        case .jobTitle: self = .jobTitle
        case .organizationName: self = .organizationName
        case .location: self = .location
        case .fullStreetAddress: self = .fullStreetAddress
        case .streetAddressLine1: self = .streetAddressLine1
        case .streetAddressLine2: self = .streetAddressLine2
        case .addressCity: self = .addressCity
        case .addressState: self = .addressState
        case .addressCityAndState: self = .addressCityAndState
        case .sublocality: self = .sublocality
        case .countryName: self = .countryName
        case .postalCode: self = .postalCode
        case .telephoneNumber: self = .telephoneNumber
        case .emailAddress: self = .emailAddress
        case .url: self = .URL
        case .creditCardNumber: self = .creditCardNumber
        case .username: self = .username
        case .password: self = .password
        case .newPassword: self = .newPassword
        case .oneTimeCode: self = .oneTimeCode
        }
      }
    }

    extension TextInputAutocapitalization {
      /// The model's capitalization; nil for the platform's default.
      init?(_ capitalization: TextAutocapitalization) {
        switch capitalization {
        case .automatic: return nil
        case .never: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .characters: self = .characters
        }
      }
    }
  #endif
#endif
