import DesignKitValues

/// Tunables of a wheel picker.
public struct WheelPickerParameters: Sendable, Hashable {
  /// The number of rows.
  public var rowCount = 5
  /// Indices of rows that cannot be selected; the wheel snaps and steps past them.
  public var disabledRows: Set<Int> = []

  /// Parameters with the defaults.
  public init() {}

  /// Parameters with some values changed.
  public init(rowCount: Int = 5, disabledRows: Set<Int> = []) {
    self.rowCount = rowCount
    self.disabledRows = disabledRows
  }

  func isSelectable(_ row: Int) -> Bool { row >= 0 && row < rowCount && !disabledRows.contains(row) }

  /// The selectable row nearest to `position` (on a tie, the lower one), if any.
  func nearestSelectable(to position: Double) -> Int? {
    (0..<max(0, rowCount)).filter(isSelectable).min { abs(Double($0) - position) < abs(Double($1) - position) }
  }
}

/// What can happen to a wheel picker.
public enum WheelPickerEvent: FocusHoverCarrying, EventNameParsing {
  /// The primary pointer grabbed the wheel.
  case pointerDown
  /// The grabbing pointer moved the wheel by `rows` rows from where it grabbed it (positive: toward later rows).
  case pointerMoved(rows: Double)
  /// The pointer let go; the wheel snaps to the nearest selectable row.
  case pointerUp
  /// The system took the pointer over; the wheel snaps as on release.
  case pointerCancelled
  /// A key went down on the focused wheel: arrows step to the next selectable row, Home / End to the ends.
  case keyDown(KeyboardKey)
  /// Focus, hover or enabled changed; disabling mid-drag returns the wheel to its selection.
  case focusHover(FocusHoverEvent)
  /// The owner selected a row (a binding changed): the wheel stands on it if it is selectable and no drag holds the
  /// wheel, reported to nobody.
  case bindingChanged(Int)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "pointerDown" where n.arguments.isEmpty: .pointerDown
    case "pointerMoved": n.number.map(Self.pointerMoved(rows:))
    case "pointerUp" where n.arguments.isEmpty: .pointerUp
    case "pointerCancelled" where n.arguments.isEmpty: .pointerCancelled
    case "keyDown": n.key.map(Self.keyDown)
    case "bindingChanged": n.integer.map(Self.bindingChanged)
    default: FocusHoverEvent.parse(n).map(Self.focusHover)
    }
  }

  public static var eventForms: [String] {
    [
      "pointerDown", "pointerMoved(rows: <rows>)", "pointerUp", "pointerCancelled",
      "keyDown(arrowUp|arrowDown|arrowLeft|arrowRight|home|end)",
    ] + FocusHoverEvent.eventForms + ["bindingChanged(<row>)"]
  }

  public var description: String {
    switch self {
    case .pointerDown: "pointerDown"
    case .pointerMoved(let rows): "pointerMoved(rows: \(JSONWriter.format(rows)))"
    case .pointerUp: "pointerUp"
    case .pointerCancelled: "pointerCancelled"
    case .keyDown(let k): "keyDown(\(k.rawValue))"
    case .focusHover(let e): e.description
    case .bindingChanged(let row): "bindingChanged(\(row))"
    }
  }
}

/// A wheel picker's full state.
public struct WheelPickerState: Hashable, Sendable, CustomStringConvertible {
  /// The selected row.
  public internal(set) var selected: Int
  /// Where the wheel stands, in rows (fractional while dragged; the selected row at rest).
  public internal(set) var position: Double
  /// Where the wheel stood when the pointer grabbed it.
  public internal(set) var grabPosition: Double
  /// Focus, hover, enabled and drag.
  public internal(set) var interaction: DragCore

  public var description: String {
    "selected=\(selected)" + (position != Double(selected) ? " at=\(JSONWriter.format(position))" : "")
      + " \(interaction)"
  }
}

/// The machine of a wheel picker: dragging scrolls the wheel, releasing snaps it to the nearest selectable row
/// (the `snap` slot) and reports `valueChanged(row)`; arrow keys step to the next selectable row, skipping
/// disabled ones. Visual state: idle / hovered / focused / dragging / disabled.
public struct WheelPickerMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: WheelPickerParameters
  /// The selection, the wheel's position and the interaction.
  public private(set) var state: WheelPickerState

  /// A wheel at rest on its first selectable row, enabled unless `visual` is `.disabled`.
  public init(parameters: WheelPickerParameters = WheelPickerParameters(), restingIn visual: DragInteraction) {
    self.init(
      parameters: parameters, selection: parameters.nearestSelectable(to: 0) ?? 0, isEnabled: visual != .disabled)
  }

  /// A wheel at rest on `selection`.
  public init(parameters: WheelPickerParameters = WheelPickerParameters(), selection: Int, isEnabled: Bool = true) {
    self.parameters = parameters
    let row = Double(selection)
    state = WheelPickerState(
      selected: selection, position: row, grabPosition: row, interaction: DragCore(isEnabled: isEnabled))
  }

  public var visualState: DragInteraction { state.interaction.interaction }
  /// The selected row.
  public var selection: Int { state.selected }
  public var probe: MachineProbe { state.interaction.probe }

  /// The slot of a snap to a row.
  @available(*, deprecated, renamed: "AnimationSlot.snap")
  public static var snapSlot: AnimationSlot { .snap }

  public mutating func send(_ event: WheelPickerEvent) -> Transition<WheelPickerState, WheelPickerEvent>? {
    let before = state
    var out = MachineOutputs()
    var slot: AnimationSlot? = nil
    switch event {
    case .pointerDown:
      guard state.interaction.isEnabled, !state.interaction.isDragging, parameters.rowCount > 0 else { return nil }
      state.interaction.isDragging = true
      if state.interaction.focus == .focusVisible { state.interaction.focus = .focused }
      state.grabPosition = state.position
    case .pointerMoved(let rows):
      guard rows.isFinite, state.interaction.isDragging else { return nil }
      state.position = clean(min(max(state.grabPosition + rows, 0), Double(max(0, parameters.rowCount - 1))))
    case .pointerUp, .pointerCancelled:
      guard state.interaction.isDragging else { return nil }
      state.interaction.isDragging = false
      select(parameters.nearestSelectable(to: state.position) ?? state.selected, &out)
      slot = .snap
    case .keyDown(let key):
      guard state.interaction.isEnabled, state.interaction.focus.hasFocus, !state.interaction.isDragging,
        let target = target(for: key)
      else { return nil }
      state.interaction.focus = .focusVisible
      select(target, &out)
      slot = .snap
    case .bindingChanged(let row):
      guard (0..<parameters.rowCount).contains(row), !parameters.disabledRows.contains(row), row != state.selected,
        !state.interaction.isDragging
      else { return nil }
      state.selected = row
      state.position = Double(row)
      slot = .snap
    case .focusHover(let e):
      guard state.interaction.focusHover.apply(e, reporting: &out) else { return nil }
      if !state.interaction.isEnabled, state.interaction.isDragging {
        state.interaction.isDragging = false
        state.position = Double(state.selected)
      }
    }
    if slot == nil { slot = before.interaction.slot(to: state.interaction, valueChanged: false) }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private mutating func select(_ row: Int, _ out: inout MachineOutputs) {
    state.position = Double(row)
    guard row != state.selected else { return }
    state.selected = row
    out.append(.valueChanged(.number(Double(row))))
  }

  /// The row a key moves the selection to, skipping disabled rows; nil when it does not move.
  private func target(for key: KeyboardKey) -> Int? {
    let n = parameters.rowCount
    let candidates: [Int]
    switch key {
    case .arrowDown, .arrowRight: candidates = Array(stride(from: state.selected + 1, to: n, by: 1))
    case .arrowUp, .arrowLeft: candidates = Array(stride(from: state.selected - 1, through: 0, by: -1))
    case .home: candidates = Array(0..<max(0, n))
    case .end: candidates = Array((0..<max(0, n)).reversed())
    default: return nil
    }
    guard let t = candidates.first(where: parameters.isSelectable), t != state.selected else { return nil }
    return t
  }

  public static var explorationAlphabet: [WheelPickerEvent] {
    [
      .pointerDown, .pointerMoved(rows: 1.4), .pointerMoved(rows: -0.6), .pointerMoved(rows: 9), .pointerUp,
      .pointerCancelled, .keyDown(.arrowDown), .keyDown(.arrowUp), .keyDown(.home), .keyDown(.end),
      .focusGained(.keyboard), .focusGained(.pointer), .focusLost, .hoverStarted(.mouse), .hoverEnded,
      .enabledChanged(false), .enabledChanged(true), .bindingChanged(3),
    ]
  }
}

extension WheelPickerMachine {
  public var currentValue: MachineValue? { .number(Double(state.selected)) }
}

extension AnimationSlot {
  /// A wheel picker's release snaps to the nearest row (`animations.snap`).
  public static var snap: AnimationSlot { "snap" }
}
