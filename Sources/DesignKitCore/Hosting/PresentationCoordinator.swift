import DesignKitValues

/// Presented content (a modal, a bottom sheet, an alert, a toast) whose presence a Boolean owner holds, as a SwiftUI
/// `isPresented` binding does: the platform-neutral half of a face's presentation modifier, which only forwards the
/// binding, the screen's size, touches and the time, and draws what this says.
///
/// The binding is the source of truth. Setting it true presents (the host animates the appearance); setting it false
/// dismisses (the host animates the disappearance), also halfway through an appearance, and true again halfway
/// through a disappearance turns it back. A dismissal the person makes (a swipe, a tap outside, the close button, an
/// alert's action, Escape) or the clock makes (a toast's time running out) is written back as false, once, when it
/// starts: `PresentationUpdate.writeBack`. Geometry (where the component goes on the screen, the surface a tap
/// outside misses, where the presented content's slot is) is in `PresentationCoordinator+Geometry.swift`.
///
/// ```swift
/// var alert = try PresentationCoordinator(
///   VDialog(state: .dismissed, title: "Delete?", actions: [.init("Delete"), .init("Cancel", role: .cancel)]),
///   isPresented: false, screenWidth: 390, screenHeight: 844)
/// alert.ownerChanged(isPresented: true)   // presenting
/// alert.advance(to: 1)                     // presented
/// let update = alert.handle(tapAtCancel)   // update.writeBack == false: the binding hears the dismissal
/// ```
public struct PresentationCoordinator<C: DrawableComponent>: Sendable {
  /// The presented component's host, in the coordinator's coordinates (the screen's for a full-screen placement, the
  /// component's own frame otherwise).
  public private(set) var host: ComponentHost<C>
  /// The owner's value as the coordinator last heard or wrote it.
  public private(set) var isPresented: Bool
  /// Where the component goes on the screen.
  public let placement: PresentationPlacement
  /// The screen's width the component is presented on.
  public private(set) var screenWidth: Double
  /// The screen's height.
  public private(set) var screenHeight: Double
  /// The titles of the actions the component offers, in the machine's order (`actionChosen(i)` is a tap on the
  /// i-th title).
  public let actionTitles: [String]
  /// The touch under way: where it went down (screen coordinates) and whether outside the surface.
  var touch: (start: HostPoint, isOutside: Bool)?

  /// A coordinator for `component`, which must be given in its hidden state (`VModal(state: .dismissed)`,
  /// `VToast(state: .removed)`), presented on a screen of `screenWidth` × `screenHeight` points as `placement` says,
  /// presenting it at once (animated) when `isPresented` holds. A full-screen component's `layout.screenSize` is set
  /// to the screen. Throws the problems of the component's model.
  public init(
    _ component: C, isPresented: Bool, placement: PresentationPlacement = .fullScreen, screenWidth: Double,
    screenHeight: Double, actionTitles: [String] = [], environment: StyleEnvironment = .standard
  ) throws(DiagnosticList) {
    self.placement = placement
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.actionTitles = actionTitles
    self.isPresented = false
    host = try Self.host(
      for: component, placement: placement, width: screenWidth, height: screenHeight, environment: environment)
    if isPresented { ownerChanged(isPresented: true) }
  }

  /// Whether anything is on screen: the layer is shown while the component appears, is shown or disappears, and
  /// removed (taking no touches) once it is hidden.
  public var isShowing: Bool { host.state.presence.map { $0 != .hidden } ?? true }

  /// The owner set its value (the binding changed from outside): true presents, false dismisses, each animated from
  /// where the component is. True when the component changed.
  @discardableResult
  public mutating func ownerChanged(isPresented: Bool) -> Bool {
    guard isPresented != self.isPresented else { return false }
    self.isPresented = isPresented
    return host.ownerValueChanged(to: isPresented ? .on : .off) != nil
  }

  /// Handles `input`, in screen coordinates: a tap outside the surface is an outside tap, a tap on the close button or
  /// on an action's title chooses it, and the rest goes to the host (`ComponentHost.handle(_:)`: swipes, drags, a
  /// toast's press). A dismissal it starts is written back.
  public mutating func handle(_ input: HostInput) -> PresentationUpdate {
    let origin = componentRect()
    var events: [String] = []
    // A full-screen drawing is as tall as the screen; a sheet's drag starts from the surface's height.
    var startHeight: Double?
    switch input {
    case .touchDown(let p):
      let surface = placement == .fullScreen ? surface() : nil
      touch = (p, surface.map { !$0.contains(p) } ?? false)
      startHeight = surface?.height
    case .touchUp(let p, let translation, _):
      if let touch, abs(translation.x) < Self.tapSlop, abs(translation.y) < Self.tapSlop {
        events = tapEvents(at: p, outside: touch.isOutside)
      }
      touch = nil
    case .touchCancelled:
      touch = nil
    default:
      break
    }
    return reconcile { host, decide in
      var steps = host.handle(input.translated(by: -origin.x, -origin.y), decide: decide)
      if let startHeight { host.gesture.startHeight = startHeight }
      for name in events {
        guard let event = C.Machine.Event(name: name), let step = host.send(event, decide: decide) else { continue }
        steps.append(step)
      }
      return steps
    }
  }

  /// Moves the host's clock to `time` (a toast's display time running out, an animation ending); a dismissal the
  /// clock starts is written back.
  public mutating func advance(to time: Double) -> PresentationUpdate {
    reconcile { host, decide in host.advance(to: time, decide: decide) }
  }

  /// The screen changed size (a rotation, a window resized): the component is `component` again (built for the new
  /// screen, in its hidden state) on it, shown at once without animation when it is presented.
  public mutating func screenChanged(to component: C, width: Double, height: Double) throws(DiagnosticList) {
    guard width != screenWidth || height != screenHeight else { return }
    var next = try Self.host(
      for: component, placement: placement, width: width, height: height, environment: host.environment)
    next.advance(to: host.now)
    if host.state.presence == .appearing || host.state.presence == .shown {
      next.ownerValueChanged(to: .on)
      next.advance(to: host.now + max(0, next.settleTime - host.now))
    }
    host = next
    screenWidth = width
    screenHeight = height
  }

  /// The environment changed (dark, a larger text size): the host restyles at once.
  public mutating func environmentChanged(to environment: StyleEnvironment) {
    host.environmentChanged(to: environment)
  }

  /// How far a touch may move and still be a tap (points).
  static var tapSlop: Double { 10 }

  /// Runs `steps` on the host with the presence decided by the owner's value, and writes back a dismissal the
  /// person or the clock made: false when the component is on its way out while the owner holds true.
  private mutating func reconcile(
    _ steps: (inout ComponentHost<C>, (MachineValue) -> MachineValue) -> [ComponentTransition<C>]
  ) -> PresentationUpdate {
    var held = isPresented
    let made = steps(&host) { proposed in
      // Only presence is the owner's here; an action's index (a dialog's choice) is the component's own.
      guard proposed == .on || proposed == .off else { return proposed }
      if proposed == .off { held = false }
      return held ? .on : .off
    }
    if held, let presence = host.state.presence, presence == .disappearing || presence == .hidden { held = false }
    let writeBack: Bool? = held != isPresented ? held : nil
    isPresented = held
    return PresentationUpdate(
      changed: !made.isEmpty || writeBack != nil, writeBack: writeBack, outputs: made.flatMap(\.transition.outputs))
  }

  /// The host for `component` in `placement` on a `width` × `height` screen: drawn on that screen (its
  /// `layout.screenSize`, where it has one), and a full-screen component laid out in it.
  private static func host(
    for component: C, placement: PresentationPlacement, width: Double, height: Double, environment: StyleEnvironment
  ) throws(DiagnosticList) -> ComponentHost<C> {
    var component = component
    // Every placement draws on the real screen: a toast's or notification's width is a fraction of it too.
    component.model = try component.model.settingScreen(
      width: width, height: height, in: component.modelPath + ["layout"])
    var host = try ComponentHost(component, environment: environment)
    if placement == .fullScreen {
      host.proposedWidth = width
      host.proposedHeight = height
    }
    return host
  }
}

/// What a coordinator's step did: whether to draw again, the value to write back to the owner, the machine's
/// outputs (an action fired, a haptic).
public struct PresentationUpdate: Sendable, Equatable {
  /// Whether the component changed.
  public var changed: Bool
  /// The value the owner must take (false: the person or the clock dismissed it); nil: leave it.
  public var writeBack: Bool?
  /// The outputs of the machine's steps, in order.
  public var outputs: [MachineOutput]

  /// An update.
  public init(changed: Bool, writeBack: Bool?, outputs: [MachineOutput]) {
    self.changed = changed
    self.writeBack = writeBack
    self.outputs = outputs
  }
}

/// Where presented content goes on its screen.
public enum PresentationPlacement: Sendable, Equatable {
  /// The drawing is the whole screen, dimming included (a modal, a bottom sheet, a side bar, an alert, an action
  /// sheet): it is laid out in the screen's size and takes every touch while shown.
  case fullScreen
  /// At the top or bottom edge, centred across, `margin` points from it, at its ideal size (a toast, a
  /// notification); touches beside it reach the screen.
  case edge(PresentationEdge, margin: Double)
  /// Centred on the screen at its ideal size (a menu).
  case center
}

/// The edge edge-placed content sits at.
public enum PresentationEdge: String, Sendable, Equatable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

extension HostInput {
  /// The input moved by (`dx`, `dy`): a touch in another frame's coordinates.
  func translated(by dx: Double, _ dy: Double) -> HostInput {
    func move(_ p: HostPoint) -> HostPoint { HostPoint(x: p.x + dx, y: p.y + dy) }
    switch self {
    case .touchDown(let p): return .touchDown(move(p))
    case .touchMoved(let p, let t, let v): return .touchMoved(move(p), translation: t, velocity: v)
    case .touchUp(let p, let t, let v): return .touchUp(move(p), translation: t, velocity: v)
    case .hover(let p): return .hover(p.map(move))
    default: return self
    }
  }
}

extension ComponentModel {
  /// This model drawn on a `width` × `height` screen, through its style tree: `layout.screenSize` (a size, or a size
  /// per platform) under `layout` set to it, and `layout.screenWidth` (a number, or one per platform) to its width,
  /// on every platform (the host's screen is the one it runs on); unchanged when it has neither.
  func settingScreen(width: Double, height: Double, in layout: [String]) throws(DiagnosticList) -> Self {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return self }
    let tree = try checkedTree()
    // Each place a value goes: the node at `path`, or each platform's cell of a platform table there.
    func cells(_ path: [String]) -> [[String]] {
      switch tree.node(at: path) {
      case .object?, .number?: [path]
      case .table(let table)? where table.dimension == "platform": table.entries.map { path + [$0.name] }
      default: []
      }
    }
    let sizes = cells(layout + ["screenSize"])
    let widths = cells(layout + ["screenWidth"])
    guard !sizes.isEmpty || !widths.isEmpty else { return self }
    var changed = sizes.reduce(tree) { $0.setting($1 + ["width"], to: width).setting($1 + ["height"], to: height) }
    changed = widths.reduce(changed) { $0.setting($1, to: width) }
    do {
      return try StyleTreeDecoder.value(Self.self, from: changed)
    } catch {
      return self
    }
  }
}

extension StyleNode {
  /// This tree with the number at `path` set to `value` (its rule kept; state tables are entered by state name);
  /// unchanged where the path leads to no number.
  func setting(_ path: [String], to value: Double) -> StyleNode {
    guard let name = path.first else {
      if case .number(_, let rule) = self { return .number(value, rule) }
      return self
    }
    switch self {
    case .object(var fields):
      guard let i = fields.firstIndex(where: { $0.name == name }) else { return self }
      fields[i].node = fields[i].node.setting(Array(path.dropFirst()), to: value)
      return .object(fields)
    case .table(var table):
      guard let i = table.entries.firstIndex(where: { $0.name == name }) else { return self }
      table.entries[i].node = table.entries[i].node.setting(Array(path.dropFirst()), to: value)
      return .table(table)
    default:
      return self
    }
  }
}
