/// An event type that takes every press event under the press event's own spelling (`.pointerDown`,
/// `.keyUp(.space)`, `.accessibilityActivated`, …): `PressEvent` itself, and every control built on a press core.
///
/// One generic helper (`func tap<E: PressCarrying>() -> [E] { [.pointerDown, .pointerUp] }`) drives every
/// pressable control, a button as well as a toggle, a stepper or a menu picker. A type that adds events of its own
/// carries the press events in one case and conforms through `PressWrapping`, which spells the members for it.
public protocol PressCarrying: FocusHoverCarrying, ClockCarrying {
  /// Wraps a press event.
  static func press(_ event: PressEvent) -> Self
  /// The primary pointer went down on the control.
  static var pointerDown: Self { get }
  /// The primary pointer was released.
  static var pointerUp: Self { get }
  /// The primary pointer moved, `distanceOutside` points outside the target (≤ 0: inside).
  static func pointerMoved(distanceOutside: Double) -> Self
  /// The primary pointer left the target.
  static var pointerExited: Self { get }
  /// The primary pointer came back over the target.
  static var pointerEntered: Self { get }
  /// The system took the pointer over.
  static var pointerCancelled: Self { get }
  /// A drag gesture started from the press.
  static var dragStarted: Self { get }
  /// Another pointer went down while the first is held.
  static var secondPointerDown: Self { get }
  /// A key went down.
  static func keyDown(_ key: KeyboardKey) -> Self
  /// A held key auto-repeated.
  static func keyRepeated(_ key: KeyboardKey) -> Self
  /// A key was released.
  static func keyUp(_ key: KeyboardKey) -> Self
  /// The control started (true) or stopped (false) loading.
  static func loadingChanged(_ loading: Bool) -> Self
  /// An assistive technology activated the control.
  static var accessibilityActivated: Self { get }
}

/// An event type that carries every press event in one `press` case beside events of its own (a toggle's title
/// tap, a stepper's buttons): it gets the press events as static members, and carries the shared focus / hover /
/// enabled and clock events inside its press case.
public protocol PressWrapping: PressCarrying {}

extension PressWrapping {
  /// A focus / hover / enabled event, carried as a press event (the press core handles it).
  public static func focusHover(_ event: FocusHoverEvent) -> Self { .press(.focusHover(event)) }
  /// A virtual-clock event, carried as a press event (the press timers run on it).
  public static func clock(_ event: ClockEvent) -> Self { .press(.clock(event)) }
  public static var pointerDown: Self { .press(.pointerDown) }
  public static var pointerUp: Self { .press(.pointerUp) }
  public static func pointerMoved(distanceOutside: Double) -> Self {
    .press(.pointerMoved(distanceOutside: distanceOutside))
  }
  public static var pointerExited: Self { .press(.pointerExited) }
  public static var pointerEntered: Self { .press(.pointerEntered) }
  public static var pointerCancelled: Self { .press(.pointerCancelled) }
  public static var dragStarted: Self { .press(.dragStarted) }
  public static var secondPointerDown: Self { .press(.secondPointerDown) }
  public static func keyDown(_ key: KeyboardKey) -> Self { .press(.keyDown(key)) }
  public static func keyRepeated(_ key: KeyboardKey) -> Self { .press(.keyRepeated(key)) }
  public static func keyUp(_ key: KeyboardKey) -> Self { .press(.keyUp(key)) }
  public static func loadingChanged(_ loading: Bool) -> Self { .press(.loadingChanged(loading)) }
  public static var accessibilityActivated: Self { .press(.accessibilityActivated) }
}

extension PressEvent: PressCarrying {
  /// The press event itself: a button's machine takes press events unwrapped.
  public static func press(_ event: PressEvent) -> PressEvent { event }
}
