import DesignKitCore

/// A slider with two thumbs selecting a range, kept at least a minimum distance apart.
///
/// `VRangeSlider(lower: 20, upper: 80, range: 0...100, minimumDistance: 10, onChange: { price = $0 })`
public struct VRangeSlider: ConfiguredComponent {
  public typealias Machine = RangeSliderMachine
  public static var family: ComponentFamily { .valuePickers }
  public static var accessibilityRole: AccessibilityRole { .slider }
  public static var targetSize: TargetSize? { SliderLayout.targetSize }
  public static var contrastPairs: [ContrastPair] { [.boundary("colors.track")] }
  public static func machineParameters(for model: VRangeSliderModel) -> SliderParameters {
    model.misc.parameters(direction: model.layout.direction)
  }
  public static var machineSettings: [String] { ["misc.largeStepMultiplier", "misc.bodyIsDraggable"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("lower", \.lower), .init("upper", \.upper)] }

  public var model: VRangeSliderModel
  public var state: DragInteraction
  /// The lower and upper values.
  public var lower: Double, upper: Double
  /// The values they can take.
  public var range: ClosedRange<Double>
  /// The step values snap to; nil for continuous values.
  public var step: Double?
  /// The smallest distance kept between the two values.
  public var minimumDistance: Double
  /// The layout direction it is shown in (the environment's), which the arrow keys follow.
  public var layoutDirection: StyleEnvironment.LayoutDirection
  /// Called with the new range when a drag or key moves a thumb.
  public var onChange: @Sendable (ClosedRange<Double>) -> Void
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.pointerDown(at: 0.9), .pointerUp], expected: ["0.2…0.9"]) { report in
      VRangeSlider(lower: 0.2, upper: 0.8) {
        report("\(JSONWriter.format($0.lowerBound))…\(JSONWriter.format($0.upperBound))")
      }
    }
  }
  public func handle(_ output: MachineOutput) {
    if let range = output.changedValue?.rangeValue { onChange(range) }
  }
  /// What the range sets ("Price").
  public var accessibilityLabel: String
  public var accessibilityValue: String? { "\(JSONWriter.format(lower)) to \(JSONWriter.format(upper))" }
  public var machineParameters: SliderParameters {
    model.misc.parameters(
      range: range, step: step, minimumDistance: minimumDistance, direction: model.layout.direction,
      layoutDirection: layoutDirection)
  }
  public func restingMachine() -> RangeSliderMachine {
    RangeSliderMachine(parameters: machineParameters, lower: lower, upper: upper, isEnabled: state != .disabled)
  }

  /// Creates a range slider.
  public init(
    model: VRangeSliderModel = .init(), state: DragInteraction = .idle, lower: Double, upper: Double,
    range: ClosedRange<Double> = 0...1, step: Double? = nil, minimumDistance: Double = 0,
    accessibilityLabel: String = "", layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight,
    onChange: @escaping @Sendable (ClosedRange<Double>) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    (self.lower, self.upper, self.range, self.step) = (lower, upper, range, step)
    self.minimumDistance = minimumDistance
    self.accessibilityLabel = accessibilityLabel
    self.layoutDirection = layoutDirection
    self.onChange = onChange
  }
}
