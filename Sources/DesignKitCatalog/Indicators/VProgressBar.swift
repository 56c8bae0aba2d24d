import DesignKitCore

/// A horizontal bar filled to a progress between 0 and 1; assistive technologies read the percentage.
///
/// `VProgressBar(value: 0.4)`
public struct VProgressBar: ConfiguredComponent {
  public typealias Machine = ProgressBarMachine
  public static var family: ComponentFamily { .indicators }
  public static var accessibilityRole: AccessibilityRole { .progressIndicator }
  public static func machineParameters(for model: VProgressBarModel) -> ProgressBarParameters {
    var p = ProgressBarParameters()
    p.animatesResetToZero = model.misc.animatesResetToZero
    return p
  }

  /// The `misc` settings the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] {
    ["misc.animatesResetToZero"]
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("value", \.value), .init("label", \.label)] }

  public var model: VProgressBarModel
  /// The progress, clamped to 0…1.
  public var value: Double
  /// What is progressing, read by assistive technologies.
  public var label: String
  /// The level `value` is at; setting another level moves `value` to the machine's value for it (0, ½ or 1).
  public var state: ProgressLevel {
    get { value <= 0 ? .empty : value >= 1 ? .complete : .partial }
    set { if newValue != state { value = ProgressBarMachine(restingIn: newValue).state } }
  }
  public var accessibilityLabel: String { label }
  /// The percentage ("40%").
  public var accessibilityValue: String? { "\(Int((min(max(value, 0), 1) * 100).rounded()))%" }

  /// Creates a progress bar.
  public init(model: VProgressBarModel = .init(), value: Double, label: String = "Progress") {
    self.model = model
    self.value = value.isFinite ? value : 0
    self.label = label
  }
}
