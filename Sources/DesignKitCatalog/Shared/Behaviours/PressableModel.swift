import DesignKitCore

/// A model whose `misc` is a `PressBehavior`: its component's press machine takes its tunables from it.
public protocol PressableModel: ComponentModel {
  /// How the button takes presses.
  var misc: PressBehavior { get }
}

extension ComponentDefinition where Model: PressableModel, Machine == PressMachine {
  public static func machineParameters(for model: Model) -> PressParameters { model.misc.parameters }
}

extension ComponentDefinition where Model: PressableModel {
  public static var machineSettings: [String] { ["misc.pressDriftTolerance"] }
}

extension GroupedModel: PressableModel where Role.Misc == PressBehavior {}

extension GroupedRole where Misc == PressBehavior {
  /// A pressable model's behaviour: `PressBehavior`'s defaults.
  public static var misc: Misc { PressBehavior() }
}
