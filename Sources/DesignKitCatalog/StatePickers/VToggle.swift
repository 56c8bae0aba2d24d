import DesignKitCore

/// An on/off switch with an optional title; the value survives disabling.
///
/// `VToggle(model: .init(), state: .init(.on), title: "Wi-Fi")`
public typealias VToggle = StatePicker<TogglePickerRole>

extension TogglePickerRole: StatePickerComponentRole {
  public typealias Rule = SwitchRule
  public static var accessibilityRole: AccessibilityRole { .toggle }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.title"), .boundary("colors.fill")]
  }
  /// The row of the switch and its title, `layout.minHitHeight` tall, is the target: a watch's switch alone is 34 pt
  /// wide (VComponents 8.1 and watchOS), its titled row spans the screen.
  public static var targetSize: TargetSize { TargetSize(height: "layout.minHitHeight") }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VToggle] {
    [VToggle(title: "Wi-Fi"), VToggle(title: "Airplane mode", icon: .paperplane)]
  }
  public static var callbackProbe: CallbackProbe<VToggle> {
    CallbackProbe(events: [.pointerDown, .pointerUp, .pointerDown, .pointerUp], expected: ["on", "off"]) { report in
      VToggle(title: "Wi-Fi") { report($0.rawValue) }
    }
  }
}

extension VToggle {
  /// What a change of the value by the user does (the owner's binding).
  public var onValueChange: @Sendable (ToggleValue) -> Void {
    get { valueChanged }
    set { valueChanged = newValue }
  }

  /// Creates a toggle.
  public init(
    model: VToggleModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String = "",
    icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.init(model, state, title, icon, onValueChange)
  }
}
