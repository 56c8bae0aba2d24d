/// Something a transition reports to its owner.
public enum MachineOutput: Hashable, Sendable, CustomStringConvertible {
  /// The component's action fired (a press completed).
  case actionFired
  /// The long-press action fired.
  case longPressFired
  /// The value changed; the payload is the new value's name or number as text.
  case valueChanged(String)
  /// Focus was gained.
  case focusGained
  /// Focus was lost.
  case focusLost
  /// Presented content finished appearing.
  case presented
  /// Presented content finished disappearing.
  case dismissed
  /// A controlled component asks its owner to dismiss it.
  case dismissRequested
  /// A navigation link pushed its destination; the payload names it.
  case destinationPushed(String)
  /// A link asked to open its URL; the payload is the URL.
  case urlOpened(String)
  /// Any other named output with an optional payload.
  case custom(String, String?)

  public var description: String {
    switch self {
    case .actionFired: "actionFired"
    case .longPressFired: "longPressFired"
    case .valueChanged(let v): "valueChanged(\(v))"
    case .focusGained: "focusGained"
    case .focusLost: "focusLost"
    case .presented: "presented"
    case .dismissed: "dismissed"
    case .dismissRequested: "dismissRequested"
    case .destinationPushed(let d): "destinationPushed(\(d))"
    case .urlOpened(let url): "urlOpened(\(url))"
    case .custom(let name, let payload): payload.map { "\(name)(\($0))" } ?? name
    }
  }
}
