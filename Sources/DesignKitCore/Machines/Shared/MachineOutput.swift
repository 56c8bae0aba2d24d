import DesignKitValues

/// Something a transition reports to its owner.
public enum MachineOutput: Hashable, Sendable, CustomStringConvertible {
  /// The component's action fired (a press completed).
  case actionFired
  /// The long-press action fired.
  case longPressFired
  /// The value changed to the payload.
  case valueChanged(MachineValue)
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
  /// Content is to be fetched now (an async image appeared with a URL, or retries): the owner starts the request
  /// and answers it by the payload, the fetch's number.
  case fetchRequested(Int)
  /// The running fetch, numbered by the payload, is no longer wanted (the URL changed or went away, the view left
  /// the screen, it timed out).
  case fetchCancelled(Int)
  /// The entry was submitted (a code entry's last cell was filled).
  case submitted
  /// The model asks the host to play a sensory feedback, answering the output before it (a session adds it from
  /// the model's `misc.haptics`; machines never report it).
  case haptic(Haptic)
  /// Any other named output with an optional payload.
  case custom(String, String?)

  public var description: String {
    switch self {
    case .valueChanged(let value): "valueChanged(\(value))"
    case .haptic(let haptic): "haptic(\(haptic.rawValue))"
    case .destinationPushed(let text), .urlOpened(let text), .custom(_, .some(let text)): "\(name)(\(text))"
    case .fetchRequested(let fetch), .fetchCancelled(let fetch): "\(name)(\(fetch))"
    default: name
    }
  }

  /// The value a `valueChanged` output reports; nil for any other output.
  public var changedValue: MachineValue? {
    if case .valueChanged(let value) = self { value } else { nil }
  }

  /// The output as JSON: `{"name": "actionFired"}`, `{"name": "valueChanged", "value": 0.5}` (the value typed as
  /// `MachineValue.json` writes it), `{"name": "urlOpened", "value": "https://…"}`.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [("name", .string(name))]
    if let payload { members.append(("value", payload)) }
    return .object(members)
  }

  /// The output's name without its payload.
  public var name: String {
    switch self {
    case .actionFired: "actionFired"
    case .longPressFired: "longPressFired"
    case .valueChanged: "valueChanged"
    case .focusGained: "focusGained"
    case .focusLost: "focusLost"
    case .presented: "presented"
    case .dismissed: "dismissed"
    case .dismissRequested: "dismissRequested"
    case .destinationPushed: "destinationPushed"
    case .urlOpened: "urlOpened"
    case .fetchRequested: "fetchRequested"
    case .fetchCancelled: "fetchCancelled"
    case .submitted: "submitted"
    case .haptic: "haptic"
    case .custom(let name, _): name
    }
  }

  /// The payload as JSON; nil for an output without one.
  private var payload: JSONValue? {
    switch self {
    case .valueChanged(let value): value.json
    case .haptic(let haptic): .string(haptic.rawValue)
    case .destinationPushed(let text), .urlOpened(let text), .custom(_, .some(let text)): .string(text)
    case .fetchRequested(let fetch), .fetchCancelled(let fetch): .number(Double(fetch))
    default: nil
    }
  }
}
