import DesignKitCore

/// How a value control with a title takes presses: the `Misc` of toggles, checkboxes and radio buttons.
public struct TitleBehavior: ModelGroup {
  /// Whether pressing the title presses the control too.
  public var isTitleClickable = true
  /// The feedback a change of value plays.
  public var haptics = ValueHaptics(valueChanged: .impactLight)
  /// The defaults.
  public init() {}
}
