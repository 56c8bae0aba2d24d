import DesignKitCore

extension ComponentDefinition where Machine == AvailabilityMachine {
  /// Passive content (a text, a list, a sheet): its machine has nothing to tune, so every model gives the same
  /// parameters.
  public static func machineParameters(for model: Model) -> AvailabilityParameters { AvailabilityParameters() }
}
