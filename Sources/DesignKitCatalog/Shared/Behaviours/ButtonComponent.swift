import DesignKitCore

/// A button: a press machine configured by a `PressableModel`, in the buttons family.
public protocol ButtonComponent: ConfiguredComponent where Machine == PressMachine, Model: PressableModel {
  /// What a completed press does.
  var action: @Sendable () -> Void { get }
}

extension ButtonComponent {
  public func handle(_ output: MachineOutput) { if output == .actionFired { action() } }
  public static var family: ComponentFamily { .buttons }
  public static var accessibilityRole: AccessibilityRole { .button }
}
