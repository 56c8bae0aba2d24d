import DesignKit

/// A machine output with its value typed: `.valueChanged(.on)` for a toggle, `.valueChanged(0.5)` for a slider.
public enum SessionOutput<Value: MachineValue>: Hashable, Sendable, CustomStringConvertible {
  /// The component's action fired (a press completed).
  case actionFired
  /// The long-press action fired.
  case longPressFired
  /// The value changed to the payload.
  case valueChanged(Value)
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
  /// A navigation link pushed the named destination.
  case destinationPushed(String)
  /// A link asked to open the URL.
  case urlOpened(String)
  /// Any other output, as the machine reports it.
  case other(MachineOutput)

  /// The typed form of a machine's output; a value that does not read as `Value` stays `.other`.
  public init(_ output: MachineOutput) {
    switch output {
    case .actionFired: self = .actionFired
    case .longPressFired: self = .longPressFired
    case .valueChanged(let text): self = Value(reported: text).map { .valueChanged($0) } ?? .other(output)
    case .focusGained: self = .focusGained
    case .focusLost: self = .focusLost
    case .presented: self = .presented
    case .dismissed: self = .dismissed
    case .dismissRequested: self = .dismissRequested
    case .destinationPushed(let destination): self = .destinationPushed(destination)
    case .urlOpened(let url): self = .urlOpened(url)
    case .custom: self = .other(output)
    }
  }

  /// Swift spelling, as a test writes it: `.valueChanged(.on)`, `.valueChanged(0.5)`.
  public var description: String {
    switch self {
    case .actionFired: ".actionFired"
    case .longPressFired: ".longPressFired"
    case .valueChanged(let value): ".valueChanged(\(SessionOutput.spelling(of: value)))"
    case .focusGained: ".focusGained"
    case .focusLost: ".focusLost"
    case .presented: ".presented"
    case .dismissed: ".dismissed"
    case .dismissRequested: ".dismissRequested"
    case .destinationPushed(let destination): ".destinationPushed(\"\(destination)\")"
    case .urlOpened(let url): ".urlOpened(\"\(url)\")"
    case .other(let output): ".other(\(output))"
    }
  }

  /// A value as Swift source writes it: `.on`, `0.5`, `"text"`.
  static func spelling(of value: Value) -> String {
    switch value {
    case let dimension as any StateDimension: "." + dimension.rawValue
    case let text as String: "\"\(text)\""
    default: String(describing: value)
    }
  }
}
