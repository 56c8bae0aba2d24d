import DesignKitCore

/// How a toggle button takes presses: the `Misc` of toggle buttons.
public struct ToggleButtonBehavior: ModelGroup {
  /// How far (points) a finger may drift outside before the press counts as left.
  @Dimension public var pressDriftTolerance: Double = 70
  /// The feedback a change of value by a press plays.
  public var haptics = ValueHaptics(valueChanged: .impactLight)

  /// The theme's behaviour.
  public init() {}

  /// The toggle machine's tunables: a value control's press (no long press) with this drift tolerance.
  public var parameters: ToggleParameters {
    var press = PressParameters.valueControl
    press.driftTolerance = pressDriftTolerance
    return ToggleParameters(press: press)
  }
}
