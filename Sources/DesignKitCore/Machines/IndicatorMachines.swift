/// Whether a spinner spins.
public enum SpinnerPhase: String, StateDimension {
  /// Whether the spinner turns.
  case idle, spinning
  public static var dimensionName: String { "activity" }
}

extension SpinnerPhase: ComponentState {}

/// Tunables of a spinner (none yet; the type keeps the machine shape uniform).
public struct SpinnerParameters: Sendable, Hashable {
  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a spinner.
public enum SpinnerEvent: String, MachineEvent, CaseIterable {
  /// The owner started the activity.
  case activityStarted
  /// The owner stopped the activity.
  case activityStopped
  /// The spinner came on screen.
  case appeared
  /// The spinner left the screen.
  case disappeared

  public init?(name: String) { self.init(rawValue: name.trimmingSpaces) }
  public static var eventForms: [String] { allCases.map(\.rawValue) }
  public var description: String { rawValue }
}

/// A spinner's full state.
public struct SpinnerState: Hashable, Sendable, CustomStringConvertible {
  /// Whether the owner's activity runs.
  public var isActive: Bool
  /// Whether the spinner is on screen.
  public var isOnScreen: Bool

  public var description: String { "\(isActive ? "active" : "inactive") \(isOnScreen ? "on-screen" : "off-screen")" }
}

/// The machine of a spinner: it spins while its activity runs and it is on screen; starting to spin uses
/// the `spin` slot, which repeats until the next transition.
public struct SpinnerMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: SpinnerParameters
  /// The current state.
  public private(set) var state: SpinnerState

  /// A spinner on screen, active when `visual` is spinning.
  public init(parameters: SpinnerParameters = SpinnerParameters(), restingIn visual: SpinnerPhase) {
    self.parameters = parameters
    state = SpinnerState(isActive: visual == .spinning, isOnScreen: true)
  }

  public var visualState: SpinnerPhase { state.isActive && state.isOnScreen ? .spinning : .idle }
  public var probe: MachineProbe { MachineProbe() }

  public mutating func send(_ event: SpinnerEvent) -> Transition<SpinnerState, SpinnerEvent>? {
    let before = state
    let visualBefore = visualState
    switch event {
    case .activityStarted: state.isActive = true
    case .activityStopped: state.isActive = false
    case .appeared: state.isOnScreen = true
    case .disappeared: state.isOnScreen = false
    }
    guard state != before else { return nil }
    let slot: AnimationSlot? = visualBefore == visualState ? nil : (visualState == .spinning ? .spin : .stateChange)
    return Transition(from: before, to: state, event: event, slot: slot)
  }

  public static var explorationAlphabet: [SpinnerEvent] { SpinnerEvent.allCases }
}

/// How far a progress bar is.
public enum ProgressLevel: String, StateDimension {
  /// How far the bar is filled.
  case empty, partial, complete
  public static var dimensionName: String { "progress" }
}

extension ProgressLevel: ComponentState {}

/// Tunables of a progress bar.
public struct ProgressBarParameters: Sendable, Hashable {
  /// Whether a change down to zero (a reset) animates; by default it shows at once.
  public var animatesResetToZero = false

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to a progress bar.
public enum ProgressBarEvent: MachineEvent {
  /// The owner set the progress (clamped to 0…1).
  case progressChanged(Double)

  public init?(name: String) {
    guard let n = EventName(name), n.base == "progressChanged", let v = n.number else { return nil }
    self = .progressChanged(v)
  }
  public static var eventForms: [String] { ["progressChanged(<0…1>)"] }
  public var description: String {
    switch self {
    case .progressChanged(let v): "progressChanged(\(formatNumber(v)))"
    }
  }
}

/// The machine of a progress bar: value changes animate with the `progress` slot, except a reset to zero
/// (unless `animatesResetToZero`).
public struct ProgressBarMachine: ExplorableMachine {
  public typealias OutputValue = Double
  /// The tunables.
  public var parameters: ProgressBarParameters
  /// The progress, 0…1.
  public private(set) var state: Double

  /// A bar at 0, ½ or 1 for empty, partial or complete.
  public init(parameters: ProgressBarParameters = ProgressBarParameters(), restingIn visual: ProgressLevel) {
    self.parameters = parameters
    switch visual {
    case .empty: state = 0
    case .partial: state = 0.5
    case .complete: state = 1
    }
  }

  public var visualState: ProgressLevel { state <= 0 ? .empty : state >= 1 ? .complete : .partial }
  public var probe: MachineProbe { MachineProbe() }

  public func changeNeedsNoAnimation(to after: ProgressBarMachine) -> Bool {
    after.state == 0 && !parameters.animatesResetToZero
  }

  public mutating func send(_ event: ProgressBarEvent) -> Transition<Double, ProgressBarEvent>? {
    switch event {
    case .progressChanged(let v):
      guard v.isFinite else { return nil }
      let next = clean(min(max(v, 0), 1))
      guard next != state else { return nil }
      let before = state
      state = next
      let slot: AnimationSlot? = next == 0 && !parameters.animatesResetToZero ? nil : .progress
      return Transition(
        from: before, to: state, event: event, outputs: MachineOutputs(.valueChanged(formatNumber(next))), slot: slot)
    }
  }

  public static var explorationAlphabet: [ProgressBarEvent] {
    [.progressChanged(0), .progressChanged(0.5), .progressChanged(1)]
  }
}

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
public enum PageIndicatorEvent: ClockCarrying {
  /// The selected page changed (the person paged, or the owner set it).
  case pageChanged(Int)
  /// The number of pages changed.
  case pageCountChanged(Int)
  /// The virtual clock moved.
  case clock(ClockEvent)

  public init?(name: String) {
    guard let n = EventName(name) else { return nil }
    switch n.base {
    case "pageChanged":
      guard let i = n.integer else { return nil }
      self = .pageChanged(i)
    case "pageCountChanged":
      guard let i = n.integer else { return nil }
      self = .pageCountChanged(i)
    default:
      guard let c = ClockEvent.parse(n) else { return nil }
      self = .clock(c)
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
  public typealias OutputValue = Int
  /// The tunables.
  public var parameters: PageIndicatorParameters
  /// The current state.
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
    if state.selected != before.selected { out.append(.valueChanged(String(state.selected))) }
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
