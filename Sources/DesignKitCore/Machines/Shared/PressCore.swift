import DesignKitValues

/// Tunables of a press; components fill them from their models.
public struct PressParameters: Sendable, Hashable {
  /// How far (points) the pointer may drift outside the target during a press and still count as inside.
  public var driftTolerance: Double = 70
  /// How long (seconds) a pointer must be held for a long press; nil turns long press off.
  public var longPressDuration: Double? = 0.5
  /// The shortest time (seconds) the pressed look shows, even for a quicker tap; 0 turns it off.
  public var minimumPressedDuration: Double = 0
  /// How long (seconds) after pointer down the pressed look waits, so a scroll does not flash it; 0 turns it off.
  public var touchDelay: Double = 0

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(
    driftTolerance: Double = 70, longPressDuration: Double? = 0.5, minimumPressedDuration: Double = 0,
    touchDelay: Double = 0
  ) {
    self.driftTolerance = driftTolerance
    self.longPressDuration = longPressDuration
    self.minimumPressedDuration = minimumPressedDuration
    self.touchDelay = touchDelay
  }

  var longPressSpan: VirtualDuration? {
    guard let d = longPressDuration, d > 0, d.isFinite else { return nil }
    return VirtualDuration(seconds: d)
  }
  var minimumPressedSpan: VirtualDuration? {
    minimumPressedDuration > 0 ? VirtualDuration(seconds: minimumPressedDuration) : nil
  }
  var touchDelaySpan: VirtualDuration? { touchDelay > 0 ? VirtualDuration(seconds: touchDelay) : nil }
}

/// The press session of a control: who is pressing it and whether the pointer is over it.
public enum PressSession: Hashable, Sendable, CustomStringConvertible {
  /// Nobody is pressing.
  case idle
  /// The primary pointer is down; `inside` says whether it is over the target (within the drift tolerance).
  case pointer(inside: Bool)
  /// A key (Space or Return) is held on the focused control.
  case keyboard(KeyboardKey)
  /// A long press fired; the pointer is still down, and its release fires nothing.
  case longPressed

  /// Whether a session is active (the control is being pressed, whether or not the look shows).
  public var isActive: Bool { self != .idle }

  /// Whether a key holds the press.
  var isKeyboard: Bool {
    if case .keyboard = self { true } else { false }
  }

  public var description: String {
    switch self {
    case .idle: "idle"
    case .pointer(let inside): inside ? "pointer-inside" : "pointer-outside"
    case .keyboard(let k): "key-\(k.rawValue)"
    case .longPressed: "long-pressed"
    }
  }
}

/// The press logic every pressable machine composes: session × pointer-over, focus, hover, enabled, loading
/// and the press timers (touch delay, long press, minimum pressed duration).
///
/// Visual precedence: disabled > pressed > focused (visible) > hovered > enabled. Loading blocks and cancels
/// presses and otherwise keeps focus and hover: a loading control shows focused / hovered / enabled, and the
/// component shows its spinner from `isLoading` (VComponents draws loading with the disabled colors).
public struct PressCore: Hashable, Sendable, CustomStringConvertible {
  /// Enabled, focus (with whether its ring shows) and hover.
  public var focusHover: FocusHoverState
  /// Whether the control is loading (presses are blocked).
  public var isLoading = false
  /// The press session.
  public var session: PressSession = .idle
  /// Time left before the pressed look shows (touch delay), while it runs.
  public var touchDelayRemaining: VirtualDuration?
  /// Time left before the long press fires, while the pointer is held inside.
  public var longPressRemaining: VirtualDuration?
  /// Time left of the minimum pressed look; after release the look stays until it runs out.
  public var holdRemaining: VirtualDuration?

  /// A core at rest.
  public init(isEnabled: Bool = true, isLoading: Bool = false) {
    focusHover = FocusHoverState(isEnabled: isEnabled)
    self.isLoading = isLoading
  }

  /// Whether the control is enabled.
  public var isEnabled: Bool {
    get { focusHover.isEnabled }
    set { focusHover.isEnabled = newValue }
  }
  /// Focus, with whether the focus ring shows.
  public var focus: FocusLook {
    get { focusHover.focus }
    set { focusHover.focus = newValue }
  }
  /// Whether an indirect pointer hovers over the control.
  public var isHovered: Bool { focusHover.isHovered }

  /// Whether the pressed look shows: pressed inside (after any touch delay), or held for the minimum duration.
  public var showsPressed: Bool {
    switch session {
    case .pointer(let inside): return (inside && touchDelayRemaining == nil) || holdRemaining != nil
    case .keyboard: return true
    case .idle, .longPressed: return holdRemaining != nil
    }
  }

  /// Whether the pointer (or key) of an active session is over the target.
  public var isPointerInside: Bool {
    switch session {
    case .pointer(let inside): inside
    case .keyboard: true
    case .idle, .longPressed: false
    }
  }

  /// The visual interaction state, by precedence disabled > pressed > focused > hovered > enabled.
  public var interaction: InteractionState {
    if !isEnabled { return .disabled }
    if showsPressed { return .pressed }
    if focus == .focusVisible { return .focused }
    if isHovered { return .hovered }
    return .enabled
  }

  public var description: String {
    var parts = [isEnabled ? "enabled" : "disabled"]
    if isLoading { parts.append("loading") }
    if session != .idle { parts.append(session.description) }
    if focus != .none { parts.append(focus.rawValue) }
    if isHovered { parts.append("hovered") }
    if let t = touchDelayRemaining { parts.append("delay=\(t)") }
    if let t = longPressRemaining { parts.append("long=\(t)") }
    if let t = holdRemaining { parts.append("hold=\(t)") }
    return parts.joined(separator: " ")
  }

  /// What a component can see of the core; transitions pick their animation slot from its changes.
  var look: Look {
    Look(isEnabled: isEnabled, isLoading: isLoading, pressed: showsPressed, focus: focus, hovered: isHovered)
  }

  struct Look: Equatable {
    var isEnabled: Bool
    var isLoading: Bool
    var pressed: Bool
    var focus: FocusLook
    var hovered: Bool

    /// The slot for a change from `self` to `after`; focus counts only when its ring appears or goes
    /// unless `focusAlwaysShows`.
    func slot(to after: Look, focusAlwaysShows: Bool = false) -> AnimationSlot? {
      if isEnabled != after.isEnabled || isLoading != after.isLoading { return .stateChange }
      if pressed != after.pressed { return after.pressed ? .press : .release }
      let focusChanged =
        focusAlwaysShows
        ? focus.hasFocus != after.focus.hasFocus : (focus == .focusVisible) != (after.focus == .focusVisible)
      if focusChanged { return .focus }
      if hovered != after.hovered { return .hover }
      return nil
    }
  }

  /// Whether a new press may start.
  public var acceptsPress: Bool { isEnabled && !isLoading && session == .idle }

  /// Applies a non-clock event; returns whether anything changed. Fired outputs go to `out`.
  ///
  /// Clock events are ignored here: the owning machine turns them into `advance(by:)`.
  public mutating func apply(
    _ event: PressEvent, with p: PressParameters, reporting out: inout MachineOutputs
  ) -> Bool {
    switch event {
    case .pointerDown:
      guard acceptsPress else { return false }
      if focus == .focusVisible { focus = .focused }
      session = .pointer(inside: true)
      touchDelayRemaining = p.touchDelaySpan
      longPressRemaining = p.longPressSpan
      holdRemaining = touchDelayRemaining == nil ? p.minimumPressedSpan : nil
      return true
    case .pointerUp:
      switch session {
      case .pointer(let inside):
        if inside {
          out.append(.actionFired)
          // A tap released during the touch delay still shows the pressed look for the minimum duration.
          if touchDelayRemaining != nil { holdRemaining = p.minimumPressedSpan }
        } else {
          holdRemaining = nil
        }
        endSession()
        return true
      case .longPressed:
        endSession()
        return true
      case .idle, .keyboard:
        return false
      }
    case .pointerMoved(let distance):
      guard case .pointer(let inside) = session else { return false }
      let nowInside = !(distance > p.driftTolerance)
      guard nowInside != inside else { return false }
      setInside(nowInside, p)
      return true
    case .pointerExited, .pointerEntered:
      guard case .pointer(let inside) = session else { return false }
      let nowInside = event == .pointerEntered
      guard nowInside != inside else { return false }
      setInside(nowInside, p)
      return true
    case .pointerCancelled, .dragStarted:
      switch session {
      case .pointer, .longPressed:
        holdRemaining = nil
        endSession()
        return true
      case .idle, .keyboard:
        return false
      }
    case .secondPointerDown, .keyRepeated:
      return false
    case .keyDown(let key):
      guard key == .space || key == .return, focus.hasFocus, acceptsPress else { return false }
      session = .keyboard(key)
      focus = .focusVisible
      holdRemaining = p.minimumPressedSpan
      return true
    case .keyUp(let key):
      guard session == .keyboard(key) else { return false }
      out.append(.actionFired)
      endSession()
      return true
    case .focusHover(let e):
      guard focusHover.apply(e, reporting: &out) else { return false }
      // Disabling ends any press; losing focus ends a key press (a pointer press goes on).
      if !isEnabled || (!focus.hasFocus && session.isKeyboard) {
        holdRemaining = nil
        endSession()
      }
      return true
    case .loadingChanged(let loading):
      guard loading != isLoading else { return false }
      isLoading = loading
      if loading {
        holdRemaining = nil
        endSession()
      }
      return true
    case .accessibilityActivated:
      guard acceptsPress else { return false }
      out.append(.actionFired)
      holdRemaining = p.minimumPressedSpan
      return true
    case .clock:
      return false
    }
  }

  /// Lets virtual time pass: fires the touch delay, the long press and the end of the minimum pressed look,
  /// in time order. Returns whether anything changed.
  public mutating func advance(
    by span: VirtualDuration, with p: PressParameters, reporting out: inout MachineOutputs
  ) -> Bool {
    var left = span
    var changed = false
    while !left.isZero {
      let next = earliest(earliest(touchDelayRemaining, longPressRemaining), holdRemaining)
      guard let step = next, step <= left else {
        changed = tick(left) || changed
        break
      }
      changed = tick(step) || changed
      left = left - step
      if touchDelayRemaining?.isZero == true {
        touchDelayRemaining = nil
        if case .pointer(inside: true) = session { holdRemaining = p.minimumPressedSpan }
      }
      if longPressRemaining?.isZero == true {
        longPressRemaining = nil
        if case .pointer(inside: true) = session {
          out.append(.longPressFired)
          session = .longPressed
          touchDelayRemaining = nil
          holdRemaining = nil
        }
      }
      if holdRemaining?.isZero == true { holdRemaining = nil }
    }
    return changed
  }

  /// The earlier of two optional timers.
  private func earliest(_ a: VirtualDuration?, _ b: VirtualDuration?) -> VirtualDuration? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
  }

  /// Counts every running timer down by `span`; returns whether one was running.
  private mutating func tick(_ span: VirtualDuration) -> Bool {
    var any = false
    if let t = touchDelayRemaining {
      touchDelayRemaining = t - span
      any = true
    }
    if let t = longPressRemaining {
      longPressRemaining = t - span
      any = true
    }
    if let t = holdRemaining {
      holdRemaining = t - span
      any = true
    }
    return any
  }

  private mutating func setInside(_ inside: Bool, _ p: PressParameters) {
    session = .pointer(inside: inside)
    if inside {
      longPressRemaining = p.longPressSpan
      holdRemaining = touchDelayRemaining == nil ? p.minimumPressedSpan : nil
    } else {
      longPressRemaining = nil
      holdRemaining = nil
    }
  }

  /// Ends the session; the minimum pressed look (`holdRemaining`) is left to the caller.
  private mutating func endSession() {
    session = .idle
    touchDelayRemaining = nil
    longPressRemaining = nil
  }
}
