import DesignKitValues

/// Input as a UI toolkit reports it, in the component's own coordinates (points, origin at the top left of its
/// frame, y downwards): what a native face hands a `ComponentHost` through `ComponentHost.handle(_:)`, which turns it
/// into the machine's events.
public enum HostInput: Sendable, Equatable, CustomStringConvertible {
  /// A touch or click went down.
  case touchDown(HostPoint)
  /// The touch moved: where it is, how far it has come from where it went down, and how fast it moves (points per
  /// second).
  case touchMoved(HostPoint, translation: HostPoint, velocity: HostPoint)
  /// The touch lifted.
  case touchUp(HostPoint, translation: HostPoint, velocity: HostPoint)
  /// The system took the touch (a scroll began, a call arrived): it ends with no action.
  case touchCancelled
  /// An indirect pointer hovers at a point (nil: it left).
  case hover(HostPoint?)
  /// A key went down, auto-repeated or came up.
  case key(KeyboardKey, KeyPhase)
  /// Focus arrived (by keyboard, pointer or code) or left (nil).
  case focus(FocusSource?)
  /// The view became enabled or disabled.
  case enabled(Bool)
  /// An assistive technology activated the component (VoiceOver's double tap).
  case accessibilityActivated
  /// An assistive technology adjusted the component (VoiceOver's swipe up or down on an adjustable element).
  case accessibilityAdjusted(increments: Bool)
  /// An assistive technology performed one of the component's actions (`ComponentHost.accessibilityActions`), by
  /// the event it sends.
  case accessibilityAction(String)
  /// The platform's text editor over the component holds a new text, whole (a SwiftUI `TextField`'s binding).
  case textEdited(String)
  /// The platform's text editor submitted (the keyboard's return key: SwiftUI's `onSubmit`).
  case textSubmitted

  /// The phase of a key press.
  public enum KeyPhase: String, Sendable, Equatable {
    /// The key went down.
    case down
    /// The key is held and the system repeated it.
    case `repeat`
    /// The key came up.
    case up
  }

  public var description: String {
    switch self {
    case .touchDown(let p): "touchDown(\(p))"
    case .touchMoved(let p, let t, let v): "touchMoved(\(p), translation: \(t), velocity: \(v))"
    case .touchUp(let p, let t, let v): "touchUp(\(p), translation: \(t), velocity: \(v))"
    case .touchCancelled: "touchCancelled"
    case .hover(let p): p.map { "hover(\($0))" } ?? "hoverEnded"
    case .key(let key, let phase): "key(\(key.rawValue), \(phase.rawValue))"
    case .focus(let source): source.map { "focus(\($0.rawValue))" } ?? "focusLost"
    case .enabled(let isEnabled): "enabled(\(isEnabled))"
    case .accessibilityActivated: "accessibilityActivated"
    case .accessibilityAdjusted(let increments): increments ? "accessibilityIncrement" : "accessibilityDecrement"
    case .accessibilityAction(let event): "accessibilityAction(\(event))"
    case .textEdited(let text): "textEdited(\(EventName.quoted(text)))"
    case .textSubmitted: "textSubmitted"
    }
  }
}

/// A point or a vector in a component's coordinates.
public struct HostPoint: Sendable, Equatable, CustomStringConvertible {
  /// Horizontal, rightwards.
  public var x: Double
  /// Vertical, downwards.
  public var y: Double

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, or no movement.
  public static let zero = HostPoint(x: 0, y: 0)

  public var description: String { "\(JSONWriter.format(x)), \(JSONWriter.format(y))" }
}
