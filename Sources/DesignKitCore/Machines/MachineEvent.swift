/// An event type whose values can be named in text (for the CLI and golden tables).
public protocol MachineEvent: Hashable, Sendable, CustomStringConvertible {
  /// Parses an event name such as `pointerDown`, `keyDown(space)` or `clockAdvanced(0.5)`; nil when unknown.
  init?(name: String)
  /// A description of every accepted event form, for error messages (`keyDown(space|return)`).
  static var eventForms: [String] { get }
}
