import DesignKitCore

/// A radio button with an optional title: a fired press turns it on; pressing it when on changes nothing.
///
/// `VRadioButton(state: .init(.on), title: "Small", onSelect: { pick(.small) })`
public struct VRadioButton: TitledStatePicker {
  public typealias Machine = RadioMachine
  public typealias Model = VRadioButtonModel
  public static var accessibilityRole: AccessibilityRole { .radioButton }
  public static var targetSize: TargetSize? {
    TargetSize(width: "layout.dimension", height: "layout.dimension", margin: "layout.hitBox")
  }

  public var model: VRadioButtonModel
  public var state: ValueState<ToggleValue>
  /// The title beside the circle.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// Called when a press turns it on.
  public var onSelect: @Sendable () -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown, .pointerUp], expected: ["onSelect"]) { report in
      VRadioButton(title: "One") { report("onSelect") }
    }
  }
  public func handle(_ output: MachineOutput) {
    if output == .valueChanged(.on) { onSelect() }
  }

  /// Creates a radio button.
  public init(
    model: VRadioButtonModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String = "",
    icon: DrawingIcon? = nil,
    onSelect: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onSelect = onSelect
  }
}
