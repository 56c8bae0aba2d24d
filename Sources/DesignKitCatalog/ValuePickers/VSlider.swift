import DesignKitCore

/// A slider over a range, continuous or in steps; reads its value and is adjustable for assistive technologies.
///
/// `VSlider(value: 0.5, range: 0...1, step: 0.1, onChange: { volume = $0 })`
public struct VSlider: NumberPicker {
  public typealias Machine = SliderMachine
  public static var accessibilityRole: AccessibilityRole { .slider }
  public static var targetSize: TargetSize? { SliderLayout.targetSize }
  public static var contrastPairs: [ContrastPair] { [.boundary("colors.track")] }
  public static func machineParameters(for model: VSliderModel) -> SliderParameters {
    model.misc.parameters(direction: model.layout.direction)
  }
  public static var machineSettings: [String] { ["misc.largeStepMultiplier", "misc.bodyIsDraggable"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("value", \.value)] }

  public var model: VSliderModel
  public var state: DragInteraction
  /// The value.
  public var value: Double
  /// The values it can take.
  public var range: ClosedRange<Double>
  /// The step values snap to; nil for a continuous slider.
  public var step: Double?
  /// The layout direction it is shown in (the environment's), which the arrow keys follow.
  public var layoutDirection: StyleEnvironment.LayoutDirection
  /// Called with the new value when a drag or key moves it.
  public var onChange: @Sendable (Double) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown(at: 0.5), .pointerUp], expected: ["0.5"]) { report in
      VSlider(value: 0) { report(JSONWriter.format($0)) }
    }
  }
  /// What the slider sets ("Volume").
  public var accessibilityLabel: String
  public var machineParameters: SliderParameters {
    model.misc.parameters(
      range: range, step: step, direction: model.layout.direction, layoutDirection: layoutDirection)
  }
  public func restingMachine() -> SliderMachine {
    SliderMachine(parameters: machineParameters, value: value, isEnabled: state != .disabled)
  }

  /// Creates a slider.
  public init(
    model: VSliderModel = .init(), state: DragInteraction = .idle, value: Double, range: ClosedRange<Double> = 0...1,
    step: Double? = nil, accessibilityLabel: String = "",
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight,
    onChange: @escaping @Sendable (Double) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.value = value
    self.range = range
    self.step = step
    self.accessibilityLabel = accessibilityLabel
    self.layoutDirection = layoutDirection
    self.onChange = onChange
  }
}
