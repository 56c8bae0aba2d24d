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
  /// Durations and dismiss sources; `swipeThreshold` says only whether a pull down dismisses (nil: never): how far
  /// below the lowest detent it must end is `swipeThresholdFraction` of the lowest detent's height.
  public var presentation = PresentationParameters.bottomSheet
  /// How far below the lowest detent a drag must be released to dismiss, as a fraction of the lowest detent's height
  /// (VComponents 8.1's `swipeDismissDistanceMinHeightRatio`, 0.1 on every platform it runs on): a sheet whose lowest
  /// detent is 240 pt dismisses when released 24 pt or more below it.
  public var swipeThresholdFraction = 0.1
  /// The release speed (points per second, either way) from which a drag is a fling: the sheet goes to the next
  /// detent the way the finger moved, or dismisses when flung down below its lowest detent, however near the release
  /// is to a detent (VComponents 8.1's `velocityToSnapToNextHeight`, 600 on every platform it runs on).
  public var flickVelocity = 600.0
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
  /// The container's height on each platform, for a sheet shown on whichever platform's screen it runs on (a gallery
  /// sample): `adopt(_:)` makes a platform's the height in effect; empty keeps `containerHeight` on every platform.
  public var platformContainerHeights: [StyleEnvironment.Platform: Double] = [:]

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

  /// A half modal's on macOS, where VComponents 8.1's bottom sheet is a fixed 0.8 of the window: every detent 0.8 of
  /// the container.
  public static var macOS: DetentSheetParameters {
    var p = DetentSheetParameters()
    (p.minHeight, p.idealHeight, p.maxHeight) = (0.8, 0.8, 0.8)
    return p
  }

  /// Makes `platform`'s detents (`platformHeights[platform]`) and container height (`platformContainerHeights`) the
  /// ones in effect; what a platform has none of stays as it is.
  public mutating func adopt(_ platform: StyleEnvironment.Platform) {
    if let height = platformContainerHeights[platform] { containerHeight = height }
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

  /// How far (points) below the lowest detent a released drag dismisses: `swipeThresholdFraction` of its height.
  public var swipeDismissDistance: Double { swipeThresholdFraction * height(of: .min) }

  /// Where a fling released at `height` points goes, as VComponents 8.1's regions: between the ideal and the highest
  /// detent (or above it), up to the highest and down to the ideal; between the lowest and the ideal, up to the ideal
  /// and down to the lowest; below the lowest, up to the lowest and down out of sight (nil) when `dismisses`, else to
  /// the lowest.
  public func flingTarget(from height: Double, down: Bool, dismisses: Bool) -> SheetDetent? {
    if height >= self.height(of: .ideal) { return down ? .ideal : .max }
    if height >= self.height(of: .min) { return down ? .min : .ideal }
    return down && dismisses ? nil : .min
  }
}

/// What can happen to a sheet with detents.
public enum DetentSheetEvent: PresentationWrapping, EventNameParsing {
  /// The resize handle was dragged to `height` points.
  case dragChanged(height: Double)
  /// The drag ended with the sheet `height` points tall, the finger moving at `velocity` points per second (positive:
  /// down, as SwiftUI's `DragGesture.Value.velocity.height`; 0: at rest).
  case dragEnded(height: Double, velocity: Double = 0)
  /// A presentation event (binding, close button, Escape, the clock).
  case presentation(PresentationEvent)

  static func parse(_ n: EventName) -> Self? {
    switch n.base {
    case "dragChanged": n.number.map(Self.dragChanged(height:))
    case "dragEnded": Self.dragEnded(n)
    default: PresentationEvent.parse(n).map(Self.presentation)
    }
  }

  /// `dragEnded(height: h)` or `dragEnded(height: h, velocity: v)`, each a finite number.
  private static func dragEnded(_ n: EventName) -> Self? {
    let numbers = n.arguments.compactMap { Double($0) }.filter(\.isFinite)
    guard (1...2).contains(n.arguments.count), numbers.count == n.arguments.count else { return nil }
    return .dragEnded(height: numbers[0], velocity: numbers.count == 2 ? numbers[1] : 0)
  }

  public static var eventForms: [String] {
    ["dragChanged(height: <points>)", "dragEnded(height: <points>, velocity: <points per second>)"]
      + PresentationEvent.eventForms
  }

  public var description: String {
    switch self {
    case .dragChanged(let h): "dragChanged(height: \(JSONWriter.format(h)))"
    case .dragEnded(let h, 0): "dragEnded(height: \(JSONWriter.format(h)))"
    case .dragEnded(let h, let v): "dragEnded(height: \(JSONWriter.format(h)), velocity: \(JSONWriter.format(v)))"
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
/// the finger. Releasing, as VComponents 8.1's bottom sheet:
/// - a fling (released at `flickVelocity` or faster) goes to the next detent the way it moved (`flingTarget`), from
///   below the lowest detent down out of sight when swiping dismisses;
/// - a slower release at least `swipeDismissDistance` (`swipeThresholdFraction` of the lowest detent) below the
///   lowest detent dismisses when swiping dismisses, with the `swipeDismiss` slot;
/// - any other release snaps to the nearest detent with the `snap` slot.
///
/// Detents of the same height are one resting place: a release that settles at the height the sheet rests at keeps
/// its detent (on macOS, where every detent is 0.8 of the window, a snap back stays `ideal`). A `swipeEnded(distance:)`
/// is judged as a release that far below the lowest detent. The sheet alone judges swipes; the presentation only
/// needs to know that swiping dismisses (`presentation.swipeThreshold` not nil) and is told when one does.
///
/// Presenting starts at the ideal detent.
public struct DetentSheetMachine: ExplorableMachine {
  /// The tunables.
  public var parameters: DetentSheetParameters
  private var presentation: PresentationMachine
  private var detent: SheetDetent
  private var dragHeight: Double?

  /// A sheet at rest in `visual`'s detent, presented when `visual` is presenting or presented.
  public init(parameters: DetentSheetParameters = DetentSheetParameters(), restingIn visual: SheetVisualState) {
    self.parameters = parameters
    // The sheet judges how far a pull down goes and hands the presentation only the swipes that dismiss
    // (`PresentationMachine.dismissBySwipe`).
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
    case .dragEnded(let h, let v):
      guard visible, h.isFinite, h >= 0, v.isFinite else { return nil }
      dragHeight = nil
      let below = parameters.height(of: .min) - h
      let swipes = parameters.presentation.swipeThreshold != nil
      let target: SheetDetent? =
        if v != 0, abs(v) >= parameters.flickVelocity {
          parameters.flingTarget(from: h, down: v > 0, dismisses: swipes)
        } else if swipes, below > 0, below >= parameters.swipeDismissDistance {
          nil
        } else {
          parameters.nearestDetent(to: h)
        }
      if let target {
        // Detents of one height are one resting place (every detent on macOS): a release that comes back to the
        // height the sheet rests at keeps its detent instead of taking the name of the lowest one of that height.
        if parameters.height(of: target) != parameters.height(of: detent) { detent = target }
        slot = "snap"
      } else if let t = presentation.dismissBySwipe(distance: max(below, 0)) {
        out.append(contentsOf: t.outputs)
        slot = t.slot
      }
    case .presentation(.swipeEnded(let distance)):
      // A pull down reported by its distance alone is judged as a released drag is: past `swipeDismissDistance`.
      guard distance.isFinite, distance >= parameters.swipeDismissDistance,
        let t = presentation.dismissBySwipe(distance: distance)
      else { return nil }
      dragHeight = nil
      out.append(contentsOf: t.outputs)
      slot = t.slot
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
      // 230: 10 pt under the 240 pt lowest detent, short of a tenth of it (a fling from there dismisses); 650: nearer
      // the ideal detent than the highest (a fling up goes on to it).
      .dragEnded(height: 700), .dragEnded(height: 300), .dragEnded(height: 230), .dragEnded(height: 200),
      .dragEnded(height: 650, velocity: -300), .dragEnded(height: 650, velocity: -800),
      .dragEnded(height: 230, velocity: 800),
      .timePassed(0.1), .timePassed(0.5),
    ]
  }
}
