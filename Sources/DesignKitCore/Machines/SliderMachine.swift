import DesignKitValues

/// How a person is interacting with a draggable control (slider, range slider). Precedence:
/// disabled > dragging > focused > hovered > idle.
public enum DragInteraction: String, StateDimension {
  /// The interaction with the track and thumb.
  case idle, hovered, focused, dragging, disabled
  public static var dimensionName: String { "interaction" }
}

extension DragInteraction: ComponentState {}

/// Tunables of a slider or range slider.
public struct SliderParameters: Sendable, Hashable {
  /// The smallest value.
  public var lowerBound: Double = 0
  /// The largest value.
  public var upperBound: Double = 1
  /// The step values snap to; nil for a continuous slider.
  public var step: Double? = nil
  /// How many steps a Page key moves.
  public var largeStepMultiplier: Double = 10
  /// The smallest distance a range slider keeps between its thumbs.
  public var minimumDistance: Double = 0.1
  /// The way the track runs from its lower bound to its upper bound; the arrow keys follow it as it looks.
  public var direction: AxisDirection = .leadingToTrailing
  /// The layout direction the slider is shown in, which places leading and trailing.
  public var layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight
  /// Whether a press on the track's body, off the thumbs, starts a drag that moves the value there (a thumb is moved
  /// there on a range slider, the nearest); off, only a press on a thumb drags (VComponents 8.1's `bodyIsDraggable`:
  /// off on iOS, on on macOS). The value on the platform the slider runs on.
  public var bodyIsDraggable = false
  /// `bodyIsDraggable` of each platform that has its own (a slider model gives every platform its
  /// `misc.bodyIsDraggable`): `adopt(_:)` makes a platform's the one in effect.
  public var platformBodyIsDraggable: [StyleEnvironment.Platform: Bool] = [:]

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(
    lowerBound: Double = 0, upperBound: Double = 1, step: Double? = nil, largeStepMultiplier: Double = 10,
    minimumDistance: Double = 0.1, direction: AxisDirection = .leadingToTrailing,
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight, bodyIsDraggable: Bool = false
  ) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.step = step
    self.largeStepMultiplier = largeStepMultiplier
    self.minimumDistance = minimumDistance
    self.direction = direction
    self.layoutDirection = layoutDirection
    self.bodyIsDraggable = bodyIsDraggable
  }

  /// Makes `platform`'s `bodyIsDraggable` (`platformBodyIsDraggable[platform]`) the one in effect; a platform
  /// without its own keeps it as it is.
  public mutating func adopt(_ platform: StyleEnvironment.Platform) {
    if let isDraggable = platformBodyIsDraggable[platform] { bodyIsDraggable = isDraggable }
  }

  /// The bounds in order (swapped if given reversed; NaN bounds count as 0…1).
  var bounds: (Double, Double) {
    guard lowerBound.isFinite, upperBound.isFinite else { return (0, 1) }
    return (min(lowerBound, upperBound), max(lowerBound, upperBound))
  }

  /// The step arrow keys take: `step`, or a hundredth of the range for a continuous slider.
  var keyStep: Double {
    if let s = step, s > 0, s.isFinite { return s }
    let (lo, hi) = bounds
    return hi > lo ? (hi - lo) / 100 : 1
  }

  /// `value` clamped to `lo…hi` and snapped to the step grid, with float noise removed.
  func snap(_ value: Double, within lo: Double? = nil, _ hi: Double? = nil) -> Double {
    let (lower, upper) = bounds
    var v = value.isNaN ? lower : value
    if let s = step, s > 0, s.isFinite {
      v = lower + ((v - lower) / s).rounded() * s
      if v > upper { v -= s }
    }
    v = min(max(v, lo ?? lower), hi ?? upper)
    return clean(v)
  }

  /// The value at `fraction` (0…1) of the track.
  func value(atFraction fraction: Double) -> Double {
    let (lo, hi) = bounds
    return lo + min(max(fraction, 0), 1) * (hi - lo)
  }

  /// The value a key moves `value` to, or nil for keys that do not move it. The arrows follow the track as it looks:
  /// the one pointing towards its end on screen increases (arrow up on a bottom-to-top slider, arrow left on a
  /// leading-to-trailing one under right to left), and across the track up, or the trailing-ward arrow, increases.
  func value(after key: KeyboardKey, from value: Double) -> Double? {
    let (lo, hi) = bounds
    let (along, across) = (direction.arrows(in: layoutDirection), direction.crossArrows(in: layoutDirection))
    switch key {
    case along.forward, across.forward: return value + keyStep
    case along.back, across.back: return value - keyStep
    case .pageUp: return value + keyStep * largeStepMultiplier
    case .pageDown: return value - keyStep * largeStepMultiplier
    case .home: return lo
    case .end: return hi
    default: return nil
    }
  }
}

/// Rounds away binary noise (0.30000000000000004 → 0.3) so that values compare and print as written.
func clean(_ v: Double) -> Double {
  guard v.isFinite, abs(v) < 1e9 else { return v }
  return (v * 1e9).rounded() / 1e9
}

/// What can happen to a slider.
public enum SliderEvent: FocusHoverCarrying, EventNameParsing {
  /// The pointer went down at `fraction` (0…1) of the track's length, on a thumb's hit area (`onThumb`) or off it on
  /// the track's body: a thumb jumps there and follows the pointer, as VComponents 8.1's, where the pointer is on a
  /// thumb or the body is draggable (`SliderParameters.bodyIsDraggable`); a press on the body of a slider whose body
  /// is not draggable is ignored. The host tells the two apart by the drawing's thumbs (`ComponentHost.handle(_:)`).
  case pointerDown(at: Double, onThumb: Bool = true)
  /// The dragging pointer moved to `fraction` of the track.
  case pointerMoved(to: Double)
  /// The dragging pointer was released.
  case pointerUp
  /// The system took the pointer over; the drag ends and keeps its value.
  case pointerCancelled
  /// A key went down on the focused slider.
  case keyDown(KeyboardKey)
  /// A held key auto-repeated; arrows keep stepping.
  case keyRepeated(KeyboardKey)
  /// Focus, hover or enabled changed; disabling mid-drag cancels the drag and keeps the value.
  case focusHover(FocusHoverEvent)
  /// Keyboard focus moved to one thumb (Tab between a range slider's thumbs, as in WAI-ARIA's multi-thumb
  /// slider: each thumb takes focus and the keys move the focused one); a one-thumb slider takes it as keyboard focus.
  case thumbFocused(RangeThumb)
  /// The owner set the value (a binding changed): a one-thumb slider takes it, snapped and clamped, reported to
  /// nobody; a range slider, whose value is a range, ignores it.
  case bindingChanged(Double)
  /// The owner set a range slider's range (a binding changed): it takes both bounds, ordered, snapped, clamped and
  /// kept the minimum distance apart as its initializer keeps them, reported to nobody; a one-thumb slider ignores it.
  case rangeBindingChanged(lower: Double, upper: Double)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "bindingChanged" where n.arguments.count == 2:
      Double(n.arguments[0]).flatMap { l in Double(n.arguments[1]).map { Self.rangeBindingChanged(lower: l, upper: $0) }
      }
    case "bindingChanged": n.number.map(Self.bindingChanged)
    case "pointerDown" where n.arguments.count == 2:
      Double(n.arguments[0]).flatMap { f in
        ["true": true, "false": false][n.arguments[1]].map { Self.pointerDown(at: f, onThumb: $0) }
      }
    case "pointerDown": n.number.map { Self.pointerDown(at: $0) }
    case "pointerMoved": n.number.map(Self.pointerMoved(to:))
    case "pointerUp" where n.arguments.isEmpty: .pointerUp
    case "pointerCancelled" where n.arguments.isEmpty: .pointerCancelled
    case "keyDown": n.key.map(Self.keyDown)
    case "keyRepeated": n.key.map(Self.keyRepeated)
    case "thumbFocused": n.argument.flatMap(RangeThumb.init(rawValue:)).map(Self.thumbFocused)
    default: FocusHoverEvent.parse(n).map(Self.focusHover)
    }
  }

  public static var eventForms: [String] {
    [
      "pointerDown(at: <fraction>)", "pointerDown(at: <fraction>, onThumb: true|false)",
      "pointerMoved(to: <fraction>)", "pointerUp", "pointerCancelled",
      "keyDown(arrowLeft|arrowRight|arrowUp|arrowDown|pageUp|pageDown|home|end)", "keyRepeated(<key>)",
    ] + FocusHoverEvent.eventForms + [
      "thumbFocused(lower|upper)", "bindingChanged(<value>)", "bindingChanged(<lower>, <upper>)",
    ]
  }

  public var description: String {
    switch self {
    case .pointerDown(let f, true): "pointerDown(at: \(JSONWriter.format(f)))"
    case .pointerDown(let f, false): "pointerDown(at: \(JSONWriter.format(f)), onThumb: false)"
    case .pointerMoved(let f): "pointerMoved(to: \(JSONWriter.format(f)))"
    case .pointerUp: "pointerUp"
    case .pointerCancelled: "pointerCancelled"
    case .keyDown(let k): "keyDown(\(k.rawValue))"
    case .keyRepeated(let k): "keyRepeated(\(k.rawValue))"
    case .focusHover(let e): e.description
    case .thumbFocused(let thumb): "thumbFocused(\(thumb.rawValue))"
    case .bindingChanged(let v): "bindingChanged(\(JSONWriter.format(v)))"
    case .rangeBindingChanged(let l, let u): "bindingChanged(\(JSONWriter.format(l)), \(JSONWriter.format(u)))"
    }
  }

  static var sharedAlphabet: [SliderEvent] {
    [
      .pointerDown(at: 0.25), .pointerDown(at: 1), .pointerDown(at: 0.75, onThumb: false), .pointerMoved(to: 0),
      .pointerMoved(to: 0.5), .pointerUp,
      .pointerCancelled, .keyDown(.arrowRight), .keyDown(.arrowLeft), .keyDown(.arrowUp), .keyDown(.arrowDown),
      .keyRepeated(.arrowRight), .keyDown(.pageUp),
      .keyDown(.home), .keyDown(.end), .focusGained(.keyboard), .focusGained(.pointer), .focusLost,
      .hoverStarted(.mouse), .hoverEnded, .enabledChanged(false), .enabledChanged(true),
    ]
  }
}

/// A slider's full state.
public struct SliderState: Hashable, Sendable, CustomStringConvertible {
  /// The value, within the bounds and on the step grid.
  public var value: Double
  /// Focus, hover, enabled and drag.
  public var interaction: DragCore

  public var description: String { "value=\(JSONWriter.format(value)) \(interaction)" }
}

/// The machine of a slider: idle / hovered / focused / dragging / disabled; the value follows the pointer's
/// position on the track within bounds and step; arrows step, Page keys take a large step, Home / End go to
/// the ends. Value changes report `valueChanged` with the number and use the `progress` slot.
///
/// A drag starts on the thumb, or anywhere on the track where the body is draggable
/// (`SliderParameters.bodyIsDraggable`, VComponents 8.1's: on macOS, where a click on a slider's track moves its knob
/// there, and not on iOS, where only the thumb drags and a touch elsewhere on the track is left to the scroll view).
public struct SliderMachine: ExplorableMachine {

  /// Its arrows follow the track as it looks: a session in right to left swaps left and right, unless the slider was
  /// given its own layout direction (`SliderParameters.layoutDirection`), which its keys then follow.
  public var arrowKeysFollowLayoutDirection: Bool { parameters.layoutDirection == .leftToRight }
  /// The tunables.
  public var parameters: SliderParameters
  public private(set) var state: SliderState

  /// A slider at rest at its lower bound, enabled unless `visual` is `.disabled`.
  public init(parameters: SliderParameters = SliderParameters(), restingIn visual: DragInteraction) {
    self.init(parameters: parameters, value: parameters.bounds.0, isEnabled: visual != .disabled)
  }

  /// A slider at rest at `value`.
  public init(parameters: SliderParameters = SliderParameters(), value: Double, isEnabled: Bool = true) {
    self.parameters = parameters
    state = SliderState(value: parameters.snap(value), interaction: DragCore(isEnabled: isEnabled))
  }

  public var visualState: DragInteraction { state.interaction.interaction }
  /// The value.
  public var value: Double { state.value }
  /// The value as a fraction (0…1) of the track.
  public var fraction: Double {
    let (lo, hi) = parameters.bounds
    return hi > lo ? (state.value - lo) / (hi - lo) : 0
  }
  public var probe: MachineProbe { state.interaction.probe }

  public mutating func send(_ event: SliderEvent) -> Transition<SliderState, SliderEvent>? {
    let before = state
    var out = MachineOutputs()
    if case .bindingChanged(let v) = event {
      guard v.isFinite else { return nil }
      state.value = parameters.snap(v)
      guard state.value != before.value else { return nil }
      return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: .progress)
    }
    switch state.interaction.handle(event, bodyIsDraggable: parameters.bodyIsDraggable, &out) {
    case .ignored: return nil
    case .changed, .thumbFocused: break
    case .track(let f, _): setValue(parameters.snap(parameters.value(atFraction: f)), &out)
    case .key(let key):
      guard let v = parameters.value(after: key, from: state.value) else { return nil }
      state.interaction.focus = .focusVisible
      setValue(parameters.snap(v), &out)
    }
    let slot = before.interaction.slot(to: state.interaction, valueChanged: before.value != state.value)
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private mutating func setValue(_ v: Double, _ out: inout MachineOutputs) {
    guard v != state.value else { return }
    state.value = v
    out.append(.valueChanged(.number(v)))
  }

  public static var explorationAlphabet: [SliderEvent] { SliderEvent.sharedAlphabet + [.bindingChanged(0.75)] }

  /// The session's platform (`ComponentSession.platform`): its `bodyIsDraggable` becomes the one in effect.
  public mutating func adopt(platform: StyleEnvironment.Platform) { parameters.adopt(platform) }
}

extension SliderMachine {
  public var currentValue: MachineValue? { .number(state.value) }
}
