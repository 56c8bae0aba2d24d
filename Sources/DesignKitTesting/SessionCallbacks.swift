import DesignKit

/// What a component told its owner during a session: how often each callback ran and what the binding was set to.
public struct SessionCallbacks: Sendable, Equatable {
  /// Every output, in order.
  public private(set) var outputs: [MachineOutput] = []

  /// No callbacks yet.
  public init() {}

  /// How often the action ran.
  public var actions: Int { outputs.count { $0 == .actionFired } }
  /// How often the long-press action ran.
  public var longPresses: Int { outputs.count { $0 == .longPressFired } }
  /// How often the component asked its owner to dismiss it (controlled content: a close button, a tap outside).
  public var dismissRequests: Int { outputs.count { $0 == .dismissRequested } }
  /// How often the component was dismissed, whatever dismissed it (its owner, a close button, a toast's timeout):
  /// each exit animation that ended.
  public var dismissals: Int { outputs.count { $0 == .dismissed } }
  /// The values the component wrote to its binding, in order.
  public var boundValues: [MachineValue] { outputs.compactMap(\.changedValue) }

  mutating func record(_ new: MachineOutputs) { outputs += new }
}
