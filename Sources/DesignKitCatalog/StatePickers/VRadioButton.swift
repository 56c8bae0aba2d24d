import DesignKitCore

/// A radio button with an optional title: a fired press turns it on; pressing it when on changes nothing.
///
/// `VRadioButton(state: .init(.on), title: "Small", onSelect: { pick(.small) })`
public typealias VRadioButton = StatePicker<RadioButtonPickerRole>

extension RadioButtonPickerRole: StatePickerComponentRole {
  public typealias Rule = RadioRule
  public static var accessibilityRole: AccessibilityRole { .radioButton }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VRadioButton] {
    [VRadioButton(title: "Small"), VRadioButton(title: "Favourites", icon: .star)]
  }
  public static var callbackProbe: CallbackProbe<VRadioButton> {
    CallbackProbe(events: [.pointerDown, .pointerUp], expected: ["onSelect"]) { report in
      VRadioButton(title: "One") { report("onSelect") }
    }
  }
}

extension VRadioButton {
  /// Called when a press turns it on (the only change a press makes).
  public var onSelect: @Sendable () -> Void {
    get { { [valueChanged] in valueChanged(.on) } }
    set { valueChanged = { _ in newValue() } }
  }

  /// Creates a radio button.
  public init(
    model: VRadioButtonModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String = "",
    icon: DrawingIcon? = nil,
    onSelect: @escaping @Sendable () -> Void = {}
  ) {
    self.init(model, state, title, icon) { _ in onSelect() }
  }
}
