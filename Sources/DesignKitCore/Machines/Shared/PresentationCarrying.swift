/// An event type that takes every presentation event under the presentation event's own spelling
/// (`.closeButtonTapped`, `.outsideTapped`, `.bindingChanged(true)`, `.keyDown(.escape)`, …): `PresentationEvent`
/// itself (a modal's, a side bar's), and presented content with events of its own (a half modal, a dialog, an
/// action sheet), so one helper dismisses any of them alike.
public protocol PresentationCarrying: ClockCarrying {
  /// Wraps a presentation event.
  static func presentation(_ event: PresentationEvent) -> Self
  /// The owner's `isPresented` binding changed.
  static func bindingChanged(_ isPresented: Bool) -> Self
  /// The close button was tapped.
  static var closeButtonTapped: Self { get }
  /// A tap landed outside the content.
  static var outsideTapped: Self { get }
  /// A pull-down / swipe gesture ended after `distance` points.
  static func swipeEnded(distance: Double) -> Self
  /// A key went down.
  static func keyDown(_ key: KeyboardKey) -> Self
}

/// An event type that carries every presentation event in one `presentation` case beside events of its own: it
/// gets the presentation events as static members, the clock events among them.
public protocol PresentationWrapping: PresentationCarrying {}

extension PresentationWrapping {
  /// A virtual-clock event, carried as a presentation event (the appear and disappear timers run on it).
  public static func clock(_ event: ClockEvent) -> Self {
    .presentation(.clock(event))
  }
  /// The owner's binding changed; the content follows it.
  public static func bindingChanged(_ isPresented: Bool) -> Self {
    .presentation(.bindingChanged(isPresented))
  }
  /// The close button was tapped: a dismiss source where the parameters allow it.
  public static var closeButtonTapped: Self {
    .presentation(.closeButtonTapped)
  }
  /// A tap landed outside: a dismiss source where the parameters allow it.
  public static var outsideTapped: Self {
    .presentation(.outsideTapped)
  }
  /// A swipe ended: it dismisses past the threshold.
  public static func swipeEnded(distance: Double) -> Self {
    .presentation(.swipeEnded(distance: distance))
  }
  /// A key went down: Escape dismisses where the parameters allow it.
  public static func keyDown(_ key: KeyboardKey) -> Self {
    .presentation(.keyDown(key))
  }
}

extension PresentationEvent: PresentationCarrying {
  /// The presentation event itself: a modal's machine takes presentation events unwrapped.
  public static func presentation(_ event: PresentationEvent) -> PresentationEvent { event }
}
