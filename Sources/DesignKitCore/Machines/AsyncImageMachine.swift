import DesignKitValues

/// What an image fetched from a URL shows.
public enum AsyncImagePhase: String, StateDimension {
  /// No URL, or not fetched yet: the placeholder.
  case empty
  /// The fetch runs: the placeholder, with a loading look.
  case loading
  /// The image.
  case loaded
  /// The fetch failed: the placeholder with a retry affordance.
  case failed
  public static var dimensionName: String { "phase" }
}

extension AsyncImagePhase: ComponentState {}

/// Tunables of an async image.
public struct AsyncImageParameters: Sendable, Hashable {
  /// Seconds a fetch may run before it counts as failed; nil waits for ever.
  public var timeout: Double? = 30
  /// How many times a failed fetch retries by itself before the failure stays; 0 (the default, as VComponents 8.1)
  /// shows the failure and waits for the retry button or a new URL.
  public var automaticRetries = 0
  /// Seconds between a failure and its automatic retry.
  public var retryDelay: Double = 2
  /// Whether a new URL removes the image at once (otherwise the old image shows until the new one loads).
  public var removesImageOnURLChange = true
  /// Whether leaving the screen removes the image, so that it is fetched again when it comes back.
  public var removesImageOnDisappear = false

  /// Parameters with the defaults.
  public init() {}
}

/// What can happen to an async image.
public enum AsyncImageEvent: ClockCarrying, EventNameParsing {
  /// The owner gave a URL (`present: true`; a new one if there was one) or took it away.
  case urlChanged(present: Bool)
  /// The image came on screen.
  case appeared
  /// The image left the screen.
  case disappeared
  /// The fetch numbered `fetch` (as `fetchRequested` numbered it) delivered the image; ignored unless it is the
  /// running one, so a late answer to a cancelled fetch changes nothing.
  case fetchSucceeded(fetch: Int)
  /// The fetch numbered `fetch` failed; ignored unless it is the running one.
  case fetchFailed(fetch: Int)
  /// The retry button of a failed image was pressed.
  case retryButtonPressed
  /// The virtual clock moved.
  case clock(ClockEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "urlChanged": n.bool.map(Self.urlChanged(present:))
    case "appeared" where n.arguments.isEmpty: .appeared
    case "disappeared" where n.arguments.isEmpty: .disappeared
    case "fetchSucceeded": n.integer.map(Self.fetchSucceeded(fetch:))
    case "fetchFailed": n.integer.map(Self.fetchFailed(fetch:))
    case "retryButtonPressed" where n.arguments.isEmpty: .retryButtonPressed
    default: ClockEvent.parse(n).map(Self.clock)
    }
  }

  public static var eventForms: [String] {
    [
      "urlChanged(present: true|false)", "appeared", "disappeared", "fetchSucceeded(fetch: <number>)",
      "fetchFailed(fetch: <number>)", "retryButtonPressed",
    ] + ClockEvent.eventForms
  }

  public var description: String {
    switch self {
    case .urlChanged(let p): "urlChanged(present: \(p))"
    case .appeared: "appeared"
    case .disappeared: "disappeared"
    case .fetchSucceeded(let f): "fetchSucceeded(fetch: \(f))"
    case .fetchFailed(let f): "fetchFailed(fetch: \(f))"
    case .retryButtonPressed: "retryButtonPressed"
    case .clock(let c): c.description
    }
  }
}

/// An async image's full state.
public struct AsyncImageState: Hashable, Sendable, CustomStringConvertible {
  /// What it shows.
  public var phase: AsyncImagePhase
  /// Whether the owner gave a URL.
  public var hasURL: Bool
  /// Whether it is on screen.
  public var isOnScreen = true
  /// Whether a fetch runs (while loading, or behind a loaded image whose URL changed).
  public var isFetching = false
  /// Time left before the running fetch times out, or before a failed one retries by itself.
  public var timerRemaining: VirtualDuration?
  /// Automatic retries left for the current URL.
  public var retriesLeft = 0
  /// The number of the latest fetch (the running one while `isFetching`): each `fetchRequested` counts up from 1.
  public var fetch = 0

  public var description: String {
    var parts = [phase.rawValue, hasURL ? "url" : "no-url"]
    if !isOnScreen { parts.append("off-screen") }
    if isFetching && phase != .loading { parts.append("fetching") }
    if let t = timerRemaining { parts.append("timer=\(t)") }
    if retriesLeft > 0 { parts.append("retries=\(retriesLeft)") }
    if fetch > 0 { parts.append("fetch=\(fetch)") }
    return parts.joined(separator: " ")
  }
}

/// The machine of an image fetched from a URL: empty → loading → loaded or failed, with retry.
///
/// A fetch starts (`fetchRequested(n)`, numbered from 1) when the image is on screen with a URL and nothing
/// loaded; the owner answers with `fetchSucceeded(fetch: n)` or `fetchFailed(fetch: n)`. An answer carrying another
/// number (the late result of a cancelled fetch) is ignored. A fetch that outlives the timeout fails and is
/// cancelled (`fetchCancelled(n)`); so is one whose URL changes or goes away, or whose image leaves the screen.
/// A failed image shows the failure and waits, as VComponents 8.1's does: the retry button, a new URL or coming
/// back on screen (when the model removes images on disappear) fetches again. Retrying by itself after a delay is
/// an opt-in (`automaticRetries`).
public struct AsyncImageMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: AsyncImageParameters
  public private(set) var state: AsyncImageState
  /// The virtual clock.
  public private(set) var clock = VirtualClock()

  /// An image on screen at rest in `visual`: with a URL unless empty, a loading one with its timeout running.
  public init(parameters: AsyncImageParameters = AsyncImageParameters(), restingIn visual: AsyncImagePhase) {
    self.parameters = parameters
    state = AsyncImageState(phase: visual, hasURL: visual != .empty)
    if visual == .loading {
      state.isFetching = true
      state.fetch = 1
      state.timerRemaining = timeout
    }
    state.retriesLeft = max(0, parameters.automaticRetries)
  }

  public var visualState: AsyncImagePhase { state.phase }
  public var probe: MachineProbe { MachineProbe() }

  private var timeout: VirtualDuration? {
    guard let t = parameters.timeout, t.isFinite, t > 0 else { return nil }
    return VirtualDuration(seconds: t)
  }

  public mutating func send(_ event: AsyncImageEvent) -> Transition<AsyncImageState, AsyncImageEvent>? {
    let before = state
    var out = MachineOutputs()
    switch event {
    case .urlChanged(let present):
      guard present || state.hasURL else { return nil }
      cancelFetch(&out)
      state.hasURL = present
      state.retriesLeft = max(0, parameters.automaticRetries)
      // A loaded image stays behind the new fetch only when the model asks and the fetch starts now.
      if !present || parameters.removesImageOnURLChange || state.phase != .loaded || !state.isOnScreen {
        state.phase = .empty
      }
      startFetchIfWanted(&out, refetch: present)
    case .appeared:
      guard !state.isOnScreen else { return nil }
      state.isOnScreen = true
      startFetchIfWanted(&out, refetch: false)
    case .disappeared:
      guard state.isOnScreen else { return nil }
      state.isOnScreen = false
      if state.isFetching {
        cancelFetch(&out)
        if state.phase == .loading { state.phase = .empty }
      }
      if state.phase == .loaded && parameters.removesImageOnDisappear { state.phase = .empty }
    case .fetchSucceeded(let fetch):
      guard state.isFetching, fetch == state.fetch else { return nil }
      state.isFetching = false
      state.timerRemaining = nil
      state.phase = .loaded
    case .fetchFailed(let fetch):
      guard state.isFetching, fetch == state.fetch else { return nil }
      fail()
    case .retryButtonPressed:
      guard state.phase == .failed, state.isOnScreen else { return nil }
      state.retriesLeft = max(0, parameters.automaticRetries)
      startFetch(&out)
    case .clock(let c):
      guard let span = clock.advance(c) else { return nil }
      var left = span
      guard state.timerRemaining.runDown(&left) else {
        guard state.timerRemaining != before.timerRemaining else { return nil }
        return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: nil)
      }
      if state.isFetching {
        out.append(.fetchCancelled(state.fetch))
        fail()
      } else if state.phase == .failed, state.isOnScreen {
        state.retriesLeft -= 1
        startFetch(&out)
      }
    }
    let slot: AnimationSlot? =
      before.phase == state.phase ? nil : state.phase == .loaded ? .appear : .stateChange
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  /// Starts a fetch when the image is on screen with a URL and shows nothing loaded (or `refetch` asks for the
  /// new URL behind a loaded image).
  private mutating func startFetchIfWanted(_ out: inout MachineOutputs, refetch: Bool) {
    guard state.isOnScreen, state.hasURL, !state.isFetching, state.phase == .empty || refetch else { return }
    startFetch(&out)
  }

  private mutating func startFetch(_ out: inout MachineOutputs) {
    if state.phase != .loaded { state.phase = .loading }
    state.isFetching = true
    state.timerRemaining = timeout
    state.fetch += 1
    out.append(.fetchRequested(state.fetch))
  }

  private mutating func cancelFetch(_ out: inout MachineOutputs) {
    state.timerRemaining = nil
    guard state.isFetching else { return }
    state.isFetching = false
    out.append(.fetchCancelled(state.fetch))
  }

  /// The fetch failed: the failure shows, and an automatic retry is scheduled while retries are left.
  private mutating func fail() {
    state.isFetching = false
    state.phase = .failed
    state.timerRemaining = state.retriesLeft > 0 ? VirtualDuration(seconds: max(0, parameters.retryDelay)) : nil
  }

  public static var explorationAlphabet: [AsyncImageEvent] {
    [
      .urlChanged(present: true), .urlChanged(present: false), .appeared, .disappeared, .fetchSucceeded(fetch: 1),
      .fetchFailed(fetch: 1), .fetchSucceeded(fetch: 2), .retryButtonPressed, .timePassed(1), .timePassed(30),
    ]
  }
}

extension AsyncImageParameters {
  /// An image that retries a failed fetch once by itself (the machine catalog's sample).
  public static var retryingOnce: AsyncImageParameters {
    var p = AsyncImageParameters()
    p.automaticRetries = 1
    return p
  }
}
