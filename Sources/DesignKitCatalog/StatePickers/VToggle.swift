import DesignKitCore

/// An on/off switch with an optional title; the value survives disabling.
///
/// `VToggle(model: .init(), state: .init(.on), title: "Wi-Fi")`
public struct VToggle: TitledStatePicker {
  public typealias Machine = SwitchMachine
  public typealias Model = VToggleModel
  public static var accessibilityRole: AccessibilityRole { .toggle }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.title"), .boundary("colors.fill")]
  }
  /// The row of the switch and its title, `layout.minHitHeight` tall, is the target: a watch's switch alone is 34 pt
  /// wide (VComponents 8.1 and watchOS), its titled row spans the screen.
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHitHeight") }

  public var model: VToggleModel
  public var state: ValueState<ToggleValue>
  /// The title beside the switch.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// What a change of the value by the user does (the owner's binding).
  public var onValueChange: @Sendable (ToggleValue) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown, .pointerUp, .pointerDown, .pointerUp], expected: ["on", "off"]) { report in
      VToggle(title: "Wi-Fi") { report($0.rawValue) }
    }
  }
  public func handle(_ output: MachineOutput) {
    if let value = output.changedValue?.state(as: ToggleValue.self) { onValueChange(value) }
  }

  /// Creates a toggle.
  public init(
    model: VToggleModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String = "",
    icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.onValueChange = onValueChange
  }
}
