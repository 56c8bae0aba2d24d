import DesignKitValues

/// The phase of a toast.
public enum ToastPhase: String, StateDimension {
  /// Off screen, animating in, on screen, animating out.
  case removed, appearing, shown, disappearing
  public static var dimensionName: String { "phase" }
}

extension ToastPhase: ComponentState, PresencePhase {
  public static var hidden: ToastPhase { .removed }
}

/// Tunables of a toast.
public struct ToastParameters: Sendable, Hashable {
  /// Seconds the appear animation lasts (VToast: easeOut 0.2).
  public var appearDuration: Double = 0.2
  /// Seconds the disappear animation lasts; the toast is removed after it.
  public var disappearDuration: Double = 0.2
  /// Seconds the disappear animation of a dismissing swipe lasts (the `swipeDismiss` slot; VComponents 8.1:
  /// easeInOut 0.2).
  public var swipeDismissDuration: Double = 0.2
  /// Seconds the toast stays shown (VToast 3 s; Zag 5 s); `.infinity` never auto-dismisses.
  public var displayDuration: Double = 3
  /// The fraction of its height a swipe toward its edge must travel to dismiss it (VComponents 8.1: a fifth); nil
  /// turns swiping off.
  public var swipeThresholdFraction: Double? = 0.2
  /// The speed (points per second) toward its edge at which a shorter swipe, a flick, dismisses it too.
  public var flickVelocity: Double = 300
  /// The edge it shows at, which a dismissing swipe goes toward: up for the top, down for the bottom.
  public var edge = ToastEdge.bottom
  /// Whether hover, focus or a touch held on the toast pauses the display timer.
  public var pausesOnHoverOrFocus = true

  /// Parameters with the defaults.
  public init() {}
}

/// The edge of the screen a toast or notification shows at.
public enum ToastEdge: String, Sendable, Hashable, CaseIterable {
  /// The top edge: a swipe up dismisses.
  case top
  /// The bottom edge: a swipe down dismisses.
  case bottom

  /// +1 when a dismissing swipe goes down (positive y), −1 when it goes up.
  var dismissingSign: Double { self == .bottom ? 1 : -1 }
}

/// What can happen to a toast.
public enum ToastEvent: FocusHoverCarrying, ClockCarrying, EventNameParsing {
  /// The owner showed (true) or hid (false) the toast.
  case bindingChanged(Bool)
  /// Hover or focus changed (any focus source counts alike); a toast has no enabled state and ignores
  /// `enabledChanged`.
  case focusHover(FocusHoverEvent)
  /// The toast started (true) or stopped (false) showing a loading task; stopping restarts the full duration.
  case loadingChanged(Bool)
  /// A finger (or any pointer) went down on the toast; holding it pauses the display timer, as hover does.
  case pointerDown
  /// The finger was lifted (or the system took the touch over); the display timer resumes.
  case pointerUp
  /// A swipe on a toast `height` points tall has moved `translation` points down (negative: up) from where it began.
  case swipeChanged(translation: Double, height: Double)
  /// A swipe on a toast `height` points tall ended `translation` points down (negative: up) from where it began,
  /// moving at `velocity` points per second (positive: down).
  case swipeEnded(translation: Double, velocity: Double, height: Double)
  /// The close button was pressed.
  case closeButtonTapped
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    let numbers = n.arguments.compactMap { Double($0) }.filter(\.isFinite)
    switch n.base {
    case "bindingChanged": return n.bool.map(Self.bindingChanged)
    case "loadingChanged": return n.bool.map(Self.loadingChanged)
    case "swipeChanged":
      guard n.arguments.count == 2, numbers.count == 2 else { return nil }
      return .swipeChanged(translation: numbers[0], height: numbers[1])
    case "swipeEnded":
      guard n.arguments.count == 3, numbers.count == 3 else { return nil }
      return .swipeEnded(translation: numbers[0], velocity: numbers[1], height: numbers[2])
    case "closeButtonTapped" where n.arguments.isEmpty: return .closeButtonTapped
    case "pointerDown" where n.arguments.isEmpty: return .pointerDown
    case "pointerUp" where n.arguments.isEmpty: return .pointerUp
    case "enabledChanged": return nil
    default: return FocusHoverEvent.parse(n).map(Self.focusHover) ?? ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    [
      "bindingChanged(true|false)", "hoverStarted(mouse|pen|touch)", "hoverEnded",
      "focusGained(keyboard|pointer|program)", "focusLost", "loadingChanged(true|false)", "pointerDown", "pointerUp",
      "swipeChanged(translation: <points>, height: <points>)",
      "swipeEnded(translation: <points>, velocity: <points per second>, height: <points>)", "closeButtonTapped",
    ] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .bindingChanged(let b): "bindingChanged(\(b))"
    case .focusHover(let e): e.description
    case .loadingChanged(let b): "loadingChanged(\(b))"
    case .pointerDown: "pointerDown"
    case .pointerUp: "pointerUp"
    case .swipeChanged(let t, let h):
      "swipeChanged(translation: \(JSONWriter.format(t)), height: \(JSONWriter.format(h)))"
    case .swipeEnded(let t, let v, let h):
      "swipeEnded(translation: \(JSONWriter.format(t)), velocity: \(JSONWriter.format(v)), height: \(JSONWriter.format(h)))"
    case .closeButtonTapped: "closeButtonTapped"
    case .clock(let c): c.description
    }
  }
}

/// A toast's full state.
public struct ToastState: Hashable, Sendable, CustomStringConvertible {
  /// The phase and its appear / disappear timer.
  public var animation: PhaseTimer<ToastPhase>
  /// Display time left (nil: infinite); counts down only while shown, not paused and not loading.
  public var displayRemaining: VirtualDuration?
  /// Hover and focus (a toast is always enabled; a removed one takes neither).
  public var focusHover = FocusHoverState()
  /// Whether it shows a loading task.
  public var isLoading = false
  /// Whether a finger is held on it.
  public var isTouched = false
  /// How far (points, positive down) a swipe in progress has moved it: the finger's translation toward its edge,
  /// rubber-banded against it; 0 when no swipe runs.
  public var swipeOffset: Double = 0

  /// The phase.
  public var phase: ToastPhase { animation.phase }
  /// Time left of the appear or disappear animation.
  public var animationRemaining: VirtualDuration? { animation.remaining }
  /// Whether a pointer hovers over it.
  public var isHovered: Bool { focusHover.isHovered }
  /// Whether it has focus.
  public var isFocused: Bool { focusHover.focus.hasFocus }

  public var description: String {
    var parts = [phase.rawValue]
    if let a = animationRemaining { parts.append("anim=\(a)") }
    if let d = displayRemaining, phase != .removed { parts.append("left=\(d)") }
    if isHovered { parts.append("hovered") }
    if isFocused { parts.append("focused") }
    if isLoading { parts.append("loading") }
    if isTouched { parts.append("touched") }
    if swipeOffset != 0 { parts.append("swiped=\(JSONWriter.format(swipeOffset))") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a toast: removed → appearing → shown → (display timer) → disappearing → removed.
///
/// Hover, focus or a finger held on it (`pointerDown` … `pointerUp`: touch users cannot hover) pauses the timer,
/// and leaving or lifting resumes it with the time that was left; a loading toast or
/// an infinite duration never auto-dismisses; a swipe, the close button or the owner dismiss it. `presented` is
/// output when the entry animation ends, `dismissed` when the exit animation ends.
///
/// A swipe is followed while it runs (`swipeChanged`): the toast moves with the finger toward its edge and
/// rubber-bands against the other way (it moves less the further the finger goes, as a scroll view past its end).
/// Only a swipe toward its edge dismisses (up for a top notification, down for a bottom toast, as VComponents 8.1):
/// when it ends past `swipeThresholdFraction` of the height, or sooner when it ends moving toward the edge at
/// `flickVelocity` or faster, with the `swipeDismiss` slot lasting `swipeDismissDuration`; any other swipe settles
/// back (the `appear` slot). 8.1 dismisses the moment the drag
/// passes the threshold and does not follow the finger; here the release decides, as UIKit's swipes do, so a finger
/// that comes back cancels.
public struct ToastMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: ToastParameters
  public private(set) var state: ToastState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A toast at rest: shown (full duration) when `visual` is appearing or shown, otherwise removed.
  public init(parameters: ToastParameters = ToastParameters(), restingIn visual: ToastPhase) {
    self.parameters = parameters
    let animation = PhaseTimer(restingIn: visual)
    state = ToastState(animation: animation, displayRemaining: animation.isVisible ? Self.fullDisplay(parameters) : nil)
  }

  public var visualState: ToastPhase { state.phase }
  /// Whether the display timer is paused by hover, focus or a held touch.
  public var isPaused: Bool {
    parameters.pausesOnHoverOrFocus && (state.isHovered || state.isFocused || state.isTouched)
  }
  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isFocused = state.isFocused
    p.isHovered = state.isHovered
    return p
  }

  public func changeNeedsNoAnimation(to after: ToastMachine) -> Bool {
    state.animation.isAnimationEnd(to: after.state.animation)
  }

  private static func fullDisplay(_ p: ToastParameters) -> VirtualDuration? {
    p.displayDuration.isFinite && p.displayDuration >= 0 ? VirtualDuration(seconds: p.displayDuration) : nil
  }

  public mutating func send(_ event: ToastEvent) -> Transition<ToastState, ToastEvent>? {
    let before = state
    var out = MachineOutputs()
    let visible = state.animation.isVisible
    // Whether a swipe dismissed it: the disappearance takes the `swipeDismiss` slot.
    var swiped = false
    switch event {
    case .bindingChanged(true):
      guard !visible else { return nil }
      state.animation.begin(.appearing, seconds: parameters.appearDuration)
      state.displayRemaining = Self.fullDisplay(parameters)
      advance(by: .zero, &out)
    case .bindingChanged(false), .closeButtonTapped:
      guard visible else { return nil }
      dismiss(&out)
    case .swipeChanged(let translation, let height):
      guard visible, state.phase != .disappearing, parameters.swipeThresholdFraction != nil, translation.isFinite else {
        return nil
      }
      let offset = swipeOffset(for: translation, height: height)
      guard offset != state.swipeOffset else { return nil }
      state.swipeOffset = offset
      return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: nil)
    case .swipeEnded(let translation, let velocity, let height):
      guard visible, state.phase != .disappearing, let threshold = parameters.swipeThresholdFraction else { return nil }
      let sign = parameters.edge.dismissingSign
      let toward = translation.isFinite ? translation * sign : 0
      let speed = velocity.isFinite ? velocity * sign : 0
      let far = height.isFinite && toward >= max(0, threshold) * max(0, height) && toward > 0
      let flicked = toward > 0 && speed >= parameters.flickVelocity
      if far || flicked {
        dismiss(&out, seconds: parameters.swipeDismissDuration)
        swiped = true
      } else {
        guard state.swipeOffset != 0 else { return nil }
        state.swipeOffset = 0
        return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: .appear)
      }
    case .focusHover(.enabledChanged):
      return nil
    case .focusHover(let e):
      // A removed toast is neither hovered nor focused, so it only ever gains hover or focus here.
      guard state.phase != .removed, state.focusHover.apply(e, reporting: &out, ringFollowsSource: false) else {
        return nil
      }
    case .pointerDown, .pointerUp:
      let touched = event == .pointerDown
      guard state.phase != .removed, touched != state.isTouched else { return nil }
      state.isTouched = touched
    case .loadingChanged(let loading):
      guard loading != state.isLoading else { return nil }
      state.isLoading = loading
      if !loading { state.displayRemaining = Self.fullDisplay(parameters) }
    case .clock(let c):
      guard let span = clock.advance(c) else { return nil }
      advance(by: span, &out)
    }
    let slot: AnimationSlot?
    if swiped {
      slot = .swipeDismiss
    } else if before.phase != state.phase {
      switch state.phase {
      case .appearing: slot = .appear
      case .disappearing: slot = .disappear
      case .removed: slot = before.phase == .disappearing ? nil : .disappear
      case .shown: slot = before.phase == .appearing ? nil : .appear
      }
    } else if before.isHovered != state.isHovered {
      slot = .hover
    } else if before.isFocused != state.isFocused {
      slot = .focus
    } else {
      slot = nil
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// Where a swipe `translation` points long puts a toast `height` points tall: with the finger toward its edge,
  /// against it along UIScrollView's rubber band, (1 − 1 / (0.55 x / h + 1)) h.
  private func swipeOffset(for translation: Double, height: Double) -> Double {
    let sign = parameters.edge.dismissingSign
    guard translation * sign < 0 else { return translation }
    let h = height.isFinite && height > 0 ? height : 100
    let x = abs(translation)
    return -sign * (1 - 1 / (0.55 * x / h + 1)) * h
  }

  private mutating func dismiss(_ out: inout MachineOutputs, seconds: Double? = nil) {
    state.animation.begin(.disappearing, seconds: seconds ?? parameters.disappearDuration)
    advance(by: .zero, &out)
  }

  /// Runs the phase timers for `span`, in order: appear → display (unless paused / loading) → disappear.
  private mutating func advance(by span: VirtualDuration, _ out: inout MachineOutputs) {
    var left = span
    while true {
      switch state.phase {
      case .removed:
        return
      case .appearing, .disappearing:
        guard let ended = state.animation.run(&left) else { return }
        if ended == .appearing { out.append(.presented) }
        if ended == .disappearing {
          state.focusHover = FocusHoverState()
          state.isLoading = false
          state.isTouched = false
          state.swipeOffset = 0
          state.displayRemaining = nil
          out.append(.dismissed)
          return
        }
      case .shown:
        guard !isPaused, !state.isLoading, state.displayRemaining.runDown(&left) else { return }
        state.displayRemaining = .zero
        state.animation.begin(.disappearing, seconds: parameters.disappearDuration)
      }
    }
  }

  public static var explorationAlphabet: [ToastEvent] {
    [
      .bindingChanged(true), .bindingChanged(false), .hoverStarted(.mouse), .hoverStarted(.touch), .hoverEnded,
      .focusGained(.keyboard), .focusLost, .loadingChanged(true), .loadingChanged(false), .pointerDown, .pointerUp,
      .swipeChanged(translation: 30, height: 80), .swipeChanged(translation: -30, height: 80),
      .swipeEnded(translation: 10, velocity: 0, height: 80), .swipeEnded(translation: 10, velocity: 100, height: 80),
      .swipeEnded(translation: 10, velocity: 500, height: 80), .swipeEnded(translation: 10, velocity: 400, height: 80),
      .swipeEnded(translation: 20, velocity: 0, height: 80),
      .swipeEnded(translation: -10, velocity: 0, height: 80), .swipeEnded(translation: -10, velocity: -100, height: 80),
      .swipeEnded(translation: -10, velocity: -500, height: 80),
      .swipeEnded(translation: -10, velocity: -400, height: 80),
      .swipeEnded(translation: -20, velocity: 0, height: 80),
      .timePassed(0.2), .timePassed(1), .timePassed(3),
    ]
  }
}

extension AnimationSlot {
  /// A dismissing swipe takes presented content away (a toast, notification, bottom sheet or side bar), in place of
  /// `disappear`.
  public static var swipeDismiss: AnimationSlot { "swipeDismiss" }
}
