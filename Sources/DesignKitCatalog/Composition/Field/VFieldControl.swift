import DesignKitCore

/// The slot of a field that wraps any other control (a toggle, a picker, a slider) so the field's label, error and
/// validation apply to it.
///
/// `VFieldControl(control: VToggle(title: "Subscribe"))`
public struct VFieldControl: ConfiguredComponent {
  public typealias Machine = FieldMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "fields" }
  public static func machineParameters(for model: VFieldControlModel) -> StaticParameters { StaticParameters() }
  public static var contentKeys: [ContentKey<Self>] { [.init("error", \.error)] }

  public var model: VFieldControlModel
  public var state: ValueState<ValidationState>
  /// The wrapped control.
  public var control: any ConfiguredComponent
  /// The field's error message, read as the control's hint while invalid.
  public var error: String
  /// The wrapped control's label.
  public var accessibilityLabel: String { control.accessibilityLabel }
  /// The wrapped control's description, with the field's error as its hint while invalid.
  public var controlAccessibility: AccessibilityDescription {
    control.accessibility.inField(validation: state.value, error: error)
  }

  /// Creates a control slot.
  public init(
    model: VFieldControlModel = .init(), state: ValueState<ValidationState> = .init(.none),
    control: any ConfiguredComponent, error: String = ""
  ) {
    self.model = model
    self.state = state
    self.control = control
    self.error = error
  }
}
