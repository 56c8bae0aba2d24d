import DesignKitValues

/// The form a page indicator draws.
public enum PageIndicatorForm: String, StateDimension {
  /// One dot per page.
  case finite
  /// A window of dots that scrolls, edge dots smaller.
  case infinite
  public static var dimensionName: String { "form" }
}

extension PageIndicatorForm: ComponentState {}

/// Which form a page indicator uses.
public enum PageIndicatorKind: String, CaseIterable, Hashable, Sendable {
  /// A fixed number of pages, or pages without end.
  case finite, infinite
  /// Finite when the pages fit in the visible dots, otherwise infinite (VComponents' auto).
  case auto
}

/// Tunables of a page indicator.
public struct PageIndicatorParameters: Sendable, Hashable {
  /// The form.
  public var kind = PageIndicatorKind.auto
  /// The most dots shown at once.
  public var visibleDots = 7
  /// Seconds between automatic page advances; nil turns auto-advance off.
  public var autoAdvanceInterval: Double? = nil
  /// The page count a machine starts with.
  public var pageCount = 5

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a page indicator.
public enum PageIndicatorEvent: ClockCarrying, EventNameParsing {
  /// The selected page changed (the person paged, or the owner set it).
  case pageChanged(Int)
  /// The number of pages changed.
  case pageCountChanged(Int)
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "pageChanged": n.integer.map(Self.pageChanged)
    case "pageCountChanged": n.integer.map(Self.pageCountChanged)
    default: ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    ["pageChanged(<index>)", "pageCountChanged(<count>)"] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .pageChanged(let i): "pageChanged(\(i))"
    case .pageCountChanged(let n): "pageCountChanged(\(n))"
    case .clock(let c): c.description
    }
  }
}

/// A page indicator's full state.
public struct PageIndicatorState: Hashable, Sendable, CustomStringConvertible {
  /// The selected page.
  public var selected: Int
  /// The number of pages.
  public var pageCount: Int
  /// Time left to the next automatic advance.
  public var advanceRemaining: VirtualDuration?

  public var description: String {
    "page \(selected)/\(pageCount)" + (advanceRemaining.map { " next=\($0)" } ?? "")
  }
}

/// The machine of a page indicator: the selected page moves with `selection`; with an auto-advance
/// interval it moves to the next page (wrapping) on the virtual clock, and any page change restarts the
/// interval. Its visual state is the form (finite / infinite), which `auto` picks from the page count.
public struct PageIndicatorMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: PageIndicatorParameters
  public private(set) var state: PageIndicatorState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// An indicator on page 0 with the parameters' page count (the form follows from the parameters).
  public init(parameters: PageIndicatorParameters = PageIndicatorParameters(), restingIn visual: PageIndicatorForm) {
    self.parameters = parameters
    state = PageIndicatorState(selected: 0, pageCount: max(0, parameters.pageCount), advanceRemaining: nil)
    state.advanceRemaining = interval
  }

  private var interval: VirtualDuration? {
    guard let s = parameters.autoAdvanceInterval, s > 0, s.isFinite, state.pageCount > 1 else { return nil }
    return max(VirtualDuration(seconds: s), VirtualDuration(microseconds: 1))
  }

  public var visualState: PageIndicatorForm {
    switch parameters.kind {
    case .finite: .finite
    case .infinite: .infinite
    case .auto: state.pageCount <= parameters.visibleDots ? .finite : .infinite
    }
  }
  public var probe: MachineProbe { MachineProbe() }

  public mutating func send(_ event: PageIndicatorEvent) -> Transition<PageIndicatorState, PageIndicatorEvent>? {
    let before = state
    var out = MachineOutputs()
    switch event {
    case .pageChanged(let i):
      guard i >= 0, i < state.pageCount, i != state.selected else { return nil }
      state.selected = i
      state.advanceRemaining = interval
    case .pageCountChanged(let n):
      guard n >= 0, n != state.pageCount else { return nil }
      state.pageCount = n
      state.selected = min(state.selected, max(0, n - 1))
      state.advanceRemaining = interval
    case .clock(let c):
      guard let span = clock.advance(c) else { return nil }
      advance(by: span)
    }
    if state.selected != before.selected { out.append(.valueChanged(.number(Double(state.selected)))) }
    let slot: AnimationSlot? =
      before.selected != state.selected ? .selection : before.pageCount != state.pageCount ? .stateChange : nil
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  private mutating func advance(by span: VirtualDuration) {
    guard var r = state.advanceRemaining, let full = interval else { return }
    var left = span
    // Only the page after the whole span matters; skip whole cycles instead of stepping through them.
    let cycles = r <= left ? 1 + (left - r).microseconds / full.microseconds : 0
    if cycles > 0 {
      left = VirtualDuration(microseconds: (left - r).microseconds % full.microseconds)
      r = full
      // selected + steps, wrapped, without overflowing when the page count is near Int.max.
      let count = Int64(state.pageCount)
      let steps = cycles % count
      let selected = Int64(state.selected)
      state.selected = Int(selected >= count - steps ? selected - (count - steps) : selected + steps)
    }
    state.advanceRemaining = r - left
  }

  public static var explorationAlphabet: [PageIndicatorEvent] {
    [
      .pageChanged(0), .pageChanged(1), .pageChanged(4), .pageCountChanged(3), .pageCountChanged(10),
      .timePassed(1), .timePassed(3),
    ]
  }
}

extension PageIndicatorMachine {
  public var currentValue: MachineValue? { .number(Double(state.selected)) }
}
