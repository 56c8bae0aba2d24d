import DesignKitCore

/// A row of cells taking a one-time code, a character per cell: typing fills the next empty cell, delete clears the
/// last filled one, a paste fills them all, and filling the last cell submits the code. The cell taking the next
/// character is highlighted while the entry has focus.
///
/// `VCodeEntryView(code: code, onChange: { code = $0 }, onSubmit: { verify(code) })`
public struct VCodeEntryView: ConfiguredComponent {
  public typealias Machine = CodeEntryMachine
  public typealias Model = VCodeEntryViewModel
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .textField }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.text", background: "colors.cellBackground", content: .text(font: "fonts.text")),
      ContrastPair(
        foreground: "colors.placeholder", background: "colors.cellBackground",
        content: .text(font: "fonts.placeholder")),
      // The borders' outer edges meet the canvas.
      .boundary("colors.activeCellBorder"), .boundary("colors.cellBorder"),
    ]
  }
  /// The entry is one target, as wide as its row of cells.
  public static var targetSize: TargetSize? { TargetSize(height: "layout.cellSize.height") }
  public static func machineParameters(for model: VCodeEntryViewModel) -> CodeEntryParameters { model.misc.parameters }
  public static var machineSettings: [String] { ["misc.length", "misc.characters", "misc.submitsWhenFull"] }
  /// The character an empty cell shows is drawn, not taken.
  /// The editor's settings go to the platform's hidden text field.
  public static var contentSettings: [String] { ["misc.placeholder"] + TextInputSettings.paths(under: "misc.input") }
  public static var contentKeys: [ContentKey<Self>] { [.init("label", \.label), .init("code", \.code)] }

  public var model: VCodeEntryViewModel
  public var state: ValueState<CodeEntryFill>
  /// What the code is for, read by assistive technologies ("Verification code").
  public var label: String
  /// The code typed so far; the cells after it are empty.
  public var code: String
  /// Called with the code after each change (the owner's binding).
  public var onChange: @Sendable (String) -> Void
  /// Called when the last cell fills and the model submits (after `onChange` with the whole code).
  public var onSubmit: @Sendable () -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(
      events: [.focusHover(.focusGained(.keyboard)), .textPasted("123456")], expected: ["123456", "submitted"]
    ) { report in
      VCodeEntryView(onChange: { report($0) }, onSubmit: { report("submitted") })
    }
  }
  public func handle(_ output: MachineOutput) {
    if let text = output.changedValue?.textValue { onChange(text) }
    if output == .submitted { onSubmit() }
  }
  public var accessibilityLabel: String { label }
  /// The characters typed and the cells left ("2846, 2 of 6 left").
  public var accessibilityValue: String? {
    let length = max(0, model.misc.length)
    let shown = String(code.prefix(length))
    return "\(shown), \(length - shown.count) of \(length) left"
  }

  /// What assistive technologies are told about each cell: its character ("empty" for none) and its position; while
  /// focused, the cell taking the next character (the last one when all are filled) is selected.
  public var cellAccessibility: [AccessibilityDescription] {
    let length = max(0, model.misc.length)
    let characters = Array(code.prefix(length))
    return (0..<length).map { index in
      AccessibilityDescription(
        label: index < characters.count ? String(characters[index]) : "empty", item: "cell", index: index,
        of: length, isSelected: state.interaction == .focused && index == min(characters.count, length - 1),
        isEnabled: state.interaction != .disabled, traits: [.staticText])
    }
  }

  /// Creates a code entry.
  public init(
    model: VCodeEntryViewModel = .init(), state: ValueState<CodeEntryFill> = .init(.empty),
    label: String = "Verification code", code: String = "", onChange: @escaping @Sendable (String) -> Void = { _ in },
    onSubmit: @escaping @Sendable () -> Void = {}
  ) {
    (self.model, self.state, self.label, self.code) = (model, state, label, code)
    (self.onChange, self.onSubmit) = (onChange, onSubmit)
    // An entry built with a code shows it: its fill follows the code, its interaction the state given.
    if !code.isEmpty { self.state = ValueState(restingMachine().fill, state.interaction) }
  }

  /// The machine at rest in `state`'s interaction, holding `code` (cut at the cell count) when there is one.
  public func restingMachine() -> CodeEntryMachine {
    var machine = CodeEntryMachine(parameters: machineParameters, restingIn: state)
    if !code.isEmpty { _ = machine.send(.bindingChanged(code)) }
    return machine
  }
}
