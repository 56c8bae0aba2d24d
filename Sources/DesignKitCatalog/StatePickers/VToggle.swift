import DesignKitCore

/// An on/off switch with an optional title; the value survives disabling.
///
/// `VToggle(model: .init(), state: .init(.on), title: "Wi-Fi")`
public struct VToggle: ConfiguredComponent {
  public typealias Machine = SwitchMachine
  public static var family: ComponentFamily { .statePickers }
  public static var accessibilityRole: AccessibilityRole { .toggle }
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.title")] }
  public static var targetSize: TargetSize? { TargetSize(width: "layout.size.width", height: "layout.size.height") }
  public static func machineParameters(for model: VToggleModel) -> ToggleParameters {
    ToggleParameters(isTitleClickable: model.misc.isTitleClickable)
  }

  public var model: VToggleModel
  public var state: ValueState<ToggleValue>
  /// The title beside the switch.
  public var title: String
  public var accessibilityLabel: String { title }

  /// Creates a toggle.
  public init(model: VToggleModel = .init(), state: ValueState<ToggleValue> = .init(.off), title: String = "") {
    self.model = model
    self.state = state
    self.title = title
  }
}
