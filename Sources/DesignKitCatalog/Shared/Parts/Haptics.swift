import DesignKitCore

// The haptic groups models embed as `misc.haptics`: one field per machine output, named after it, holding the
// feedback a session adds after that output (`ComponentSession`). The three differ only in the output they answer.

/// The sensory feedback of a control whose press fires an action: `misc.haptics` of every button.
public struct ActionHaptics: Codable, Sendable, Equatable {
  /// Played when the action fires.
  public var actionFired: Haptic

  /// Feedback `actionFired` when the action fires.
  public init(actionFired: Haptic) { self.actionFired = actionFired }
}

/// The sensory feedback of a control whose value a press changes: `misc.haptics` of toggles, checkboxes and radio
/// buttons.
public struct ValueHaptics: Codable, Sendable, Equatable {
  /// Played when the value changes.
  public var valueChanged: Haptic

  /// Feedback `valueChanged` when the value changes.
  public init(valueChanged: Haptic) { self.valueChanged = valueChanged }
}

/// The sensory feedback of a message that appears on its own: `misc.haptics` of the toast.
public struct PresentationHaptics: Codable, Sendable, Equatable {
  /// Played when it has appeared.
  public var presented: Haptic

  /// Feedback `presented` when it has appeared.
  public init(presented: Haptic) { self.presented = presented }
}
