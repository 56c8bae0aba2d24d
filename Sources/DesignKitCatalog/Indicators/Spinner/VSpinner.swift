import DesignKitCore

/// An activity indicator of two types, each with its own model: a continuous arc or dashes.
///
/// `VSpinner(type: .dashed, state: .spinning)`
public struct VSpinner: TypedComponent {
  public static var initialState: SpinnerPhase { .spinning }
  public typealias Machine = SpinnerMachine
  /// The spinner's types.
  public enum Kind: String, StyleChoice {
    /// A continuous arc, or dashes around a circle.
    case continuous, dashed
  }
  public static var family: ComponentFamily { .indicators }
  public static var accessibilityRole: AccessibilityRole { .progressIndicator }
  public static func machineParameters(for model: VSpinnerModel) -> SpinnerParameters { SpinnerParameters() }
  public static var contentKeys: [ContentKey<Self>] { [.init("label", \.label)] }

  public var model: VSpinnerModel
  public var state: SpinnerPhase
  public var type: Kind
  /// What the activity is, read by assistive technologies.
  public var label: String
  public var accessibilityLabel: String { label }

  /// Creates a spinner.
  public init(
    model: VSpinnerModel = .init(), type: Kind = .continuous, state: SpinnerPhase = VSpinner.initialState,
    label: String = "Loading"
  ) {
    self.model = model
    self.type = type
    self.state = state
    self.label = label
  }
}
