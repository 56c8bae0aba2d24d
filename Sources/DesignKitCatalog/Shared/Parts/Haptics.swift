import DesignKitCore

// The haptic groups models embed as `misc.haptics`: one field per machine output, named after it, holding the
// feedback a session adds after that output (`ComponentSession`), per platform: VComponents 8.1 plays none on macOS
// (its `sensoryFeedback` is nil there) and the same as iOS on watchOS, through the watch's own engine. The three
// differ only in the output they answer.

/// The sensory feedback of a control whose press fires an action: `misc.haptics` of every button.
public struct ActionHaptics: Codable, Sendable, Equatable {
  /// Played when the action fires, per platform (none on macOS by default).
  public var actionFired: PlatformTable<Haptic>

  /// Feedback `actionFired` on every platform but macOS, which plays none (as VComponents 8.1).
  public init(actionFired: Haptic) { self.actionFired = PlatformTable(iOS: actionFired, macOS: .silent) }
}

/// The sensory feedback of a control whose value a press changes: `misc.haptics` of toggles, checkboxes and radio
/// buttons.
public struct ValueHaptics: Codable, Sendable, Equatable {
  /// Played when the value changes, per platform (none on macOS by default).
  public var valueChanged: PlatformTable<Haptic>

  /// Feedback `valueChanged` on every platform but macOS, which plays none (as VComponents 8.1).
  public init(valueChanged: Haptic) { self.valueChanged = PlatformTable(iOS: valueChanged, macOS: .silent) }
}

/// The sensory feedback of a message that appears on its own: `misc.haptics` of the toast.
public struct PresentationHaptics: Codable, Sendable, Equatable {
  /// Played when it has appeared, per platform (none on macOS by default).
  public var presented: PlatformTable<Haptic>

  /// Feedback `presented` on every platform but macOS, which plays none (as VComponents 8.1).
  public init(presented: Haptic) { self.presented = PlatformTable(iOS: presented, macOS: .silent) }
}
