/// The focus, hover and enabled events that interactive machines share.
public enum FocusHoverEvent: Hashable, Sendable, CustomStringConvertible {
  /// The control gained focus.
  case focusGained(FocusSource)
  /// The control lost focus.
  case focusLost
  /// A pointer started hovering; `.touch` is ignored.
  case hoverStarted(PointerKind)
  /// The hovering pointer left.
  case hoverEnded
  /// The control was enabled (true) or disabled (false).
  case enabledChanged(Bool)

  /// Parses `focusGained` (keyboard by default), `focusLost`, `hoverStarted` (mouse by default), `hoverEnded`
  /// and `enabledChanged`; nil for any other name.
  static func parse(_ n: EventName) -> FocusHoverEvent? {
    switch n.base {
    case "focusGained":
      if n.arguments.isEmpty { return .focusGained(.keyboard) }
      return n.argument.flatMap(FocusSource.init(rawValue:)).map { .focusGained($0) }
    case "focusLost" where n.arguments.isEmpty: return .focusLost
    case "hoverStarted":
      if n.arguments.isEmpty { return .hoverStarted(.mouse) }
      return n.argument.flatMap(PointerKind.init(rawValue:)).map { .hoverStarted($0) }
    case "hoverEnded" where n.arguments.isEmpty: return .hoverEnded
    case "enabledChanged": return n.bool.map { .enabledChanged($0) }
    default: return nil
    }
  }

  /// The focus and hover forms, in the order machines list them.
  static let focusForms = [
    "focusGained(keyboard|pointer|program)", "focusLost", "hoverStarted(mouse|pen|touch)", "hoverEnded",
  ]
  /// Every form, `enabledChanged` last.
  static let eventForms = focusForms + ["enabledChanged(true|false)"]

  public var description: String {
    switch self {
    case .focusGained(let s): "focusGained(\(s.rawValue))"
    case .focusLost: "focusLost"
    case .hoverStarted(let k): "hoverStarted(\(k.rawValue))"
    case .hoverEnded: "hoverEnded"
    case .enabledChanged(let b): "enabledChanged(\(b))"
    }
  }
}

/// An event type that carries the shared focus / hover / enabled events in one case.
///
/// Conforming types get `.focusGained(_:)`, `.focusLost`, `.hoverStarted(_:)`, `.hoverEnded` and
/// `.enabledChanged(_:)` to build them.
public protocol FocusHoverCarrying: MachineEvent {
  /// Wraps a shared focus / hover / enabled event.
  static func focusHover(_ event: FocusHoverEvent) -> Self
}

extension FocusHoverCarrying {
  /// The control gained focus.
  public static func focusGained(_ source: FocusSource) -> Self { .focusHover(.focusGained(source)) }
  /// The control lost focus.
  public static var focusLost: Self { .focusHover(.focusLost) }
  /// A pointer started hovering; `.touch` is ignored.
  public static func hoverStarted(_ kind: PointerKind) -> Self { .focusHover(.hoverStarted(kind)) }
  /// The hovering pointer left.
  public static var hoverEnded: Self { .focusHover(.hoverEnded) }
  /// The control was enabled (true) or disabled (false).
  public static func enabledChanged(_ enabled: Bool) -> Self { .focusHover(.enabledChanged(enabled)) }
}

/// Whether a control is enabled, focused (and how) and hovered, with the rules every interactive machine
/// shares: only an enabled control gains focus or hover, touch never hovers, and disabling drops focus
/// (reporting `focusLost`) and hover.
///
/// Machines embed it and do their own clean-up after a change (a disabled slider ends its drag).
public struct FocusHoverState: Hashable, Sendable {
  /// Whether the control is enabled.
  public var isEnabled: Bool
  /// Focus, with whether its ring shows.
  public var focus: FocusLook = .none
  /// Whether an indirect pointer hovers.
  public var isHovered = false

  /// A control at rest.
  public init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// Applies one event; returns whether anything changed. `focusGained` / `focusLost` go to `outputs`.
  ///
  /// With `ringFollowsSource` false every focus counts alike (no ring distinction), so focusing an
  /// already focused control from another source changes nothing.
  public mutating func apply(
    _ event: FocusHoverEvent, reporting outputs: inout MachineOutputs, ringFollowsSource: Bool = true
  ) -> Bool {
    switch event {
    case .focusGained(let source):
      let look = ringFollowsSource ? source.look : .focused
      guard isEnabled, focus != look else { return false }
      if !focus.hasFocus { outputs.append(.focusGained) }
      focus = look
    case .focusLost:
      guard focus.hasFocus else { return false }
      focus = .none
      outputs.append(.focusLost)
    case .hoverStarted(let kind):
      guard kind != .touch, isEnabled, !isHovered else { return false }
      isHovered = true
    case .hoverEnded:
      guard isHovered else { return false }
      isHovered = false
    case .enabledChanged(let enabled):
      guard enabled != isEnabled else { return false }
      isEnabled = enabled
      if !enabled {
        if focus.hasFocus { outputs.append(.focusLost) }
        focus = .none
        isHovered = false
      }
    }
    return true
  }

  /// What the explorer's invariants see of these bits.
  var probe: MachineProbe {
    var p = MachineProbe()
    p.isDisabled = !isEnabled
    p.isFocused = focus.hasFocus
    p.isHovered = isHovered
    return p
  }
}
