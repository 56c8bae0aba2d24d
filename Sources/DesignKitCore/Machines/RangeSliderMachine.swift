import DesignKitValues

/// One of a range slider's two thumbs.
public enum RangeThumb: String, CaseIterable, Hashable, Sendable {
  /// The thumb of the lower or the upper bound.
  case lower, upper
}

/// A range slider's full state.
public struct RangeSliderState: Hashable, Sendable, CustomStringConvertible {
  /// The lower value.
  public var lower: Double
  /// The upper value, at least the minimum distance above `lower`.
  public var upper: Double
  /// The thumb being dragged or moved by keys (the last one touched).
  public var activeThumb: RangeThumb
  /// Focus, hover, enabled and drag.
  public var interaction: DragCore

  public var description: String {
    "\(JSONWriter.format(lower))…\(JSONWriter.format(upper)) \(activeThumb.rawValue) \(interaction)"
  }
}

/// The machine of a range slider: two values kept at least `minimumDistance` apart; a pointer down picks
/// the nearest thumb (on a tie, the one on the pointer's side), keys move the active thumb. A press off the thumbs
/// drags only where the body is draggable (`SliderParameters.bodyIsDraggable`, the slider model's, on macOS by
/// default): VComponents 8.1's range slider drags by its thumbs alone on every platform; DesignKit's shares the
/// slider's model, and a click on a Mac's track moves the nearest thumb there as it moves a slider's knob.
///
/// Same events as the slider; `valueChanged` reports `lower…upper`, and the owner's range arrives as
/// `bindingChanged(lower, upper)` (a controlled range slider takes its owner's range back when the owner refuses). Each thumb takes keyboard focus
/// (`thumbFocused(lower|upper)`, WAI-ARIA's multi-thumb slider), so the keyboard chooses which thumb moves.
/// A thumb's focus is not a visual state of its own: the thumb that moves is `activeThumb`.
public struct RangeSliderMachine: ExplorableMachine {

  /// Its arrows follow the track as it looks: a session in right to left swaps left and right, unless the slider was
  /// given its own layout direction (`SliderParameters.layoutDirection`), which its keys then follow.
  public var arrowKeysFollowLayoutDirection: Bool { parameters.layoutDirection == .leftToRight }
  /// The tunables.
  public var parameters: SliderParameters
  public private(set) var state: RangeSliderState

  /// A range slider at rest spanning its bounds, enabled unless `visual` is `.disabled`.
  public init(parameters: SliderParameters = SliderParameters(), restingIn visual: DragInteraction) {
    let (lo, hi) = parameters.bounds
    self.init(parameters: parameters, lower: lo, upper: hi, isEnabled: visual != .disabled)
  }

  /// A range slider at rest at `lower…upper` (pushed apart to the minimum distance if needed).
  public init(parameters: SliderParameters = SliderParameters(), lower: Double, upper: Double, isEnabled: Bool = true) {
    self.parameters = parameters
    let l = parameters.snap(min(lower, upper))
    let u = parameters.snap(max(max(lower, upper), l + gap(parameters)))
    state = RangeSliderState(
      lower: min(l, parameters.snap(u - gap(parameters))), upper: u, activeThumb: .lower,
      interaction: DragCore(isEnabled: isEnabled))
  }

  public var visualState: DragInteraction { state.interaction.interaction }
  public var probe: MachineProbe { state.interaction.probe }

  public mutating func send(_ event: SliderEvent) -> Transition<RangeSliderState, SliderEvent>? {
    let before = state
    var out = MachineOutputs()
    if case .rangeBindingChanged(let lower, let upper) = event {
      guard lower.isFinite, upper.isFinite else { return nil }
      let owned = RangeSliderMachine(parameters: parameters, lower: lower, upper: upper).state
      state.lower = owned.lower
      state.upper = owned.upper
      guard state != before else { return nil }
      return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: .progress)
    }
    switch state.interaction.handle(event, bodyIsDraggable: parameters.bodyIsDraggable, &out) {
    case .ignored: return nil
    case .changed: break
    case .thumbFocused(let thumb, let focusChanged):
      guard focusChanged || thumb != state.activeThumb else { return nil }
      state.activeThumb = thumb
    case .track(let f, let startsDrag):
      let v = parameters.value(atFraction: f)
      if startsDrag { state.activeThumb = nearestThumb(to: v) }
      move(to: v)
    case .key(let key):
      let current = state.activeThumb == .lower ? state.lower : state.upper
      guard let v = parameters.value(after: key, from: current) else { return nil }
      state.interaction.focus = .focusVisible
      move(to: v)
    }
    let moved = before.lower != state.lower || before.upper != state.upper
    if moved { out.append(.valueChanged(.range(lower: state.lower, upper: state.upper))) }
    let slot = before.interaction.slot(to: state.interaction, valueChanged: moved)
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private func nearestThumb(to v: Double) -> RangeThumb {
    let dl = abs(v - state.lower)
    let du = abs(v - state.upper)
    if dl != du { return dl < du ? .lower : .upper }
    return v < state.lower ? .lower : .upper
  }

  /// Moves the active thumb toward `v`, keeping the minimum distance from the other thumb.
  private mutating func move(to v: Double) {
    let (lo, hi) = parameters.bounds
    let g = gap(parameters)
    switch state.activeThumb {
    case .lower: state.lower = parameters.snap(v, within: lo, max(lo, state.upper - g))
    case .upper: state.upper = parameters.snap(v, within: min(hi, state.lower + g), hi)
    }
  }

  /// The session's platform (`ComponentSession.platform`): its `bodyIsDraggable` becomes the one in effect.
  public mutating func adopt(platform: StyleEnvironment.Platform) { parameters.adopt(platform) }

  public static var explorationAlphabet: [SliderEvent] {
    SliderEvent.sharedAlphabet + [
      .thumbFocused(.lower), .thumbFocused(.upper), .rangeBindingChanged(lower: 0.25, upper: 0.5),
    ]
  }
}

/// The minimum distance, made valid: at least zero and no more than the whole range.
private func gap(_ p: SliderParameters) -> Double {
  let (lo, hi) = p.bounds
  guard p.minimumDistance.isFinite, p.minimumDistance > 0 else { return 0 }
  return min(p.minimumDistance, hi - lo)
}

extension RangeSliderMachine {
  public var currentValue: MachineValue? { .range(lower: state.lower, upper: state.upper) }
}
