import DesignKitValues

/// One row of a transition table: in `state`, `event` leads to `nextState`.
public struct TransitionTableRow: Hashable, Sendable {
  /// The state before.
  public var state: String
  /// The visual state before.
  public var visualState: String
  /// The event.
  public var event: String
  /// The state after.
  public var nextState: String
  /// The visual state after.
  public var nextVisualState: String
  /// The outputs, in order.
  public var outputs: [MachineOutput]
  /// The animation slot, if any.
  public var slot: String?
}

/// A machine's transition table: every reachable state (to a depth) × its event alphabet, listing the
/// events that change something.
public struct TransitionTable: Hashable, Sendable {
  /// The machine's name.
  public var machine: String
  /// The exploration depth the states were reached within.
  public var depth: Int
  /// The number of states.
  public var stateCount: Int
  /// The number of events in the alphabet.
  public var alphabetCount: Int
  /// The rows, grouped by state in breadth-first order, events in alphabet order.
  public var rows: [TransitionTableRow]

  /// The table as text: a header, then each state with its changing events indented below it.
  public func renderText() -> String {
    var lines = [
      "# \(machine): \(stateCount) states reachable within \(depth) events × \(alphabetCount) events;",
      "# events that change nothing are omitted. state (visual) / event → next state (visual) outputs slot",
    ]
    var current: String?
    for row in rows {
      if row.state != current {
        current = row.state
        lines.append("\(row.state) (\(row.visualState))")
      }
      var line = "  \(row.event) → \(row.nextState) (\(row.nextVisualState))"
      if !row.outputs.isEmpty { line += " outputs: \(row.outputs.map(\.description).joined(separator: ", "))" }
      if let slot = row.slot { line += " slot: \(slot)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table as JSON: `{"machine", "depth", "states", "events", "rows": [{state, visual, event, next, …}]}`.
  public var json: JSONValue {
    .object([
      ("machine", .string(machine)), ("depth", .number(Double(depth))), ("states", .number(Double(stateCount))),
      ("events", .number(Double(alphabetCount))),
      (
        "rows",
        .array(
          rows.map { r in
            .object([
              ("state", .string(r.state)), ("visual", .string(r.visualState)), ("event", .string(r.event)),
              ("next", .string(r.nextState)), ("nextVisual", .string(r.nextVisualState)),
              ("outputs", .array(r.outputs.map(\.json))), ("slot", r.slot.map { .string($0) } ?? .null),
            ])
          })
      ),
    ])
  }

  /// The table as pretty-printed JSON text.
  public func renderJSON() -> String { JSONWriter().string(json) }
}

/// One step of a simulation.
public struct TraceRow: Hashable, Sendable {
  /// The event as written (or the clock event the runner inserted).
  public var event: String
  /// The virtual time of the event, in seconds.
  public var time: Double
  /// The state before.
  public var stateBefore: String
  /// The state after.
  public var stateAfter: String
  /// The visual state before.
  public var visualBefore: String
  /// The visual state after.
  public var visualAfter: String
  /// The outputs, in order.
  public var outputs: [MachineOutput]
  /// The animation slot, if any.
  public var slot: String?
  /// Whether the event changed or fired anything (false: the event did not apply).
  public var changed: Bool
  /// Whether time passing made the row (a timer ran out), not an event: printed as `(time passes)`, with `event`
  /// the clock event the runner sent.
  public var byClock = false

  /// What the event column shows: the event, or `(time passes)`.
  var cause: String { byClock ? ClockSteps.label : event }

  /// Rows as aligned text, one line each: `time event: visual → visual [outputs] slot`.
  public static func renderText(_ rows: [TraceRow]) -> String {
    let width = rows.map(\.cause.count).max() ?? 0
    return rows.map { r in
      var line = "\(JSONWriter.format(r.time))\t\(r.cause.padding(to: width))  "
      guard r.changed else { return line + "(no change)" }
      line += "\(r.visualBefore) → \(r.visualAfter)"
      if !r.outputs.isEmpty { line += "  outputs: \(r.outputs.map(\.description).joined(separator: ", "))" }
      if let s = r.slot { line += "  slot: \(s)" }
      line += "  [\(r.stateAfter)]"
      return line
    }.joined(separator: "\n") + "\n"
  }

  /// Rows as a JSON array of objects; `event` is null for a row time passing made.
  public static func json(_ rows: [TraceRow]) -> JSONValue {
    .array(
      rows.map { r in
        .object([
          ("event", r.byClock ? .null : .string(r.event)), ("time", .number(r.time)),
          ("stateBefore", .string(r.stateBefore)),
          ("stateAfter", .string(r.stateAfter)), ("visualBefore", .string(r.visualBefore)),
          ("visualAfter", .string(r.visualAfter)), ("outputs", .array(r.outputs.map(\.json))),
          ("slot", r.slot.map { .string($0) } ?? .null), ("changed", .bool(r.changed)),
        ])
      })
  }

  /// Rows as pretty-printed JSON text.
  public static func renderJSON(_ rows: [TraceRow]) -> String { JSONWriter().string(json(rows)) }
}
