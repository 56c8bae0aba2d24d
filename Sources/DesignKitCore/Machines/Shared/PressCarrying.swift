/// An event type that carries every press event in one case: a control built on a press core (a toggle, a
/// stepper, a segmented picker) that adds events of its own.
///
/// Conforming types get the press events as static members (`.pointerDown`, `.keyUp(.space)`, …), and carry
/// the shared focus / hover / enabled and clock events inside their press case.
public protocol PressCarrying: FocusHoverCarrying, ClockCarrying {
  /// Wraps a press event.
  static func press(_ event: PressEvent) -> Self
}

extension PressCarrying {
  /// A focus / hover / enabled event, carried as a press event (the press core handles it).
  public static func focusHover(_ event: FocusHoverEvent) -> Self { .press(.focusHover(event)) }
  /// A virtual-clock event, carried as a press event (the press timers run on it).
  public static func clock(_ event: ClockEvent) -> Self { .press(.clock(event)) }

  /// The primary pointer went down on the control.
  public static var pointerDown: Self { .press(.pointerDown) }
  /// The primary pointer was released.
  public static var pointerUp: Self { .press(.pointerUp) }
  /// The primary pointer moved, `distanceOutside` points outside the target (≤ 0: inside).
  public static func pointerMoved(distanceOutside: Double) -> Self {
    .press(.pointerMoved(distanceOutside: distanceOutside))
  }
  /// The primary pointer left the target.
  public static var pointerExited: Self { .press(.pointerExited) }
  /// The primary pointer came back over the target.
  public static var pointerEntered: Self { .press(.pointerEntered) }
  /// The system took the pointer over.
  public static var pointerCancelled: Self { .press(.pointerCancelled) }
  /// A key went down.
  public static func keyDown(_ key: KeyboardKey) -> Self { .press(.keyDown(key)) }
  /// A key was released.
  public static func keyUp(_ key: KeyboardKey) -> Self { .press(.keyUp(key)) }
  /// The control started (true) or stopped (false) loading.
  public static func loadingChanged(_ loading: Bool) -> Self { .press(.loadingChanged(loading)) }
  /// An assistive technology activated the control.
  public static var accessibilityActivated: Self { .press(.accessibilityActivated) }
}
