import DesignKitCore

/// How a button takes presses: every button model's `Misc`.
public struct PressBehavior: Codable, Sendable, Equatable {
  /// How far (points) a finger may drift outside before the press counts as left.
  @Dimension public var pressDriftTolerance: Double = 70
  /// The feedback a fired press plays.
  public var haptics: ActionHaptics

  /// The theme's behaviour, with `haptics`.
  public init(haptics: ActionHaptics = ActionHaptics(actionFired: .silent)) { self.haptics = haptics }

  /// The press machine's tunables.
  public var parameters: PressParameters { PressParameters(driftTolerance: pressDriftTolerance) }
}
