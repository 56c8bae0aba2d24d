import DesignKitCore

/// A component the user types text into on the text input machine (the bare and full text fields, the text view):
/// its machine rests in its validation state with its text, and the text its machine reports goes to `onChange`.
public protocol TextInputComponent: ConfiguredComponent where Machine == TextInputMachine {
  /// The validation and interaction state.
  var state: ValueState<ValidationState> { get }
  /// The text.
  var text: String { get set }
  /// Called with the new text: the owner's binding.
  var onChange: @Sendable (String) -> Void { get }
}

extension TextInputComponent {
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .textField }
  /// The editor's settings (`misc.input`) go to the platform's text field or editor, not the machine.
  public static var contentSettings: [String] { TextInputSettings.paths(under: "misc.input") }
  /// The text, then the validation highlight when there is one ("a@, error").
  public var accessibilityValue: String? { validatedValue }

  /// The text, then the validation highlight when there is one ("a@, error").
  var validatedValue: String {
    state.value == .none ? text : [text, state.value.rawValue].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// Hands a changed text to `onChange`.
  public func handle(_ output: MachineOutput) { if let text = output.changedValue?.textValue { onChange(text) } }

  /// The machine at rest in `state`, holding `text`.
  public func restingMachine() -> TextInputMachine {
    TextInputMachine(resting: state, text: text, parameters: machineParameters)
  }
}

extension TextInputComponent where Self: DrawableComponent {
  /// This input showing the text its machine holds (what was typed, pasted or set), so a host draws the real text.
  public func following(_ machine: TextInputMachine) -> Self {
    var shown = self
    shown.text = machine.state.text
    return shown
  }
}

extension CallbackProbe where C: TextInputComponent {
  /// The probe of a text input with a clear button: focus, then the clear button, and the input's `onChange` reports
  /// the empty text once (as `cleared`); `make` builds the input holding some text, its clear button shown, with the
  /// `onChange` it is given.
  static func clearing(_ make: @escaping @Sendable (_ onChange: @escaping @Sendable (String) -> Void) -> C) -> Self {
    CallbackProbe(events: [.focusHover(.focusGained(.pointer)), .clearButtonTapped], expected: ["cleared"]) { report in
      make { report($0.isEmpty ? "cleared" : $0) }
    }
  }
}
