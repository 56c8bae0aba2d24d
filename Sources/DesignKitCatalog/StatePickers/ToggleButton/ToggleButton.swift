import DesignKitCore

/// A button with an on / off value (`VStretchedToggleButton`, `VWrappedToggleButton`, `VRectangularToggleButton`):
/// a press flips the value, which survives disabling; read by its title, announced as a toggle.
public protocol ToggleButton: ConfiguredComponent
where Machine == SwitchMachine, Model == ToggleButtonModel<Role> {
  /// The role that gives the model its sizes and title font.
  associatedtype Role: ToggleButtonRole
  /// The title; a rectangular toggle button shows it when it has no icon.
  var title: String { get set }
  /// The icon, by its SF Symbols name; none when nil.
  var icon: DrawingIcon? { get set }
  /// What a change of the value by the user does (the owner's binding).
  var onValueChange: @Sendable (ToggleValue) -> Void { get }
  /// A toggle button with this content.
  init(
    model: Model, state: ValueState<ToggleValue>, title: String, icon: DrawingIcon?,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void)
}

extension ToggleButton {
  public static var family: ComponentFamily { .statePickers }
  public static var accessibilityRole: AccessibilityRole { .toggle }
  public static var contrastPairs: [ContrastPair] { ToggleButtonColors.contrastPairs }
  public static func machineParameters(for model: Model) -> ToggleParameters { model.misc.parameters }
  public static var machineSettings: [String] { ["misc.pressDriftTolerance"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }
  public var accessibilityLabel: String { title }
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown, .pointerUp, .pointerDown, .pointerUp], expected: ["on", "off"]) { report in
      Self(model: Model(), state: .init(.off), title: "Bold", icon: nil) { report($0.rawValue) }
    }
  }
  public func handle(_ output: MachineOutput) {
    if let value = output.changedValue?.state(as: ToggleValue.self) { onValueChange(value) }
  }
}
