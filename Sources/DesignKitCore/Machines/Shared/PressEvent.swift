import DesignKitValues

/// What can happen to a pressable control (buttons, toggles, checkboxes, radios, disclosure headers).
public enum PressEvent: FocusHoverCarrying, ClockCarrying, EventNameParsing {
  /// The primary pointer went down on the target.
  case pointerDown
  /// The primary pointer was released.
  case pointerUp
  /// The primary pointer moved; `distanceOutside` is how far it is outside the target's bounds (≤ 0: inside).
  case pointerMoved(distanceOutside: Double)
  /// The primary pointer left the target (as the platform judges it).
  case pointerExited
  /// The primary pointer came back over the target.
  case pointerEntered
  /// The system took the pointer over (a scroll began, the touch was cancelled).
  case pointerCancelled
  /// A drag gesture started from the press.
  case dragStarted
  /// Another pointer went down while the first is held; always ignored.
  case secondPointerDown
  /// A key went down (not an auto-repeat).
  case keyDown(KeyboardKey)
  /// A held key auto-repeated; ignored by presses.
  case keyRepeated(KeyboardKey)
  /// A key was released.
  case keyUp(KeyboardKey)
  /// Focus, hover or enabled changed; disabling or losing focus also ends a key press.
  case focusHover(FocusHoverEvent)
  /// The control started (true) or stopped (false) loading; a loading control takes no presses.
  case loadingChanged(Bool)
  /// An assistive technology activated the control (VoiceOver double tap).
  case accessibilityActivated
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> PressEvent? {
    switch n.base {
    case "pointerDown" where n.arguments.isEmpty: return .pointerDown
    case "pointerUp" where n.arguments.isEmpty: return .pointerUp
    case "pointerMoved": return n.number.map { .pointerMoved(distanceOutside: $0) }
    case "pointerExited" where n.arguments.isEmpty: return .pointerExited
    case "pointerEntered" where n.arguments.isEmpty: return .pointerEntered
    case "pointerCancelled" where n.arguments.isEmpty: return .pointerCancelled
    case "dragStarted" where n.arguments.isEmpty: return .dragStarted
    case "secondPointerDown" where n.arguments.isEmpty: return .secondPointerDown
    case "keyDown": return n.key.map { .keyDown($0) }
    case "keyRepeated":
      if n.arguments.isEmpty { return .keyRepeated(.space) }
      return n.key.map { .keyRepeated($0) }
    case "keyUp": return n.key.map { .keyUp($0) }
    case "loadingChanged": return n.bool.map { .loadingChanged($0) }
    case "accessibilityActivated" where n.arguments.isEmpty: return .accessibilityActivated
    default: return FocusHoverEvent.parse(n).map(focusHover) ?? ClockEvent.parse(n).map(clock)
    }
  }

  public static var eventForms: [String] {
    [
      "pointerDown", "pointerUp", "pointerMoved(distanceOutside: <points>)", "pointerExited", "pointerEntered",
      "pointerCancelled", "dragStarted", "secondPointerDown", "keyDown(<key>)", "keyRepeated(<key>)", "keyUp(<key>)",
    ] + FocusHoverEvent.eventForms + ["loadingChanged(true|false)", "accessibilityActivated"] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .pointerDown: "pointerDown"
    case .pointerUp: "pointerUp"
    case .pointerMoved(let d): "pointerMoved(distanceOutside: \(JSONWriter.format(d)))"
    case .pointerExited: "pointerExited"
    case .pointerEntered: "pointerEntered"
    case .pointerCancelled: "pointerCancelled"
    case .dragStarted: "dragStarted"
    case .secondPointerDown: "secondPointerDown"
    case .keyDown(let k): "keyDown(\(k.rawValue))"
    case .keyRepeated(let k): "keyRepeated(\(k.rawValue))"
    case .keyUp(let k): "keyUp(\(k.rawValue))"
    case .focusHover(let e): e.description
    case .loadingChanged(let b): "loadingChanged(\(b))"
    case .accessibilityActivated: "accessibilityActivated"
    case .clock(let c): c.description
    }
  }

  /// A finite set of press events for exploration: every kind once, two drift distances, two clock spans.
  public static var explorationAlphabet: [PressEvent] {
    [
      .pointerDown, .pointerUp, .pointerMoved(distanceOutside: 10), .pointerMoved(distanceOutside: 100),
      .pointerExited, .pointerEntered, .pointerCancelled, .dragStarted, .secondPointerDown,
      .keyDown(.space), .keyDown(.return), .keyRepeated(.space), .keyUp(.space), .keyUp(.return),
      .focusGained(.keyboard), .focusGained(.pointer), .focusLost, .hoverStarted(.mouse), .hoverStarted(.touch),
      .hoverEnded, .enabledChanged(false), .enabledChanged(true), .loadingChanged(true), .loadingChanged(false),
      .accessibilityActivated, .timePassed(0.25), .timePassed(1),
    ]
  }
}
