import DesignKitCore

/// A checkbox with an optional title: off, on or indeterminate; a fired press turns an indeterminate box on.
///
/// `VCheckBox(state: .init(.indeterminate), title: "Select all", onChange: { select($0) })`
public typealias VCheckBox = StatePicker<CheckBoxPickerRole>

extension CheckBoxPickerRole: StatePickerComponentRole {
  public typealias Rule = CheckboxRule
  public static var accessibilityRole: AccessibilityRole { .checkbox }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VCheckBox] {
    [VCheckBox(title: "Remember me"), VCheckBox(title: "Lock notes", icon: .lock)]
  }
  public static var callbackProbe: CallbackProbe<VCheckBox> {
    CallbackProbe(events: [.pointerDown, .pointerUp], expected: ["on"]) { report in
      VCheckBox(title: "All") { report($0.rawValue) }
    }
  }
}

extension VCheckBox {
  /// Called with the new value when a press changes it.
  public var onChange: @Sendable (CheckboxValue) -> Void {
    get { valueChanged }
    set { valueChanged = newValue }
  }

  /// Creates a checkbox.
  public init(
    model: VCheckBoxModel = .init(), state: ValueState<CheckboxValue> = .init(.off), title: String = "",
    icon: DrawingIcon? = nil,
    onChange: @escaping @Sendable (CheckboxValue) -> Void = { _ in }
  ) {
    self.init(model, state, title, icon, onChange)
  }
}
