import DesignKitCore

/// How a button takes presses: every button model's `Misc`.
public struct PressBehavior: Codable, Sendable, Equatable {
  /// How far (points) a finger may drift outside before the press counts as left.
  @Dimension public var pressDriftTolerance: Double = 70

  /// The theme's behaviour.
  public init() {}

  /// The press machine's tunables.
  public var parameters: PressParameters { PressParameters(driftTolerance: pressDriftTolerance) }
}
