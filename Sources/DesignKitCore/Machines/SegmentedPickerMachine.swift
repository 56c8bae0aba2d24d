import DesignKitValues

/// Whether a segment is the selected one.
public enum SegmentSelection: String, StateDimension {
  /// Whether the segment is the selected one.
  case unselected, selected
  public static var dimensionName: String { "selection" }
}

/// Tunables of a segmented picker.
public struct SegmentedPickerParameters: Sendable, Hashable {
  /// The number of segments.
  public var segmentCount = 3
  /// Indices of segments that are disabled on their own.
  public var disabledSegments: Set<Int> = []
  /// Whether arrow keys wrap from the last segment to the first and back.
  public var wrapsAround = true
  /// The press tunables of the segments.
  public var press = PressParameters.valueControl
  /// Whether the segments stand in a row (a segmented picker, a tab bar), so that right to left swaps the left and
  /// right arrows (`ExplorableMachine.arrowKeysFollowLayoutDirection`); false for a column (a radio group).
  public var isRow = true

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(segmentCount: Int = 3, disabledSegments: Set<Int> = [], wrapsAround: Bool = true, isRow: Bool = true) {
    self.segmentCount = segmentCount
    self.disabledSegments = disabledSegments
    self.wrapsAround = wrapsAround
    self.isRow = isRow
  }

  func isSelectable(_ i: Int) -> Bool { i >= 0 && i < segmentCount && !disabledSegments.contains(i) }
}

/// What can happen to a segmented picker.
public enum SegmentedPickerEvent: PressWrapping, EventNameParsing {
  /// The primary pointer went down on a segment.
  case pointerDown(segment: Int)
  /// An assistive technology activated a segment.
  case accessibilityActivated(segment: Int)
  /// Any other press event (pointer up / moves / cancel, keys, focus, hover, enabled, clock).
  case press(PressEvent)
  /// The owner selected a segment (a binding changed): it is taken if selectable, and reported to nobody.
  case bindingChanged(Int)

  static func parse(_ n: EventName) -> Self? {
    if n.base == "bindingChanged" { return n.integer.map(Self.bindingChanged) }
    return PressEvent.parse(
      partEvent: n, part: { Int($0) }, pointerDown: Self.pointerDown(segment:),
      activate: Self.accessibilityActivated(segment:), press: Self.press)
  }

  public static var eventForms: [String] {
    PressEvent.partEventForms(
      pointerDown: "pointerDown(segment: <index>)", activate: "accessibilityActivated(segment: <index>)")
      + ["bindingChanged(<index>)"]
  }

  public var description: String {
    switch self {
    case .pointerDown(let i): "pointerDown(segment: \(i))"
    case .accessibilityActivated(let i): "accessibilityActivated(segment: \(i))"
    case .press(let e): e.description
    case .bindingChanged(let i): "bindingChanged(\(i))"
    }
  }
}

/// A segmented picker's full state.
public struct SegmentedPickerState: Hashable, Sendable, CustomStringConvertible {
  /// The selected segment.
  public var selected: Int
  /// The segment under the current press, if any.
  public var pressedSegment: Int?
  /// Interaction of the picker as a whole.
  public var press: PressCore

  public var description: String {
    "selected=\(selected)" + (pressedSegment.map { " pressing=\($0)" } ?? "") + " \(press)"
  }
}

/// The machine of a segmented picker: a selection plus per-segment state (selected × enabled / pressed /
/// disabled); the selection changes when a segment's press fires; arrow keys move it, skipping disabled
/// segments. Its own visual state is the picker's interaction (pressed while a segment shows pressed).
public struct SegmentedPickerMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: SegmentedPickerParameters
  public private(set) var state: SegmentedPickerState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// A picker at rest selecting its first selectable segment, enabled unless `visual` is `.disabled`.
  public init(parameters: SegmentedPickerParameters = SegmentedPickerParameters(), restingIn visual: InteractionState) {
    let first = (0..<max(0, parameters.segmentCount)).first(where: parameters.isSelectable) ?? 0
    self.init(parameters: parameters, selection: first, isEnabled: visual != .disabled)
  }

  /// A picker at rest selecting `selection`.
  public init(
    parameters: SegmentedPickerParameters = SegmentedPickerParameters(), selection: Int, isEnabled: Bool = true
  ) {
    self.parameters = parameters
    state = SegmentedPickerState(selected: selection, pressedSegment: nil, press: PressCore(isEnabled: isEnabled))
  }

  public var visualState: InteractionState { state.press.interaction }
  /// The selected segment.
  public var selection: Int { state.selected }
  public var indexedPartCount: Int? { parameters.segmentCount }

  /// Its left and right arrows move along the row, so right to left swaps them (not in a column: `isRow`).
  public var arrowKeysFollowLayoutDirection: Bool { parameters.isRow }
  public var probe: MachineProbe { MachineProbe(state.press) }

  /// The state of segment `index`: selected or not × enabled / pressed / disabled.
  public func segmentState(at index: Int) -> ValueState<SegmentSelection> {
    let selection: SegmentSelection = index == state.selected ? .selected : .unselected
    if !state.press.isEnabled || parameters.disabledSegments.contains(index) { return ValueState(selection, .disabled) }
    if state.pressedSegment == index && state.press.showsPressed { return ValueState(selection, .pressed) }
    return ValueState(selection, .enabled)
  }

  public mutating func send(_ event: SegmentedPickerEvent) -> Transition<SegmentedPickerState, SegmentedPickerEvent>? {
    let before = state
    var out = MachineOutputs()
    switch event {
    case .pointerDown(let i):
      guard parameters.isSelectable(i), state.press.apply(.pointerDown, with: parameters.press, reporting: &out) else {
        return nil
      }
      state.pressedSegment = i
    case .accessibilityActivated(let i):
      guard parameters.isSelectable(i), state.press.acceptsPress else { return nil }
      out.append(.actionFired)
      select(i, &out)
    case .bindingChanged(let i):
      guard (0..<parameters.segmentCount).contains(i), i != state.selected else { return nil }
      state.selected = i
    case .press(let e):
      switch e {
      case .pointerDown, .accessibilityActivated, .keyDown(.space), .keyDown(.return), .loadingChanged:
        return nil
      case .keyDown(let key):
        guard state.press.isEnabled, state.press.focus.hasFocus, let target = target(for: key) else { return nil }
        state.press.focus = .focusVisible
        select(target, &out)
      default:
        let pressed = state.pressedSegment
        guard state.press.handle(e, with: parameters.press, clock: &clock, reporting: &out) else { return nil }
        if out.contains(.actionFired), let p = pressed, parameters.isSelectable(p) { select(p, &out) }
        if !state.press.session.isActive && !state.press.showsPressed { state.pressedSegment = nil }
      }
    }
    let slot = before.selected != state.selected ? .selection : before.press.look.slot(to: state.press.look)
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private mutating func select(_ i: Int, _ out: inout MachineOutputs) {
    guard i != state.selected else { return }
    state.selected = i
    out.append(.valueChanged(.number(Double(i))))
  }

  /// The segment an arrow / Home / End key moves the selection to, skipping disabled segments.
  private func target(for key: KeyboardKey) -> Int? {
    let n = parameters.segmentCount
    guard n > 0 else { return nil }
    let candidates: [Int]
    switch key {
    case .arrowRight, .arrowDown:
      candidates =
        parameters.wrapsAround
        ? (1..<n + 1).map { (state.selected + $0) % n } : Array(stride(from: state.selected + 1, to: n, by: 1))
    case .arrowLeft, .arrowUp:
      candidates =
        parameters.wrapsAround
        ? (1..<n + 1).map { ((state.selected - $0) % n + n) % n }
        : Array(stride(from: state.selected - 1, through: 0, by: -1))
    case .home: candidates = Array(0..<n)
    case .end: candidates = Array((0..<n).reversed())
    default: return nil
    }
    guard let t = candidates.first(where: parameters.isSelectable), t != state.selected else { return nil }
    return t
  }

  public static var explorationAlphabet: [SegmentedPickerEvent] {
    [
      .pointerDown(segment: 0), .pointerDown(segment: 1), .pointerDown(segment: 2), .accessibilityActivated(segment: 2),
      .press(.pointerUp), .press(.pointerExited), .press(.pointerEntered), .press(.pointerCancelled),
      .press(.keyDown(.arrowRight)), .press(.keyDown(.arrowLeft)), .press(.keyDown(.home)), .press(.keyDown(.end)),
      .press(.focusGained(.keyboard)), .press(.focusLost), .press(.hoverStarted(.mouse)), .press(.hoverEnded),
      .press(.enabledChanged(false)), .press(.enabledChanged(true)), .bindingChanged(1),
    ]
  }
  public static func isActivation(_ event: SegmentedPickerEvent) -> Bool {
    if case .accessibilityActivated = event { return true }
    return false
  }
}

extension SegmentedPickerMachine {
  public var currentValue: MachineValue? { .number(Double(state.selected)) }
}
