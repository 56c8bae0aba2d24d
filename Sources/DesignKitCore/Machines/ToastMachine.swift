/// The phase of a toast.
public enum ToastPhase: String, StateDimension {
  case removed, appearing, shown, disappearing
  public static var dimensionName: String { "phase" }
}

extension ToastPhase: ComponentState {}

/// Tunables of a toast.
public struct ToastParameters: Sendable, Hashable {
  /// Seconds the appear animation lasts (VToast: easeOut 0.2).
  public var appearDuration: Double = 0.2
  /// Seconds the disappear animation lasts; the toast is removed after it.
  public var disappearDuration: Double = 0.2
  /// Seconds the toast stays shown (VToast 3 s; Zag 5 s); `.infinity` never auto-dismisses.
  public var displayDuration: Double = 3
  /// The swipe distance (points) that dismisses; nil turns swiping off.
  public var swipeThreshold: Double? = 50
  /// Whether hover or focus pauses the display timer.
  public var pausesOnHoverOrFocus = true

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a toast.
public enum ToastEvent: MachineEvent {
  /// The owner showed (true) or hid (false) the toast.
  case bindingChanged(Bool)
  /// A pointer started hovering over the toast; `.touch` is ignored.
  case hoverStarted(PointerKind)
  /// The hovering pointer left.
  case hoverEnded
  /// The toast (or something in it) gained focus.
  case focusGained(FocusSource)
  /// Focus left the toast.
  case focusLost
  /// The toast started (true) or stopped (false) showing a loading task; stopping restarts the full duration.
  case loadingChanged(Bool)
  /// A swipe ended after `distance` points.
  case swipeEnded(distance: Double)
  /// The close button was pressed.
  case closeButtonPressed
  /// The virtual clock moved to an absolute time in seconds.
  case clockAdvanced(to: Double)
  /// The virtual clock moved forward by a span in seconds.
  case timePassed(Double)

  public init?(name: String) {
    guard let n = EventName(name) else { return nil }
    switch n.base {
    case "bindingChanged":
      guard let b = n.bool else { return nil }
      self = .bindingChanged(b)
    case "hoverStarted":
      guard let k = n.arguments.isEmpty ? .mouse : n.argument.flatMap(PointerKind.init(rawValue:)) else { return nil }
      self = .hoverStarted(k)
    case "hoverEnded" where n.arguments.isEmpty: self = .hoverEnded
    case "focusGained":
      guard let s = n.arguments.isEmpty ? .keyboard : n.argument.flatMap(FocusSource.init(rawValue:)) else {
        return nil
      }
      self = .focusGained(s)
    case "focusLost" where n.arguments.isEmpty: self = .focusLost
    case "loadingChanged":
      guard let b = n.bool else { return nil }
      self = .loadingChanged(b)
    case "swipeEnded":
      guard let d = n.number else { return nil }
      self = .swipeEnded(distance: d)
    case "closeButtonPressed" where n.arguments.isEmpty: self = .closeButtonPressed
    case "clockAdvanced":
      guard let t = n.number else { return nil }
      self = .clockAdvanced(to: t)
    case "timePassed":
      guard let t = n.number else { return nil }
      self = .timePassed(t)
    default: return nil
    }
  }

  public static var eventForms: [String] {
    [
      "bindingChanged(true|false)", "hoverStarted(mouse|pen|touch)", "hoverEnded",
      "focusGained(keyboard|pointer|program)", "focusLost", "loadingChanged(true|false)",
      "swipeEnded(distance: <points>)", "closeButtonPressed", "clockAdvanced(to: <seconds>)", "timePassed(<seconds>)",
    ]
  }

  public var description: String {
    switch self {
    case .bindingChanged(let b): "bindingChanged(\(b))"
    case .hoverStarted(let k): "hoverStarted(\(k.rawValue))"
    case .hoverEnded: "hoverEnded"
    case .focusGained(let s): "focusGained(\(s.rawValue))"
    case .focusLost: "focusLost"
    case .loadingChanged(let b): "loadingChanged(\(b))"
    case .swipeEnded(let d): "swipeEnded(distance: \(formatNumber(d)))"
    case .closeButtonPressed: "closeButtonPressed"
    case .clockAdvanced(let t): "clockAdvanced(to: \(formatNumber(t)))"
    case .timePassed(let t): "timePassed(\(formatNumber(t)))"
    }
  }
}

/// A toast's full state.
public struct ToastState: Hashable, Sendable, CustomStringConvertible {
  /// The phase.
  public internal(set) var phase: ToastPhase
  /// Time left of the appear or disappear animation.
  public internal(set) var animationRemaining: VirtualDuration?
  /// Display time left (nil: infinite); counts down only while shown, not paused and not loading.
  public internal(set) var displayRemaining: VirtualDuration?
  /// Whether a pointer hovers over it.
  public internal(set) var isHovered = false
  /// Whether it has focus.
  public internal(set) var isFocused = false
  /// Whether it shows a loading task.
  public internal(set) var isLoading = false

  public var description: String {
    var parts = [phase.rawValue]
    if let a = animationRemaining { parts.append("anim=\(a)") }
    if let d = displayRemaining, phase != .removed { parts.append("left=\(d)") }
    if isHovered { parts.append("hovered") }
    if isFocused { parts.append("focused") }
    if isLoading { parts.append("loading") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a toast: removed → appearing → shown → (display timer) → disappearing → removed.
///
/// Hover or focus pauses the timer and leaving resumes it with the time that was left; a loading toast or
/// an infinite duration never auto-dismisses; a swipe past the threshold, the close button or the owner
/// dismiss it. `dismissed` is output when the exit animation ends.
public struct ToastMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: ToastParameters
  /// The current state.
  public private(set) var state: ToastState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A toast at rest: shown (full duration) when `visual` is appearing or shown, otherwise removed.
  public init(parameters: ToastParameters = ToastParameters(), restingIn visual: ToastPhase) {
    self.parameters = parameters
    let shown = visual == .appearing || visual == .shown
    state = ToastState(phase: shown ? .shown : .removed, displayRemaining: shown ? Self.fullDisplay(parameters) : nil)
  }

  public var visualState: ToastPhase { state.phase }
  /// Whether the display timer is paused by hover or focus.
  public var isPaused: Bool { parameters.pausesOnHoverOrFocus && (state.isHovered || state.isFocused) }
  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isFocused = state.isFocused
    p.isHovered = state.isHovered
    return p
  }

  public func changeNeedsNoAnimation(to after: ToastMachine) -> Bool {
    (state.phase == .appearing && after.state.phase == .shown)
      || (state.phase == .disappearing && after.state.phase == .removed)
  }

  private static func fullDisplay(_ p: ToastParameters) -> VirtualDuration? {
    p.displayDuration.isFinite && p.displayDuration >= 0 ? VirtualDuration(seconds: p.displayDuration) : nil
  }

  public mutating func send(_ event: ToastEvent) -> Transition<ToastState, ToastEvent>? {
    let before = state
    var out = MachineOutputs()
    let visible = state.phase == .appearing || state.phase == .shown
    switch event {
    case .bindingChanged(true):
      guard state.phase == .removed || state.phase == .disappearing else { return nil }
      state.phase = .appearing
      state.animationRemaining = VirtualDuration(seconds: parameters.appearDuration)
      state.displayRemaining = Self.fullDisplay(parameters)
      advance(by: .zero, &out)
    case .bindingChanged(false), .closeButtonPressed:
      guard visible else { return nil }
      dismiss(&out)
    case .swipeEnded(let d):
      guard visible, let threshold = parameters.swipeThreshold, d.isFinite, abs(d) >= threshold else { return nil }
      dismiss(&out)
    case .hoverStarted(let kind):
      guard kind != .touch, state.phase != .removed, !state.isHovered else { return nil }
      state.isHovered = true
    case .hoverEnded:
      guard state.isHovered else { return nil }
      state.isHovered = false
    case .focusGained:
      guard state.phase != .removed, !state.isFocused else { return nil }
      state.isFocused = true
      out.append(.focusGained)
    case .focusLost:
      guard state.isFocused else { return nil }
      state.isFocused = false
      out.append(.focusLost)
    case .loadingChanged(let loading):
      guard loading != state.isLoading else { return nil }
      state.isLoading = loading
      if !loading { state.displayRemaining = Self.fullDisplay(parameters) }
    case .clockAdvanced(let t):
      guard let span = clock.advance(to: t) else { return nil }
      advance(by: span, &out)
    case .timePassed(let t):
      guard let span = clock.advance(by: t) else { return nil }
      advance(by: span, &out)
    }
    guard state != before || !out.isEmpty else { return nil }
    let slot: AnimationSlot?
    if before.phase != state.phase {
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
    return Transition(from: before, to: state, event: event, outputs: out, slot: slot)
  }

  private mutating func dismiss(_ out: inout MachineOutputs) {
    state.phase = .disappearing
    state.animationRemaining = VirtualDuration(seconds: parameters.disappearDuration)
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
        let r = state.animationRemaining ?? .zero
        guard r <= left else {
          state.animationRemaining = r - left
          return
        }
        left = left - r
        state.animationRemaining = nil
        if state.phase == .appearing {
          state.phase = .shown
        } else {
          state.phase = .removed
          state.isHovered = false
          state.isFocused = false
          state.isLoading = false
          state.displayRemaining = nil
          out.append(.dismissed)
          return
        }
      case .shown:
        guard !isPaused, !state.isLoading, let d = state.displayRemaining else { return }
        guard d <= left else {
          state.displayRemaining = d - left
          return
        }
        left = left - d
        state.displayRemaining = .zero
        state.phase = .disappearing
        state.animationRemaining = VirtualDuration(seconds: parameters.disappearDuration)
      }
    }
  }

  public static var explorationAlphabet: [ToastEvent] {
    [
      .bindingChanged(true), .bindingChanged(false), .hoverStarted(.mouse), .hoverStarted(.touch), .hoverEnded,
      .focusGained(.keyboard), .focusLost, .loadingChanged(true), .loadingChanged(false), .swipeEnded(distance: 20),
      .swipeEnded(distance: 80), .timePassed(0.2), .timePassed(1), .timePassed(3),
    ]
  }
  public static func clockEvent(advancingTo seconds: Double) -> ToastEvent? { .clockAdvanced(to: seconds) }
}
