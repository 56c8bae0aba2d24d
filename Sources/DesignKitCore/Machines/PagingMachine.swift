import DesignKitValues

/// What a paged view's pages are doing.
public enum PagingPhase: String, StateDimension {
  /// At rest on the selected page.
  case resting
  /// Following a drag.
  case dragging
  /// Moving to the selected page after a drag, a tab press or the owner's change.
  case settling
  /// Disabled (VComponents 8.1's `.disabled`): it shows the selected page in its disabled colors and takes no
  /// drag, tab press or key; the owner can still select a page.
  case disabled
  public static var dimensionName: String { "paging" }
}

extension PagingPhase: ComponentState {}

/// Tunables of a paged view (a carousel, a pager tab view).
public struct PagingParameters: Sendable, Hashable {
  /// The page count a machine starts with.
  public var pageCount = 3
  /// Points a drag travels to move one page (the page's width plus the spacing to the next).
  public var pageWidth: Double = 320
  /// The fraction of a page a drag must travel to move to the neighbour on release.
  public var pagingThreshold: Double = 0.5
  /// Points per second a release must reach to move to the neighbour however short the drag.
  public var flickVelocity: Double = 300
  /// Seconds the pages take to settle on the selected page.
  public var settleDuration: Double = 0.35
  /// Whether dragging moves the pages (tabs and the owner still do).
  public var isDragEnabled = true
  /// The page the machine starts on, at rest: the owner's selection when the view appears shows at once, without
  /// settling from the first page.
  public var initialSelection = 0
  /// Whether the arrow keys go round from the last page to the first and back (WAI-ARIA APG tabs) rather than stop.
  public var arrowKeysWrap = true

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a paged view. Translations and velocities are along the reading direction: negative moves
/// toward the next page.
public enum PagingEvent: ClockCarrying, EventNameParsing {
  /// A horizontal drag began on the pages.
  case dragStarted
  /// The drag has travelled `translation` points since it began.
  case dragMoved(translation: Double)
  /// The drag was released moving at `velocity` points per second.
  case dragEnded(velocity: Double)
  /// The system took the drag over (a vertical scroll won).
  case dragCancelled
  /// The tab header (or the carousel's page dot) of page `index` was tapped.
  case tabTapped(Int)
  /// The owner selected page `index` (its binding changed); no output, since the owner already knows.
  case bindingChanged(Int)
  /// A finger went down on the tab header of page `index`: it shows its pressed look until `tabTapped` or
  /// `tabPressCancelled`.
  case tabPressed(Int)
  /// The finger on a tab header left it or was taken over: the pressed look goes, nothing is selected.
  case tabPressCancelled
  /// A key went down while the view had keyboard focus (or an assistive technology adjusted it).
  case keyDown(KeyboardKey)
  /// The number of pages changed.
  case pageCountChanged(Int)
  /// The view was enabled or disabled (8.1's `.disabled`): disabling ends a drag (the pages settle back on the
  /// selected page) or a tab press, and shows the disabled look.
  case enabledChanged(Bool)
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "dragStarted" where n.arguments.isEmpty: .dragStarted
    case "dragMoved": n.number.map(Self.dragMoved(translation:))
    case "dragEnded": n.number.map(Self.dragEnded(velocity:))
    case "dragCancelled" where n.arguments.isEmpty: .dragCancelled
    case "tabTapped": n.integer.map(Self.tabTapped)
    case "bindingChanged": n.integer.map(Self.bindingChanged)
    case "tabPressed": n.integer.map(Self.tabPressed)
    case "tabPressCancelled" where n.arguments.isEmpty: .tabPressCancelled
    case "keyDown": n.key.map(Self.keyDown)
    case "pageCountChanged": n.integer.map(Self.pageCountChanged)
    case "enabledChanged": n.bool.map(Self.enabledChanged)
    default: ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    [
      "dragStarted", "dragMoved(translation: <points>)", "dragEnded(velocity: <points per second>)", "dragCancelled",
      "tabTapped(<index>)", "bindingChanged(<index>)", "tabPressed(<index>)", "tabPressCancelled", "keyDown(<key>)",
      "pageCountChanged(<count>)", "enabledChanged(true|false)",
    ] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .dragStarted: "dragStarted"
    case .dragMoved(let t): "dragMoved(translation: \(JSONWriter.format(t)))"
    case .dragEnded(let v): "dragEnded(velocity: \(JSONWriter.format(v)))"
    case .dragCancelled: "dragCancelled"
    case .tabTapped(let i): "tabTapped(\(i))"
    case .bindingChanged(let i): "bindingChanged(\(i))"
    case .tabPressed(let i): "tabPressed(\(i))"
    case .tabPressCancelled: "tabPressCancelled"
    case .keyDown(let k): "keyDown(\(k.rawValue))"
    case .pageCountChanged(let n): "pageCountChanged(\(n))"
    case .enabledChanged(let b): "enabledChanged(\(b))"
    case .clock(let c): c.description
    }
  }
}

/// A paged view's full state.
public struct PagingState: Hashable, Sendable, CustomStringConvertible {
  /// The selected page (the one settled on, or being settled to).
  public var selected: Int
  /// The number of pages.
  public var pageCount: Int
  /// Resting, dragging or settling (never `disabled`: that is `isEnabled`).
  public var phase = PagingPhase.resting
  /// Whether it takes drags, tab presses and keys.
  public var isEnabled = true
  /// Points the running drag has travelled (negative: toward the next page).
  public var dragTranslation: Double = 0
  /// The position (in pages) the running settle started from.
  public var settleStart: Double = 0
  /// Time left of the running settle.
  public var settleRemaining: VirtualDuration?
  /// The tab header a finger is down on, which shows its pressed look.
  public var pressedTab: Int?

  public var description: String {
    var parts = [isEnabled ? phase.rawValue : "disabled", "page \(selected)/\(pageCount)"]
    if phase == .dragging { parts.append("drag=\(JSONWriter.format(dragTranslation))") }
    if phase == .settling { parts.append("from=\(JSONWriter.format(settleStart))") }
    if let r = settleRemaining { parts.append("left=\(r)") }
    if let t = pressedTab { parts.append("pressing \(t)") }
    return parts.joined(separator: " ")
  }
}

/// The machine of a paged view: a carousel's cards or a pager tab view's pages under their tab headers.
///
/// A drag moves the pages with the finger; on release they settle on the neighbour when the drag went past the
/// threshold or was flicked, otherwise back. A tab tap or the owner settles on any page. `position` (in pages) is
/// where the pages are now, fractional while dragging or settling: the tab indicator and the side cards' scale
/// follow it, so the indicator follows the drag. A page the person chose is reported as `valueChanged(index)`.
///
/// It starts at rest on `initialSelection` (no settle from the first page, as VComponents 8.1 shows the bound
/// selection at once). A finger on a tab header presses it (`tabPressed`: its pressed look) until it is lifted on it
/// (`tabTapped`) or leaves (`tabPressCancelled`). The keys follow the WAI-ARIA APG tabs pattern with automatic
/// activation: the right and up arrows select the next page, the left and down arrows the previous one (going round
/// when `arrowKeysWrap`, stopping at the ends otherwise, as an adjustable carousel does: VoiceOver's swipe up is the
/// up arrow), Home the first and End the last; the host sends keys while the view has keyboard focus.
///
/// Disabled (`enabledChanged(false)`, 8.1's `.disabled`), it shows `PagingPhase.disabled` and ignores drags, tab
/// presses, taps and keys; disabling mid-drag settles the pages back on the selected page, as a cancelled drag does,
/// and drops a pressed tab. The owner's `bindingChanged` and a page count change still apply.
public struct PagingMachine: ExplorableMachine {

  /// Its left and right arrows move along a row, so right to left swaps them.
  public var arrowKeysFollowLayoutDirection: Bool { true }
  /// The tunables.
  public var parameters: PagingParameters
  public private(set) var state: PagingState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// Pages at rest on the initial selection (or settling to it from a neighbour, or dragged by a third of a page, or
  /// disabled).
  public init(parameters: PagingParameters = PagingParameters(), restingIn visual: PagingPhase) {
    self.parameters = parameters
    state = PagingState(selected: 0, pageCount: max(0, parameters.pageCount))
    state.selected = min(max(parameters.initialSelection, 0), lastPage)
    switch visual {
    case .resting: break
    case .disabled: state.isEnabled = false
    case .dragging:
      state.phase = .dragging
      state.dragTranslation = -pageWidth / 3
    case .settling:
      beginSettle(from: Double(state.selected == 0 ? 1 : state.selected - 1))
    }
  }

  public var visualState: PagingPhase { state.isEnabled ? state.phase : .disabled }
  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isDragging = state.phase == .dragging
    return p
  }

  private var pageWidth: Double {
    parameters.pageWidth.isFinite && parameters.pageWidth > 0 ? parameters.pageWidth : 1
  }

  private var lastPage: Int { max(0, state.pageCount - 1) }

  private var settleDuration: VirtualDuration? {
    let d = parameters.settleDuration
    return d.isFinite && d > 0 ? VirtualDuration(seconds: d) : nil
  }

  /// Where the pages are, in pages from the first: the selected page at rest, between pages while dragging
  /// (held to the first and last page) or settling.
  public var position: Double {
    switch state.phase {
    case .resting, .disabled:
      return Double(state.selected)
    case .dragging:
      return min(max(Double(state.selected) - state.dragTranslation / pageWidth, 0), Double(lastPage))
    case .settling:
      guard let r = state.settleRemaining, let full = settleDuration else { return Double(state.selected) }
      let done = 1 - Double(r.microseconds) / Double(full.microseconds)
      return state.settleStart + (Double(state.selected) - state.settleStart) * done
    }
  }

  public func changeNeedsNoAnimation(to after: PagingMachine) -> Bool {
    // A drag follows the finger and a settle ends where it was going.
    after.state.phase == .dragging || (state.phase == .settling && after.state.phase == .resting)
  }

  public mutating func send(_ event: PagingEvent) -> Transition<PagingState, PagingEvent>? {
    let before = state
    var out = MachineOutputs()
    var slot: AnimationSlot? = nil
    if !state.isEnabled, event.needsEnabled { return nil }
    switch event {
    case .dragStarted:
      guard parameters.isDragEnabled, state.phase != .dragging, state.pageCount > 0 else { return nil }
      state.pressedTab = nil
      // A drag during a settle catches the pages where they are; the page being settled to stays selected.
      state.dragTranslation = (Double(state.selected) - position) * pageWidth
      state.phase = .dragging
      state.settleRemaining = nil
    case .dragMoved(let t):
      guard state.phase == .dragging, t != state.dragTranslation else { return nil }
      state.dragTranslation = t
    case .dragEnded(let velocity):
      guard state.phase == .dragging else { return nil }
      let travelled = -state.dragTranslation / pageWidth
      var target = state.selected
      if travelled >= parameters.pagingThreshold || velocity <= -parameters.flickVelocity {
        target += 1
      } else if travelled <= -parameters.pagingThreshold || velocity >= parameters.flickVelocity {
        target -= 1
      }
      slot = select(min(max(target, 0), lastPage), reporting: &out)
    case .dragCancelled:
      guard state.phase == .dragging else { return nil }
      slot = select(state.selected, reporting: &out)
    case .tabTapped(let i):
      guard i >= 0, i < state.pageCount, state.phase != .dragging else { return nil }
      state.pressedTab = nil
      guard i != state.selected else {
        return before == state ? nil : Transition(changedFrom: before, to: state, event: event, outputs: out, slot: nil)
      }
      slot = select(i, reporting: &out)
    case .tabPressed(let i):
      guard i >= 0, i < state.pageCount, state.phase != .dragging, state.pressedTab != i else { return nil }
      state.pressedTab = i
    case .tabPressCancelled:
      guard state.pressedTab != nil else { return nil }
      state.pressedTab = nil
    case .keyDown(let key):
      guard state.phase != .dragging, state.pageCount > 0, let page = page(for: key),
        page != state.selected
      else { return nil }
      slot = select(page, reporting: &out)

    case .bindingChanged(let i):
      guard i >= 0, i < state.pageCount, i != state.selected else { return nil }
      var ignored = MachineOutputs()
      slot = select(i, reporting: &ignored)
    case .pageCountChanged(let n):
      guard n >= 0, n != state.pageCount else { return nil }
      state.pageCount = n
      if state.selected > lastPage {
        state.selected = lastPage
        state.settleStart = min(state.settleStart, Double(lastPage))
      }
      if n == 0 { finishSettle() }
      slot = .stateChange
    case .enabledChanged(let isEnabled):
      guard isEnabled != state.isEnabled else { return nil }
      state.isEnabled = isEnabled
      state.pressedTab = nil
      // A drag the view no longer takes settles back on the selected page, as a cancelled one does.
      slot = state.phase == .dragging ? select(state.selected, reporting: &out) : .stateChange
    case .clock(let c):
      guard let span = clock.advance(c), state.phase == .settling else { return nil }
      var left = span
      if state.settleRemaining.runDown(&left) { finishSettle() }
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// The page `key` selects: a neighbour by the arrows, the first or last by Home and End; nil for other keys.
  private func page(for key: KeyboardKey) -> Int? {
    let step: Int
    switch key {
    case .home: return 0
    case .end: return lastPage
    case .arrowRight, .arrowUp: step = 1
    case .arrowLeft, .arrowDown: step = -1
    default: return nil
    }
    // Compared, not added: a page count as large as `Int.max` must not overflow.
    let current = min(max(state.selected, 0), lastPage)
    let wraps = parameters.arrowKeysWrap
    if step > 0 { return current < lastPage ? current + 1 : (wraps ? 0 : lastPage) }
    return current > 0 ? current - 1 : (wraps ? lastPage : 0)
  }

  /// Settles on `page` from where the pages are; reports the page when it changed.
  private mutating func select(_ page: Int, reporting out: inout MachineOutputs) -> AnimationSlot {
    let from = position
    if page != state.selected { out.append(.valueChanged(.number(Double(page)))) }
    state.selected = page
    beginSettle(from: from)
    return .selection
  }

  private mutating func beginSettle(from start: Double) {
    state.dragTranslation = 0
    guard let duration = settleDuration, start != Double(state.selected) else { return finishSettle() }
    state.phase = .settling
    state.settleStart = start
    state.settleRemaining = duration
  }

  private mutating func finishSettle() {
    state.phase = .resting
    state.dragTranslation = 0
    state.settleStart = 0
    state.settleRemaining = nil
  }

  public static var explorationAlphabet: [PagingEvent] {
    [
      .dragStarted, .dragMoved(translation: -100), .dragMoved(translation: -200), .dragMoved(translation: 200),
      .dragEnded(velocity: 0), .dragEnded(velocity: -400), .dragEnded(velocity: -500), .dragCancelled, .tabTapped(0),
      .tabTapped(2), .tabPressed(0), .tabPressed(2), .tabPressCancelled, .keyDown(.arrowRight), .keyDown(.arrowLeft),
      .keyDown(.end),
      .bindingChanged(1), .pageCountChanged(1), .enabledChanged(false), .enabledChanged(true), .timePassed(0.1),
      .timePassed(1),
    ]
  }
}

extension PagingEvent {
  /// Whether the event is the person's (a drag, a tab, a key), which a disabled view ignores.
  var needsEnabled: Bool {
    switch self {
    case .dragStarted, .dragMoved, .dragEnded, .dragCancelled, .tabTapped, .tabPressed, .tabPressCancelled, .keyDown:
      true
    case .bindingChanged, .pageCountChanged, .enabledChanged, .clock: false
    }
  }
}

extension PagingParameters {
  /// A carousel of five cards, 260 pt from one to the next (the machine catalog's sample).
  public static var carousel: PagingParameters {
    var p = PagingParameters()
    p.pageCount = 5
    p.pageWidth = 260
    p.arrowKeysWrap = false
    return p
  }
}

extension PagingMachine {
  /// The selected page, as `valueChanged` reports it and the owner's `bindingChanged` sets it.
  public var currentValue: MachineValue? { .number(Double(state.selected)) }
}
