import DesignKitValues

/// The phase of presented content (modal, sheet, side bar, dialog, action sheet, menu).
public enum PresentationPhase: String, StateDimension {
  /// Off screen, animating in, on screen, animating out.
  case dismissed, presenting, presented, dismissing
  public static var dimensionName: String { "presentation" }
}

extension PresentationPhase: ComponentState, PresencePhase {
  public static var hidden: PresentationPhase { .dismissed }
  public static var appearing: PresentationPhase { .presenting }
  public static var shown: PresentationPhase { .presented }
  public static var disappearing: PresentationPhase { .dismissing }
}

/// Tunables of a presentation: durations and which dismiss sources apply.
public struct PresentationParameters: Sendable, Hashable {
  /// Seconds the appear animation lasts.
  public var appearDuration: Double = 0.05
  /// Seconds the disappear animation lasts; the content is removed after it.
  public var disappearDuration: Double = 0.05
  /// Whether the close button dismisses.
  public var dismissesOnCloseButton = true
  /// Whether a tap outside the content dismisses.
  public var dismissesOnTapOutside = true
  /// The pull-down / swipe distance (points) that dismisses; nil turns swiping off.
  public var swipeThreshold: Double? = nil
  /// Seconds the disappear animation of a dismissing swipe lasts (the `swipeDismiss` slot); the content is removed
  /// after it.
  public var swipeDismissDuration: Double = 0.2
  /// Whether Escape dismisses.
  public var dismissesOnEscape = true
  /// Whether the owner controls the presentation: a dismiss request only emits `dismissRequested`, and
  /// the phase follows `bindingChanged`.
  public var isControlled = false

  /// Parameters with the defaults (VModal's timing, close button and tap outside).
  public init() {}

  /// A modal: VModal's appear / disappear 0.05 s; close button, tap outside, Escape.
  public static var modal: PresentationParameters { PresentationParameters() }

  /// A half modal / bottom sheet: VHalfModal's 0.2 s; close button and pull down past 100 pt.
  public static var bottomSheet: PresentationParameters {
    var p = PresentationParameters()
    p.appearDuration = 0.2
    p.disappearDuration = 0.2
    p.dismissesOnTapOutside = false
    p.swipeThreshold = 100
    p.swipeDismissDuration = 0.15
    return p
  }

  /// A side bar: VSideBar's 0.2 s; tap outside and Escape.
  public static var sideBar: PresentationParameters {
    var p = PresentationParameters()
    p.appearDuration = 0.2
    p.disappearDuration = 0.2
    p.dismissesOnCloseButton = false
    return p
  }

  /// A dialog: dismissed only by its buttons (the owner's binding) and Escape.
  public static var dialog: PresentationParameters {
    var p = PresentationParameters()
    p.dismissesOnCloseButton = false
    p.dismissesOnTapOutside = false
    return p
  }

  /// A menu or action sheet: tap outside and Escape.
  public static var menu: PresentationParameters {
    var p = PresentationParameters()
    p.dismissesOnCloseButton = false
    return p
  }
}

/// What can happen to presented content.
public enum PresentationEvent: ClockCarrying, EventNameParsing {
  /// The owner's `isPresented` binding changed.
  case bindingChanged(Bool)
  /// The close button was pressed.
  case closeButtonTapped
  /// A tap landed outside the content.
  case outsideTapped
  /// A pull-down / swipe gesture ended after `distance` points.
  case swipeEnded(distance: Double)
  /// A key went down (Escape dismisses).
  case keyDown(KeyboardKey)
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "bindingChanged": n.bool.map(Self.bindingChanged)
    case "closeButtonTapped" where n.arguments.isEmpty: .closeButtonTapped
    case "outsideTapped" where n.arguments.isEmpty: .outsideTapped
    case "swipeEnded": n.number.map(Self.swipeEnded(distance:))
    case "keyDown": n.key.map(Self.keyDown)
    default: ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    [
      "bindingChanged(true|false)", "closeButtonTapped", "outsideTapped", "swipeEnded(distance: <points>)",
      "keyDown(escape)",
    ] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .bindingChanged(let b): "bindingChanged(\(b))"
    case .closeButtonTapped: "closeButtonTapped"
    case .outsideTapped: "outsideTapped"
    case .swipeEnded(let d): "swipeEnded(distance: \(JSONWriter.format(d)))"
    case .keyDown(let k): "keyDown(\(k.rawValue))"
    case .clock(let c): c.description
    }
  }
}

/// A presentation's full state: the phase and the time left of a running appear / disappear.
public struct PresentationState: Hashable, Sendable, CustomStringConvertible {
  /// The phase and its animation timer.
  public var timer: PhaseTimer<PresentationPhase>

  /// The phase.
  public var phase: PresentationPhase { timer.phase }
  /// Time left of the appear or disappear animation.
  public var remaining: VirtualDuration? { timer.remaining }

  public var description: String { phase.rawValue + (remaining.map { " left=\($0)" } ?? "") }
}

/// The machine of presented content: dismissed → presenting → presented → dismissing → dismissed, the
/// middle phases lasting the appear / disappear durations on the virtual clock.
///
/// A dismiss source that applies (close button, tap outside, swipe past the threshold, Escape) starts
/// dismissing (a swipe with the `swipeDismiss` slot, lasting `swipeDismissDuration`; the others with `disappear`); in
/// controlled mode it only emits `dismissRequested`. `bindingChanged(true)` presents
/// (also reversing a running dismissal); `bindingChanged(false)` dismisses. Outputs `presented` and
/// `dismissed` mark the ends of the animations.
public struct PresentationMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: PresentationParameters
  public private(set) var state: PresentationState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// Content at rest: presented when `visual` is presenting or presented, otherwise dismissed.
  public init(parameters: PresentationParameters = PresentationParameters(), restingIn visual: PresentationPhase) {
    self.parameters = parameters
    state = PresentationState(timer: PhaseTimer(restingIn: visual))
  }

  public var visualState: PresentationPhase { state.phase }
  /// Whether the content is in the hierarchy (any phase but dismissed).
  public var isContentPresent: Bool { state.phase != .dismissed }
  public var probe: MachineProbe { MachineProbe() }

  public func changeNeedsNoAnimation(to after: PresentationMachine) -> Bool {
    state.timer.isAnimationEnd(to: after.state.timer)
  }

  public mutating func send(_ event: PresentationEvent) -> Transition<PresentationState, PresentationEvent>? {
    send(event, swipeJudged: false)
  }

  /// Dismisses by a swipe its container has already judged far or fast enough (a sheet's pull down below its lowest
  /// detent, or a fling), as a `swipeEnded` past the threshold would, whatever the distance: the `swipeDismiss` slot,
  /// or `dismissRequested` when controlled. Nil when swiping does not dismiss (`swipeThreshold` is nil) or nothing is
  /// shown.
  mutating func dismissBySwipe(distance: Double) -> Transition<PresentationState, PresentationEvent>? {
    send(.swipeEnded(distance: distance), swipeJudged: true)
  }

  /// `event`; a `swipeEnded` that is `swipeJudged` needs no distance past the threshold, only a threshold.
  private mutating func send(_ event: PresentationEvent, swipeJudged: Bool)
    -> Transition<PresentationState, PresentationEvent>?
  {
    let before = state
    var out = MachineOutputs()
    var slot: AnimationSlot?
    switch event {
    case .bindingChanged(true):
      guard !state.timer.isVisible else { return nil }
      begin(.presenting, parameters.appearDuration, &out)
      slot = .appear
    case .bindingChanged(false):
      guard state.timer.isVisible else { return nil }
      begin(.dismissing, parameters.disappearDuration, &out)
      slot = .disappear
    case .closeButtonTapped, .outsideTapped, .swipeEnded, .keyDown:
      guard applies(event, swipeJudged: swipeJudged), state.timer.isVisible else { return nil }
      if parameters.isControlled {
        out.append(.dismissRequested)
      } else if case .swipeEnded = event {
        begin(.dismissing, parameters.swipeDismissDuration, &out)
        slot = .swipeDismiss
      } else {
        begin(.dismissing, parameters.disappearDuration, &out)
        slot = .disappear
      }
    case .clock(let c):
      guard let span = clock.advance(c) else { return nil }
      advance(by: span, &out)
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private func applies(_ event: PresentationEvent, swipeJudged: Bool) -> Bool {
    switch event {
    case .closeButtonTapped: parameters.dismissesOnCloseButton
    case .outsideTapped: parameters.dismissesOnTapOutside
    case .swipeEnded(let d): parameters.swipeThreshold.map { swipeJudged || (d.isFinite && d >= $0) } ?? false
    case .keyDown(let k): k == .escape && parameters.dismissesOnEscape
    default: false
    }
  }

  /// Enters `phase` for `seconds`, finishing at once when the duration is zero.
  private mutating func begin(_ phase: PresentationPhase, _ seconds: Double, _ out: inout MachineOutputs) {
    state.timer.begin(phase, seconds: seconds)
    advance(by: .zero, &out)
  }

  private mutating func advance(by span: VirtualDuration, _ out: inout MachineOutputs) {
    var left = span
    guard let ended = state.timer.run(&left) else { return }
    out.append(ended == .presenting ? .presented : .dismissed)
  }

  public static var explorationAlphabet: [PresentationEvent] {
    [
      .bindingChanged(true), .bindingChanged(false), .closeButtonTapped, .outsideTapped,
      .swipeEnded(distance: 50), .swipeEnded(distance: 150), .keyDown(.escape), .keyDown(.space),
      .timePassed(0.02), .timePassed(0.5),
    ]
  }
}
