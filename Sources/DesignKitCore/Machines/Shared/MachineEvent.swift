/// An event type whose values can be named in text (for the CLI and golden tables).
public protocol MachineEvent: Hashable, Sendable, CustomStringConvertible {
  /// Parses an event name such as `pointerDown`, `keyDown(space)` or `clockAdvanced(0.5)`; nil when unknown.
  init?(name: String)
  /// A description of every accepted event form, for error messages (`keyDown(space|return)`).
  static var eventForms: [String] { get }
}

/// An event type that reads each of its cases from a parsed `EventName`, which gives it `init?(name:)`.
///
/// Its `parse` lists the cases in the order of `eventForms` and `description`, and hands the names it does not
/// know to the events it carries (`FocusHoverEvent.parse`, `ClockEvent.parse`, `PressEvent.parse`).
protocol EventNameParsing: MachineEvent {
  /// The event `n` names; nil when it names none of this type's events.
  static func parse(_ n: EventName) -> Self?
}

extension EventNameParsing {
  /// Parses an event name such as `pointerDown`, `keyDown(space)` or `clockAdvanced(0.5)`; nil when unknown.
  public init?(name: String) {
    guard let event = EventName(name).flatMap(Self.parse) else { return nil }
    self = event
  }
}
