import DesignKitCore

/// A value picker of one number (a slider, a stepper): it reads the number as its value, and a machine output that
/// carries a new number calls `onChange`.
public protocol NumberPicker: ConfiguredComponent {
  /// The value.
  var value: Double { get }
  /// Called with the new value when the user moves it.
  var onChange: @Sendable (Double) -> Void { get }
}

extension NumberPicker {
  public static var family: ComponentFamily { .valuePickers }
  public func handle(_ output: MachineOutput) {
    if let number = output.changedValue?.numberValue { onChange(number) }
  }
  public var accessibilityValue: String? { JSONWriter.format(value) }
}
