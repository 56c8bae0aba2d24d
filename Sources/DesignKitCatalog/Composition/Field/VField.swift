import DesignKitCore

/// One form field: label, control, description and error, with a validation state its parts and nested text
/// fields share.
///
/// In a composition, a scope's `validation` on the field's node puts the field, its label and every text field
/// inside it into that state, and nothing beside it. `VField(state: .init(.error), error: "Enter a valid email.")`
public struct VField: ConfiguredComponent {
  public typealias Machine = FieldMachine
  public static var family: ComponentFamily { .inputs }
  public static var accessibilityRole: AccessibilityRole { .text }
  public static var category: String { "fields" }
  public static func machineParameters(for model: VFieldModel) -> StaticParameters { StaticParameters() }
  /// Which messages show is the field's content, chosen from its validation state, not a transition.
  public static var contentSettings: [String] { ["misc.errorReplacesDescription"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("error", \.error)] }

  public var model: VFieldModel
  public var state: ValueState<ValidationState>
  /// The error message shown (and read as the control's hint) in the error state.
  public var error: String
  /// A field reads through its parts.
  public var accessibilityLabel: String { "" }
  /// Whether the error message shows: in the error state.
  public var showsError: Bool { state.value == .error }

  /// What assistive technologies are told about `control` inside this field: its own description, with the
  /// error as its hint while the field is invalid.
  public func accessibility(of control: any ConfiguredComponent) -> AccessibilityDescription {
    control.accessibility.inField(validation: state.value, error: error)
  }

  /// Creates a field.
  public init(model: VFieldModel = .init(), state: ValueState<ValidationState> = .init(.none), error: String = "") {
    self.model = model
    self.state = state
    self.error = error
  }
}
