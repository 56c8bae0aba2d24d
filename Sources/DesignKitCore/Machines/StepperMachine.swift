import DesignKitValues

/// One of a stepper's two buttons.
public enum StepperButton: String, CaseIterable, Hashable, Sendable {
  /// The decrement or the increment button.
  case minus, plus
}

/// Tunables of a stepper.
///
/// Auto-repeat defaults follow React Aria for a mouse (first repeat after 0.4 s, then every 0.05 s; Zag
/// waits 0.3 s, React Aria 0.6 s for touch). Acceleration is off by default; VComponents' behavior is
/// `accelerationExponent: 2`, `accelerationInterval: 1`: after 1 s held the increment doubles every second.
public struct StepperParameters: Sendable, Hashable {
  /// The smallest value.
  public var lowerBound: Double = 0
  /// The largest value.
  public var upperBound: Double = 10
  /// The increment of one step.
  public var step: Double = 1
  /// Seconds from pressing to the first repeated step.
  public var repeatDelay: Double = 0.4
  /// Seconds between repeated steps.
  public var repeatInterval: Double = 0.05
  /// The factor the increment grows by per `accelerationInterval` held; nil turns acceleration off.
  public var accelerationExponent: Double? = nil
  /// Seconds held per growth of the increment.
  public var accelerationInterval: Double = 1
  /// The press tunables of the buttons (long press is not used).
  public var press = PressParameters(longPressDuration: nil)

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(
    lowerBound: Double = 0, upperBound: Double = 10, step: Double = 1, repeatDelay: Double = 0.4,
    repeatInterval: Double = 0.05, accelerationExponent: Double? = nil, accelerationInterval: Double = 1
  ) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.step = step
    self.repeatDelay = repeatDelay
    self.repeatInterval = repeatInterval
    self.accelerationExponent = accelerationExponent
    self.accelerationInterval = accelerationInterval
  }

  var bounds: (Double, Double) {
    guard lowerBound.isFinite, upperBound.isFinite else { return (0, 10) }
    return (min(lowerBound, upperBound), max(lowerBound, upperBound))
  }
  var validStep: Double { step.isFinite && step > 0 ? step : 1 }
  /// The repeat interval, at least a microsecond so that a long clock step cannot loop forever.
  var intervalSpan: VirtualDuration { max(VirtualDuration(seconds: repeatInterval), VirtualDuration(microseconds: 1)) }

  /// The increment after holding for `held`.
  func increment(heldFor held: VirtualDuration?) -> Double {
    guard let e = accelerationExponent, e.isFinite, e > 0, let held, accelerationInterval > 0 else { return validStep }
    let growths = (held.seconds / accelerationInterval).rounded(.down)
    var factor = 1.0
    for _ in 0..<Int(min(growths, 40)) { factor *= e }
    return validStep * factor
  }
}

/// What can happen to a stepper.
public enum StepperEvent: PressWrapping, EventNameParsing {
  /// The primary pointer went down on a button; it steps at once.
  case pointerDown(StepperButton)
  /// An assistive technology incremented (plus) or decremented (minus) the value.
  case accessibilityActivated(StepperButton)
  /// Any other press event: pointer up / moves / cancel, arrow / Home / End keys, focus, hover, enabled, clock.
  case press(PressEvent)
  /// The owner set the value (a binding changed): it is taken, clamped to the bounds, and reported to nobody.
  case bindingChanged(Double)

  static func parse(_ n: EventName) -> Self? {
    if n.base == "bindingChanged" { return n.number.map(Self.bindingChanged) }
    return PressEvent.parse(
      partEvent: n, part: StepperButton.init(rawValue:), pointerDown: Self.pointerDown,
      activate: Self.accessibilityActivated, press: Self.press)
  }

  public static var eventForms: [String] {
    PressEvent.partEventForms(pointerDown: "pointerDown(minus|plus)", activate: "accessibilityActivated(minus|plus)")
      + ["bindingChanged(<value>)"]
  }

  public var description: String {
    switch self {
    case .pointerDown(let b): "pointerDown(\(b.rawValue))"
    case .accessibilityActivated(let b): "accessibilityActivated(\(b.rawValue))"
    case .press(let e): e.description
    case .bindingChanged(let v): "bindingChanged(\(JSONWriter.format(v)))"
    }
  }
}

/// A stepper's full state.
public struct StepperState: Hashable, Sendable, CustomStringConvertible {
  /// The value.
  public var value: Double
  /// The button under the current press.
  public var button: StepperButton?
  /// Time left to the next repeated step while a button is held inside.
  public var repeatRemaining: VirtualDuration?
  /// How long the button has been held (tracked only with acceleration on).
  public var heldFor: VirtualDuration?
  /// Interaction of the stepper as a whole.
  public var press: PressCore

  public var description: String {
    var s = "value=\(JSONWriter.format(value))"
    if let b = button { s += " holding=\(b.rawValue)" }
    if let r = repeatRemaining { s += " repeat=\(r)" }
    if let h = heldFor { s += " held=\(h)" }
    return s + " \(press)"
  }
}

/// The machine of a stepper: a press on − or + steps at once, then auto-repeats after a delay at an interval
/// (optionally accelerating); repeating stops on release, on leaving the button, at the bound (where that
/// button becomes disabled and its press ends) or when the stepper is disabled. Arrow keys step, Home / End
/// jump to the bounds. Value changes report `valueChanged` with the number (one per event, the final value).
public struct StepperMachine: ExplorableMachine {

  /// Its left and right arrows move along a row, so right to left swaps them.
  public var arrowKeysFollowLayoutDirection: Bool { true }
  /// The tunables.
  public var parameters: StepperParameters
  public private(set) var state: StepperState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A stepper at rest at its lower bound, enabled unless `visual` is `.disabled`.
  public init(parameters: StepperParameters = StepperParameters(), restingIn visual: InteractionState) {
    self.init(parameters: parameters, value: parameters.bounds.0, isEnabled: visual != .disabled)
  }

  /// A stepper at rest at `value` (clamped to the bounds).
  public init(parameters: StepperParameters = StepperParameters(), value: Double, isEnabled: Bool = true) {
    self.parameters = parameters
    let (lo, hi) = parameters.bounds
    state = StepperState(
      value: min(max(value.isNaN ? lo : value, lo), hi), button: nil, repeatRemaining: nil, heldFor: nil,
      press: PressCore(isEnabled: isEnabled))
  }

  public var visualState: InteractionState { state.press.interaction }
  /// The value.
  public var value: Double { state.value }
  public var probe: MachineProbe { MachineProbe(state.press) }

  /// Whether `button` can step: the stepper is enabled and the value is not at that button's bound.
  public func isButtonEnabled(_ button: StepperButton) -> Bool {
    let (lo, hi) = parameters.bounds
    return state.press.isEnabled && (button == .minus ? state.value > lo : state.value < hi)
  }

  /// The state of one button: disabled at its bound, pressed while held inside.
  public func buttonState(_ button: StepperButton) -> InteractionState {
    if !isButtonEnabled(button) { return .disabled }
    if state.button == button && state.press.showsPressed { return .pressed }
    return .enabled
  }

  public mutating func send(_ event: StepperEvent) -> Transition<StepperState, StepperEvent>? {
    let before = state
    var out = MachineOutputs()
    switch event {
    case .pointerDown(let b):
      guard isButtonEnabled(b), state.press.apply(.pointerDown, with: parameters.press, reporting: &out) else {
        return nil
      }
      state.button = b
      state.heldFor = parameters.accelerationExponent == nil ? nil : .zero
      state.repeatRemaining = VirtualDuration(seconds: parameters.repeatDelay)
      stepOnce(b)
    case .accessibilityActivated(let b):
      guard isButtonEnabled(b), state.press.acceptsPress else { return nil }
      stepOnce(b)
    case .bindingChanged(let v):
      let (lo, hi) = parameters.bounds
      guard !v.isNaN else { return nil }
      state.value = min(max(v, lo), hi)
      guard state.value != before.value else { return nil }
      return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: .stateChange)
    case .press(let e):
      switch e {
      case .pointerDown, .accessibilityActivated, .loadingChanged, .keyRepeated(.space), .keyRepeated(.return):
        return nil
      case .keyDown(let key), .keyRepeated(let key):
        guard state.press.isEnabled, state.press.focus.hasFocus, let v = keyTarget(key) else { return nil }
        state.press.focus = .focusVisible
        state.value = v
      case .clock(let c):
        guard let span = clock.advance(c) else { return nil }
        advance(by: span, &out)
      default:
        var pressOut = MachineOutputs()
        guard state.press.apply(e, with: parameters.press, reporting: &pressOut) else { return nil }
        // The step happened on pointer down: a release fires no further action.
        for o in pressOut where o != .actionFired { out.append(o) }
        syncRepeat()
      }
    }
    // A clock step reports each repeat's value on its own (see `advance`); the last one is not reported twice.
    if state.value != before.value, out.last(where: { $0.changedValue != nil }) != .valueChanged(.number(state.value)) {
      out.append(.valueChanged(.number(state.value)))
    }
    let slot = before.press.look.slot(to: state.press.look) ?? (state.value != before.value ? .stateChange : nil)
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// Steps the value once with `button` and ends the press if the value reached that button's bound.
  private mutating func stepOnce(_ button: StepperButton) {
    let (lo, hi) = parameters.bounds
    let inc = parameters.increment(heldFor: state.heldFor)
    state.value = clean(min(max(state.value + (button == .plus ? inc : -inc), lo), hi))
    if !isButtonEnabled(button), state.button == button {
      var ignored = MachineOutputs()
      _ = state.press.apply(.pointerCancelled, with: parameters.press, reporting: &ignored)
      state.press.holdRemaining = nil
      syncRepeat()
    }
  }

  /// Keeps the repeat timer in step with the press: running only while the button is held inside.
  private mutating func syncRepeat() {
    switch state.press.session {
    case .pointer(inside: true):
      if state.repeatRemaining == nil {
        state.repeatRemaining = VirtualDuration(seconds: parameters.repeatDelay)
        state.heldFor = parameters.accelerationExponent == nil ? nil : .zero
      }
    case .pointer(inside: false):
      state.repeatRemaining = nil
      state.heldFor = nil
    case .idle, .keyboard, .longPressed:
      state.button = state.press.showsPressed ? state.button : nil
      state.repeatRemaining = nil
      state.heldFor = nil
    }
  }

  private mutating func advance(by span: VirtualDuration, _ out: inout MachineOutputs) {
    var left = span
    _ = state.press.advance(by: span, with: parameters.press, reporting: &out)
    // A huge clock step with a tiny step size is capped, so that one event cannot spin for long.
    var repeats = 0
    while let r = state.repeatRemaining, let b = state.button, r <= left, repeats < 100_000 {
      repeats += 1
      left = left - r
      state.heldFor = state.heldFor.map { $0 + r }
      state.repeatRemaining = parameters.intervalSpan
      let value = state.value
      stepOnce(b)
      // Every repeat reports its value, as the binding receives each one.
      if state.value != value { out.append(.valueChanged(.number(state.value))) }
    }
    if let r = state.repeatRemaining {
      state.repeatRemaining = r - left
      state.heldFor = state.heldFor.map { $0 + left }
    }
    if !state.press.session.isActive && !state.press.showsPressed { state.button = nil }
  }

  private func keyTarget(_ key: KeyboardKey) -> Double? {
    let (lo, hi) = parameters.bounds
    let v: Double
    switch key {
    case .arrowUp, .arrowRight: v = state.value + parameters.validStep
    case .arrowDown, .arrowLeft: v = state.value - parameters.validStep
    case .home: v = lo
    case .end: v = hi
    default: return nil
    }
    let target = clean(min(max(v, lo), hi))
    return target == state.value ? nil : target
  }

  public static var explorationAlphabet: [StepperEvent] {
    [
      .pointerDown(.minus), .pointerDown(.plus), .accessibilityActivated(.plus), .press(.pointerUp),
      .press(.pointerExited), .press(.pointerEntered), .press(.pointerCancelled), .press(.keyDown(.arrowUp)),
      .press(.keyRepeated(.arrowDown)), .press(.keyDown(.end)), .press(.focusGained(.keyboard)), .press(.focusLost),
      .press(.hoverStarted(.mouse)), .press(.enabledChanged(false)), .press(.enabledChanged(true)),
      .press(.timePassed(0.05)), .press(.timePassed(0.4)), .bindingChanged(3),
    ]
  }
  public static func isActivation(_ event: StepperEvent) -> Bool {
    if case .accessibilityActivated = event { return true }
    return false
  }
}

extension StepperMachine {
  public var currentValue: MachineValue? { .number(state.value) }
}
