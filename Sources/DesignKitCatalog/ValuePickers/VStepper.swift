import DesignKitCore

/// A − / + stepper over a range: a press steps at once, holding repeats and accelerates, a bound disables its button.
///
/// `VStepper(value: 2, range: 0...10, onChange: { count = $0 })`
public struct VStepper: NumberPicker {
  public typealias Machine = StepperMachine
  public static var accessibilityRole: AccessibilityRole { .stepper }
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.icon", background: "colors.background")]
  }
  public static var targetSize: TargetSize? {
    TargetSize(width: "layout.size.width", height: "layout.size.height", margin: "layout.hitBox")
  }
  public static func machineParameters(for model: VStepperModel) -> StepperParameters { model.misc.parameters() }
  public static var machineSettings: [String] {
    ["misc.repeatDelay", "misc.repeatInterval", "misc.accelerationExponent", "misc.accelerationInterval"]
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("value", \.value), .init("step", \.step)] }

  public var model: VStepperModel
  public var state: InteractionState
  /// The value.
  public var value: Double
  /// The values it can take.
  public var range: ClosedRange<Double>
  /// The increment of one step.
  public var step: Double
  /// Called with the new value when a press or key steps it.
  public var onChange: @Sendable (Double) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown(.plus), .pointerUp], expected: ["1"]) { report in
      VStepper(value: 0) { report(JSONWriter.format($0)) }
    }
  }
  /// What the stepper sets ("Quantity").
  public var accessibilityLabel: String
  public var machineParameters: StepperParameters { model.misc.parameters(range: range, step: step) }
  public func restingMachine() -> StepperMachine {
    StepperMachine(parameters: machineParameters, value: value, isEnabled: state != .disabled)
  }

  /// Creates a stepper.
  public init(
    model: VStepperModel = .init(), state: InteractionState = .enabled, value: Double,
    range: ClosedRange<Double> = 0...10,
    step: Double = 1, accessibilityLabel: String = "", onChange: @escaping @Sendable (Double) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    (self.value, self.range, self.step) = (value, range, step)
    self.accessibilityLabel = accessibilityLabel
    self.onChange = onChange
  }
}
