extension PressEvent {
  /// Parses the event of a control with several pressable parts (segments, stepper buttons):
  /// `pointerDown(<part>)` and `accessibilityActivated(<part>)` name a part, any other name is a press event.
  static func parse<Part, Event>(
    partEvent n: EventName, part: (String) -> Part?, pointerDown: (Part) -> Event, activate: (Part) -> Event,
    press: (PressEvent) -> Event
  ) -> Event? {
    switch n.base {
    case "pointerDown" where !n.arguments.isEmpty: return n.argument.flatMap(part).map(pointerDown)
    case "accessibilityActivated" where !n.arguments.isEmpty: return n.argument.flatMap(part).map(activate)
    default: return parse(n).map(press)
    }
  }

  /// The event forms of a control with parts: its two part forms, then every other press event form.
  static func partEventForms(pointerDown: String, activate: String) -> [String] {
    [pointerDown, activate] + eventForms.filter { $0 != "pointerDown" && $0 != "accessibilityActivated" }
  }
}
