import DesignKitValues

/// The resting height of a sheet.
public enum SheetDetent: String, StateDimension {
  /// The smallest, the ideal and the largest height.
  case min, ideal, max
  public static var dimensionName: String { "detent" }
}

/// What a sheet with detents shows: its presentation phase and its detent.
public struct SheetVisualState: ComponentState {
  /// The presentation phase.
  public var phase: PresentationPhase
  /// The detent it rests at (or returns to after a drag).
  public var detent: SheetDetent

  /// Creates a state.
  public init(_ phase: PresentationPhase, _ detent: SheetDetent = .ideal) {
    self.phase = phase
    self.detent = detent
  }

  public static var allStates: [SheetVisualState] {
    PresentationPhase.allCases.flatMap { p in SheetDetent.allCases.map { SheetVisualState(p, $0) } }
  }
  public static var dimensionNames: [String] { [PresentationPhase.dimensionName, SheetDetent.dimensionName] }
  public var presence: Presence? { phase.presence }
  public var selection: StateSelection {
    StateSelection([(PresentationPhase.dimensionName, phase.rawValue), (SheetDetent.dimensionName, detent.rawValue)])
  }
}

/// Tunables of a sheet with detents.
public struct DetentSheetParameters: Sendable, Hashable {
  /// Durations and dismiss sources; `swipeThreshold` is how far below the lowest detent a drag must end to dismiss.
  public var presentation = PresentationParameters.bottomSheet
  /// The lowest detent, as a fraction of the container height, on the platform the sheet runs on.
  public var minHeight = 0.3
  /// The detent it presents at, as a fraction of the container height, on the platform the sheet runs on.
  public var idealHeight = 0.75
  /// The highest detent, as a fraction of the container height, on the platform the sheet runs on.
  public var maxHeight = 0.9
  /// The detents of each platform that has its own (a half modal's model gives every platform its
  /// `layout.minHeight`, `idealHeight` and `maxHeight`): `adopt(_:)` makes a platform's the detents in effect.
  public var platformHeights: [StyleEnvironment.Platform: Heights] = [:]
  /// The container's height in points (the instance's).
  public var containerHeight = 800.0

  /// The three detents of one platform, as fractions of the container height.
  public struct Heights: Sendable, Hashable {
    /// The lowest detent.
    public var min: Double
    /// The detent it presents at.
    public var ideal: Double
    /// The highest detent.
    public var max: Double
    /// The three detents.
    public init(min: Double, ideal: Double, max: Double) {
      (self.min, self.ideal, self.max) = (min, ideal, max)
    }
  }

  /// Parameters with the defaults.
  public init() {}

  /// Makes `platform`'s detents (`platformHeights[platform]`) the ones in effect; a platform without its own keeps
  /// the detents as they are.
  public mutating func adopt(_ platform: StyleEnvironment.Platform) {
    guard let heights = platformHeights[platform] else { return }
    (minHeight, idealHeight, maxHeight) = (heights.min, heights.ideal, heights.max)
  }

  /// The height of `detent` in points.
  public func height(of detent: SheetDetent) -> Double {
    let fraction =
      switch detent {
      case .min: minHeight
      case .ideal: idealHeight
      case .max: maxHeight
      }
    return fraction * containerHeight
  }

  /// The detent nearest to `height` points (the lower one on a tie).
  public func nearestDetent(to height: Double) -> SheetDetent {
    SheetDetent.allCases.min { abs(self.height(of: $0) - height) < abs(self.height(of: $1) - height) } ?? .ideal
  }
}

/// What can happen to a sheet with detents.
public enum DetentSheetEvent: PresentationWrapping, EventNameParsing {
  /// The resize handle was dragged to `height` points.
  case dragChanged(height: Double)
  /// The drag ended with the sheet `height` points tall.
  case dragEnded(height: Double)
  /// A presentation event (binding, close button, Escape, the clock).
  case presentation(PresentationEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "dragChanged": n.number.map(Self.dragChanged(height:))
    case "dragEnded": n.number.map(Self.dragEnded(height:))
    default: PresentationEvent.parse(n).map(Self.presentation)
    }
  }

  public static var eventForms: [String] {
    ["dragChanged(height: <points>)", "dragEnded(height: <points>)"] + PresentationEvent.eventForms
  }

  public var description: String {
    switch self {
    case .dragChanged(let h): "dragChanged(height: \(JSONWriter.format(h)))"
    case .dragEnded(let h): "dragEnded(height: \(JSONWriter.format(h)))"
    case .presentation(let e): e.description
    }
  }
}

/// A sheet's full state.
public struct DetentSheetState: Hashable, Sendable, CustomStringConvertible {
  /// The presentation phase and its timer.
  public internal(set) var presentation: PresentationState
  /// The detent it rests at.
  public internal(set) var detent: SheetDetent
  /// The height under the finger while dragging.
  public internal(set) var dragHeight: Double?

  public var description: String {
    "\(presentation) \(detent.rawValue)" + (dragHeight.map { " drag=\(JSONWriter.format($0))" } ?? "")
  }
}

/// The machine of a half modal: a presentation (its phases and dismiss sources) plus detents. Dragging follows
/// the finger; releasing snaps to the nearest detent with the `snap` slot, or dismisses when released more than
/// the swipe threshold below the lowest detent. Presenting starts at the ideal detent.
public struct DetentSheetMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: DetentSheetParameters
  private var presentation: PresentationMachine
  private var detent: SheetDetent
  private var dragHeight: Double?

  /// A sheet at rest in `visual`'s detent, presented when `visual` is presenting or presented.
  public init(parameters: DetentSheetParameters = DetentSheetParameters(), restingIn visual: SheetVisualState) {
    self.parameters = parameters
    presentation = PresentationMachine(parameters: parameters.presentation, restingIn: visual.phase)
    detent = visual.detent
  }

  public var state: DetentSheetState {
    DetentSheetState(presentation: presentation.state, detent: detent, dragHeight: dragHeight)
  }
  public var visualState: SheetVisualState { SheetVisualState(presentation.visualState, detent) }
  public var probe: MachineProbe {
    var p = MachineProbe()
    p.isDragging = dragHeight != nil
    return p
  }

  /// The session's platform (`ComponentSession.platform`): its detents become the ones the sheet snaps between
  /// (VComponents 8.1's bottom sheet is 0.8 of the window, fixed, on macOS).
  public mutating func adopt(platform: StyleEnvironment.Platform) { parameters.adopt(platform) }

  public func changeNeedsNoAnimation(to after: DetentSheetMachine) -> Bool {
    presentation.changeNeedsNoAnimation(to: after.presentation)
  }

  public mutating func send(_ event: DetentSheetEvent) -> Transition<DetentSheetState, DetentSheetEvent>? {
    let before = state
    var out = MachineOutputs()
    var slot: AnimationSlot?
    let visible = presentation.visualState == .presenting || presentation.visualState == .presented
    switch event {
    case .dragChanged(let h):
      guard visible, h.isFinite, h >= 0 else { return nil }
      dragHeight = h
    case .dragEnded(let h):
      guard visible, h.isFinite, h >= 0 else { return nil }
      dragHeight = nil
      let below = parameters.height(of: .min) - h
      if let threshold = parameters.presentation.swipeThreshold, below >= threshold,
        let t = presentation.send(.swipeEnded(distance: below))
      {
        out.append(contentsOf: t.outputs)
        slot = t.slot
      } else {
        detent = parameters.nearestDetent(to: h)
        slot = "snap"
      }
    case .presentation(let e):
      let wasDismissed = presentation.visualState == .dismissed
      guard let t = presentation.send(e) else { return nil }
      if wasDismissed && presentation.visualState != .dismissed { detent = .ideal }
      if !presentation.isContentPresent || presentation.visualState == .dismissing { dragHeight = nil }
      out.append(contentsOf: t.outputs)
      slot = t.slot
    }
    return Transition(changedFrom: before, to: state, event: event, outputs: out, slot: slot)
  }

  public static var explorationAlphabet: [DetentSheetEvent] {
    [
      .bindingChanged(true), .bindingChanged(false), .closeButtonTapped, .keyDown(.escape), .outsideTapped,
      .dragChanged(height: 700),
      .dragEnded(height: 700), .dragEnded(height: 300), .dragEnded(height: 200), .dragEnded(height: 100),
      .timePassed(0.1), .timePassed(0.5),
    ]
  }
}
