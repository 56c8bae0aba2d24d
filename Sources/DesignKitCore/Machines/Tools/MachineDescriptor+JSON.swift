import DesignKitValues

extension MachineDescriptor {
  /// `{"name", "family", "summary", "states", "events", "components"}`; `components` are the names of the
  /// components it drives.
  public func json(components: [String]) -> JSONValue {
    .object([
      ("name", .string(name)), ("family", .string(family)), ("summary", .string(summary)),
      ("states", .array(visualStateNames.map { .string($0) })), ("events", .array(eventForms.map { .string($0) })),
      ("components", .array(components.map { .string($0) })),
    ])
  }
}

extension TraceRow {
  /// `{"machine", "steps": [row…]}`: a machine's simulation.
  public static func json(_ rows: [TraceRow], machine: String) -> JSONValue {
    .object([("machine", .string(machine)), ("steps", json(rows))])
  }
}
