import DesignKitCore

/// A checkbox with an optional title: off, on or indeterminate; a fired press turns an indeterminate box on.
///
/// `VCheckBox(state: .init(.indeterminate), title: "Select all", onChange: { select($0) })`
public struct VCheckBox: TitledStatePicker {
  public typealias Machine = CheckboxMachine
  public typealias Model = VCheckBoxModel
  public static var accessibilityRole: AccessibilityRole { .checkbox }
  public static var targetSize: TargetSize? {
    TargetSize(width: "layout.dimension", height: "layout.dimension", margin: "layout.hitBox")
  }

  public var model: VCheckBoxModel
  public var state: ValueState<CheckboxValue>
  /// The title beside the box.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// Called with the new value when a press changes it.
  public var onChange: @Sendable (CheckboxValue) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown, .pointerUp], expected: ["on"]) { report in
      VCheckBox(title: "All") { report($0.rawValue) }
    }
  }
  public func handle(_ output: MachineOutput) {
    if let value = output.changedValue?.state(as: CheckboxValue.self) { onChange(value) }
  }

  /// Creates a checkbox.
  public init(
    model: VCheckBoxModel = .init(), state: ValueState<CheckboxValue> = .init(.off), title: String = "",
    icon: DrawingIcon? = nil,
    onChange: @escaping @Sendable (CheckboxValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onChange = onChange
  }
}
