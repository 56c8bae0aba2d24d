#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import SwiftUI

  /// The lab's rounded field as a style for SwiftUI's own `TextField`: the text in the model's text font and color,
  /// placed where `VTextField`'s drawing puts its text (`DrawableComponent.textInsets(of:width:in:)`), on the field's
  /// drawn rounded background and border, focused while the text field has focus and disabled under
  /// `.disabled(true)`. SwiftUI's text field keeps the editing (keyboard, selection, autofill, undo).
  ///
  ///     TextField("Email", text: $email).textFieldStyle(RoundedTextFieldStyle())
  public struct RoundedTextFieldStyle: TextFieldStyle {
    /// The model the field is drawn with; nil takes the environment's theme, as components do.
    public var model: VTextFieldModel?

    /// A style drawn with `model` (nil: the environment's theme, else the defaults).
    public init(model: VTextFieldModel? = nil) { self.model = model }

    public func _body(configuration: TextField<_Label>) -> some View {
      RoundedTextFieldBody(configuration: configuration, model: model)
    }
  }

  /// The styled field: SwiftUI's text field over the drawn field.
  private struct RoundedTextFieldBody: View {
    let configuration: TextField<RoundedTextFieldStyle._Label>
    let model: VTextFieldModel?
    @FocusState private var isFocused: Bool
    private var environment = HostEnvironment()

    /// Nonisolated: `TextFieldStyle._body` is not main-actor isolated where the SDK leaves the protocol implicit.
    nonisolated init(configuration: TextField<RoundedTextFieldStyle._Label>, model: VTextFieldModel?) {
      self.configuration = configuration
      self.model = model
    }

    var body: some View {
      let interaction: InteractionState = !environment.isEnabled ? .disabled : isFocused ? .focused : .enabled
      let model = model ?? (try? environment.theme?.model(for: VTextField.self)) ?? VTextFieldModel()
      let background = VTextField(model: model, state: .init(.none, interaction))
      let style = try? background.resolvedStyle(in: environment.style)
      let insets = RoundedTextFieldStyle.textInsets(model: model, interaction: interaction, in: environment.style)
      configuration
        .font((try? style?.font("fonts.text")).map { SwiftUI.Font($0) })
        .foregroundColor((try? style?.color("colors.text")).map { SwiftUI.Color($0) })
        .focused($isFocused)
        .padding(EdgeInsets(insets))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { ComponentStill(background) }
    }
  }

  extension RoundedTextFieldStyle {
    /// Where `VTextField` drawn with `model` puts a line of text, as insets from its frame (zero when it shows none).
    static func textInsets(model: VTextFieldModel, interaction: InteractionState, in environment: StyleEnvironment)
      -> ResolvedInsets
    {
      let sample = "Sample"
      let field = VTextField(model: model, state: .init(.none, interaction), text: sample)
      return (try? field.textInsets(of: sample, width: 320, in: environment))
        ?? ResolvedInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
  }

  extension EdgeInsets {
    /// Insets in a layout's reading direction: left is leading.
    init(_ insets: ResolvedInsets) {
      self.init(
        top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        trailing: CGFloat(insets.right))
    }
  }
#endif
